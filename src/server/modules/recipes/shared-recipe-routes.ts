import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { sharedRecipeSchema } from '../../../shared/recipe-share.ts';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { errorResponse, jsonResponse } from '../../lib/openapi.ts';
import { limitRequests } from '../../lib/request-limit.ts';
import { validationHook } from '../../lib/validation.ts';
import { photoKey } from '../photos/index.ts';
import { readSharedRecipe, sharedRecipeLimit, sharedRecipePhotoId } from './share-recipe.ts';

const tags = ['Shared recipes'];

const tokenParams = z.object({
  // Any string: an address that is no link of ours is 404, however it is malformed.
  token: z.string().openapi({ param: { name: 'token', in: 'path' }, description: 'The secret of the link /r/<token>' }),
});

const gone = errorResponse('The link no longer works: sharing was stopped, the recipe was deleted, or there never was such a link');
const tooMany = errorResponse('Too many reads from this address in a minute; Retry-After says how many seconds to wait');

const read = createRoute({
  method: 'get',
  path: '/{token}',
  tags,
  summary: 'A recipe shared by its owner, read-only (PUBLIC: no session needed)',
  description:
    'The address is the credential. The recipe’s own text only: nothing of its owner’s (name, email, id, rating, cook log, household). ' +
    'Rate limited per client address; answered with `X-Robots-Tag: noindex, nofollow`, `Cache-Control: no-store` and ' +
    '`Referrer-Policy: no-referrer` (docs/decisions/0080-sharing-a-recipe.md).',
  request: { params: tokenParams },
  responses: { 200: jsonResponse(sharedRecipeSchema, 'The recipe'), 404: gone, 429: tooMany },
});

const photo = createRoute({
  method: 'get',
  path: '/{token}/photo',
  tags,
  summary: 'The photo of a shared recipe (PUBLIC: no session needed)',
  description: 'Stops working with the link. Rate limited per client address together with the recipe.',
  request: { params: tokenParams },
  responses: {
    200: { description: 'The WebP image', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } },
    404: errorResponse('The link no longer works, or the recipe has no photo'),
    429: tooMany,
  },
});

/**
 * Every answer, refusals included: kept out of search engines, never kept by a cache (a link stopped must stop at
 * once, and a shared computer must not show it again), and never naming the link to another site.
 */
const publicAnswerHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('Referrer-Policy', 'no-referrer');
};

/** The routes without a session: a visitor reading a shared recipe (docs/decisions/0080-sharing-a-recipe.md). */
export function sharedRecipeRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', publicAnswerHeaders);
  router.use('*', async (c, next) => {
    await limitRequests(c.var.ctx.db, sharedRecipeLimit, c.var.clientIp ?? 'unknown');
    await next();
  });

  router.openapi(read, async (c) => {
    const recipe = await readSharedRecipe(c.var.ctx.db, c.req.valid('param').token);
    if (!recipe) throw new AppError('NOT_FOUND', words('server.sharedRecipes.notFound'));
    return c.json(recipe, 200);
  });

  router.openapi(photo, async (c) => {
    const { db, storage, logger } = c.var.ctx;
    const photoId = await sharedRecipePhotoId(db, c.req.valid('param').token);
    const file = photoId ? await storage.get(photoKey(photoId, 'large')) : null;
    if (!file) {
      if (photoId) logger.warn({ photoId, size: 'large' }, 'a photo row has no file');
      throw new AppError('NOT_FOUND', words('server.sharedRecipes.noPhoto'));
    }
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(file.size));
    return c.body(file.body, 200);
  });

  return router;
}
