import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { uploadedPhotoSchema } from '../../../shared/photos.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertPhotoRoom } from '../../lib/quotas.ts';
import { errorResponse, jsonResponse, quotaError } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { photoUrls } from './photo-urls.ts';
import { photoKey, photoSizes } from './photo-files.ts';
import { requestPlanOwner } from '../households/index.ts';
import { findUsablePhoto } from './photos.repo.ts';
import { photoErrors } from './process-photo.ts';
import { uploadPhoto } from './upload-photo.ts';
import { words } from '../../lib/i18n.ts';

const binary = { type: 'string', format: 'binary' } as const;

const upload = createRoute({
  method: 'post',
  path: '/',
  tags: ['Photos'],
  summary: 'Uploads a photo for a recipe: JPEG, PNG or WebP, 10 MB at most',
  description:
    "Send multipart/form-data with the file in the field `photo`, or the image itself as the body with an image content type. The type is decided by the content, never the name. The photo is re-encoded to WebP without metadata, in a large and a thumbnail size. Put its `id` in a recipe's `photoId`; a photo no recipe uses is removed after 24 hours.",
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': { schema: { type: 'object', properties: { photo: binary }, required: ['photo'] } },
        'image/jpeg': { schema: binary },
        'image/png': { schema: binary },
        'image/webp': { schema: binary },
      },
    },
  },
  responses: {
    201: jsonResponse(uploadedPhotoSchema, 'The stored photo'),
    400: errorResponse('No photo, or an empty one'),
    401: errorResponse('Not signed in'),
    409: quotaError,
    413: errorResponse(photoErrors.tooBig),
    415: errorResponse(photoErrors.notAnImage),
    422: errorResponse(`${photoErrors.unreadable}, or ${photoErrors.tooManyPixels.toLowerCase()} (over 40 megapixels)`),
  },
});

const serve = createRoute({
  method: 'get',
  path: '/{id}/{size}',
  tags: ['Photos'],
  summary: "A photo file: its uploader, anyone for a catalogue recipe's photo, whoever may read a recipe or cook log entry that shows it",
  description: 'The bytes of a photo id never change: cached privately for a year, with an ETag (304 on If-None-Match).',
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(100)
        .openapi({ param: { name: 'id', in: 'path' } }),
      size: z.enum(photoSizes, { error: () => words('server.photos.sizeChoice') }).openapi({ param: { name: 'size', in: 'path' } }),
    }),
  },
  responses: {
    200: { description: 'The WebP image', content: { 'image/webp': { schema: binary } } },
    304: { description: 'Not modified' },
    400: errorResponse('Invalid input'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such photo, or not yours to see'),
  },
});

/** The uploaded bytes: the `photo` field of a form, or the body itself when it is declared an image. */
async function readUpload(req: {
  header(name: string): string | undefined;
  formData(): Promise<FormData>;
  arrayBuffer(): Promise<ArrayBuffer>;
}) {
  const mediaType = (req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw new AppError('BAD_REQUEST', words('server.photos.unreadableUpload'));
    }
    const file = form.get('photo');
    if (!(file instanceof File)) throw new AppError('BAD_REQUEST', words('server.photos.missing'));
    return new Uint8Array(await file.arrayBuffer());
  }
  if (mediaType.startsWith('image/')) return new Uint8Array(await req.arrayBuffer());
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', words('server.photos.notAnImage'));
}

/** Does If-None-Match name this ETag (or "*")? Weak and strong forms compare alike for a GET. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export function photoRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);

  router.openapi(upload, async (c) => {
    const bytes = await readUpload(c.req);
    await assertPhotoRoom(c.var.ctx.db, c.var.userId, c.var.ctx.config.quotas);
    const photo = await uploadPhoto(c.var.ctx, c.var.userId, bytes);
    // The same URLs recipes answer with; never null for an id.
    const urls = photoUrls(photo.id) as { imageUrl: string; thumbnailUrl: string };
    return c.json({ id: photo.id, ...urls, width: photo.width, height: photo.height }, 201);
  });

  router.openapi(serve, async (c) => {
    const { id, size } = c.req.valid('param');
    const { db, storage, logger } = c.var.ctx;
    const notFound = () => new AppError('NOT_FOUND', words('server.photos.notFound'));
    if (!(await findUsablePhoto(db, await requestPlanOwner(c), id))) throw notFound();

    // The bytes of an id never change (ids are random and never reused), so the id names them.
    const etag = `"${id}-${size}"`;
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    c.header('ETag', etag);
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);

    const file = await storage.get(photoKey(id, size));
    if (!file) {
      logger.warn({ photoId: id, size }, 'a photo row has no file');
      c.header('Cache-Control', 'no-store');
      c.header('ETag', undefined);
      throw notFound();
    }
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(file.size));
    return c.body(file.body, 200);
  });

  return router;
}
