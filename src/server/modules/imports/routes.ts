import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { importStartedSchema, importStatusSchema } from '../../../shared/imports.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { commonErrors, errorResponse, idParams, jsonResponse, quotaError } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { createImport } from './create-import.ts';
import { readImport } from './read-import.ts';

const tags = ['Imports'];
const binary = { type: 'string', format: 'binary' } as const;

const start = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: "Imports another app's export file into My recipes, in the background",
  description:
    'Send multipart/form-data with the file in the field `file` (50 MB at most). Its format is told from its content: ' +
    'Mealie, Tandoor, Paprika, Nextcloud Cookbook, Chowdown, CopyMeThat, Recipe Keeper, Plan to Eat, MyRecipeBox, ' +
    "Cook'n, Cooklang, MealMaster, schema.org Recipe JSON-LD, or a list of web addresses (one per line). Answers 202 " +
    'with the import’s id at once; GET /api/imports/{id} reports how it goes. A recipe already in the collection with ' +
    'the same title and source is skipped. One import per person at a time; 10 an hour.',
  request: {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: binary }, required: ['file'] } } },
    },
  },
  responses: {
    202: jsonResponse(importStartedSchema, 'The import, queued'),
    ...commonErrors,
    409: { ...quotaError, description: 'An import of the person’s is still running (IMPORT_RUNNING)' },
    413: errorResponse('The file is over 50 MB'),
    429: errorResponse('Too many imports started in the last hour'),
  },
});

const status = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'How one of the person’s imports goes: status, format, counts, and the recipes that did not come in and why',
  request: { params: idParams },
  responses: {
    200: jsonResponse(importStatusSchema, 'The import'),
    ...commonErrors,
    404: errorResponse('No import of the person’s has this id'),
  },
});

/** /api/imports. */
export function importRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);

  router.openapi(start, async (c) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'multipart/form-data') throw new AppError('UNSUPPORTED_MEDIA_TYPE', words('server.imports.noFile'));
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new AppError('BAD_REQUEST', words('server.imports.refused.damaged'));
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw new AppError('BAD_REQUEST', words('server.imports.noFile'));
    return c.json(await createImport(c.var.ctx, c.var.userId, file), 202);
  });

  router.openapi(status, async (c) => {
    const found = await readImport(c.var.ctx.db, c.var.userId, c.req.valid('param').id);
    if (!found) throw new AppError('NOT_FOUND', words('server.imports.notFound'));
    return c.json(found, 200);
  });

  return router;
}
