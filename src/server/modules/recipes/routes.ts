import { Readable } from 'node:stream';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { recipeExportFileName, recipeExportQuerySchema } from '../../../shared/recipe-export.ts';
import { recipeImportRequestSchema, recipeImportResponseSchema } from '../../../shared/recipe-import.ts';
import {
  deletedRecipesQuerySchema,
  recipeCreateSchema,
  recipeListQuerySchema,
  recipeReadSchema,
  recipeSchema,
  recipeUpdateSchema,
  type Recipe,
} from '../../../shared/recipes.ts';
import { cookedCreateSchema, cookLogEntrySchema, cookLogSchema } from '../../../shared/cook-log.ts';
import { recipeShareLinkSchema, recipeShareSchema } from '../../../shared/recipe-share.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUserWith } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { keptGzip, sendsGzip } from '../../lib/kept-gzip.ts';
import { commonErrors, errorResponse, idParams, jsonBody, jsonResponse, jsonText, quotaError } from '../../lib/openapi.ts';
import { assertRecipeRoom } from '../../lib/quotas.ts';
import { limitRequests, recipeExportLimit, recipeImportLimit } from '../../lib/request-limit.ts';
import { validationHook } from '../../lib/validation.ts';
import { requestPlanOwner } from '../households/index.ts';
import { exportRecipes } from './export/export-recipes.ts';
import { listDeletedRecipes, listHouseholdRecipes, listRecipes } from './list-recipes.ts';
import { listVersionBesideSession } from './recipe-list-cache.ts';
import type { RecipeListPage } from './recipe-list-page.ts';
import { requestRecipeLanguage } from './request-recipe-language.ts';
import { deleteOwnCookLogEntry, readCookLog } from './cook-log.repo.ts';
import { recordCooked } from './record-cooked.ts';
import { recipeShareUrl, shareRecipe, stopSharingRecipe } from './share-recipe.ts';
import { createRecipe, deleteRecipe, findReadableRecipe, findRecipeFromSource, restoreRecipe, updateRecipe } from './recipes.repo.ts';
import { words } from '../../lib/i18n.ts';

const list = createRoute({
  method: 'get',
  path: '/',
  tags: ['Recipes'],
  summary: "The user's recipes, deleted ones left out, newest first; or with `filter=household` the other members' that are not private",
  description:
    'A page of at most `limit` recipes and about 1 MB (never a recipe cut short). When there are more, the `Link` header (rel="next") and `X-Next-Cursor` give the next page. ' +
    "The household's recipes carry `mine: false` and `ownerName`; they are read-only (docs/decisions/0064-household-recipes.md).",
  request: { query: recipeListQuerySchema },
  responses: { 200: jsonResponse(z.array(recipeReadSchema), 'The recipes'), ...commonErrors },
});

const listDeleted = createRoute({
  method: 'get',
  path: '/deleted',
  tags: ['Recipes'],
  summary: 'Recently deleted: recipes deleted in the last 30 days, which can be restored, most recent first',
  description:
    'A page of at most `limit` recipes and about 1 MB. When there are more, the `Link` header (rel="next") and `X-Next-Cursor` give the next page.',
  request: { query: deletedRecipesQuerySchema },
  responses: { 200: jsonResponse(z.array(recipeSchema), 'The recipes'), ...commonErrors },
});

const importFromPage = createRoute({
  method: 'post',
  path: '/import',
  tags: ['Recipes'],
  summary: 'Reads a recipe from a web page (by address or pasted source) into a draft; nothing is saved',
  description:
    'Finds a schema.org Recipe in the JSON-LD or microdata of the page. With `url` alone the server fetches the page itself: ' +
    'http(s) only, never to private, loopback, link-local or metadata addresses (checked on every redirect and on the address ' +
    'connected to), at most 5 redirects, 5 MB and 10 seconds. The page is read in a worker thread, for at most 10 seconds. The draft has the fields of POST /api/recipes and can be sent there as it is; ' +
    'what had to be cut to fit their limits is listed in `shortened`.',
  request: jsonBody(recipeImportRequestSchema),
  responses: {
    200: jsonResponse(recipeImportResponseSchema, 'The draft'),
    ...commonErrors,
    422: errorResponse('The page could not be fetched, took too long to read, or holds no recipe that can be read'),
    429: errorResponse('More than 20 imports in a minute; Retry-After says how many seconds to wait'),
    503: errorResponse('Every page reader is busy; Retry-After says how many seconds to wait'),
  },
});

const exportZip = createRoute({
  method: 'get',
  path: '/export',
  tags: ['Recipes'],
  summary: "Downloads the user's own recipes (not the household's, not deleted) as a zip, one file per recipe with its photo",
  description:
    '`format=jsonld` (the default): one schema.org Recipe JSON-LD file per recipe (`<name>.json`), its `image` naming its photo ' +
    'beside it (`<name>.webp`), as most recipe apps import them. `format=cooklang`: one Cooklang file per recipe (`<name>.cook`) ' +
    'with its photo under the same name. POST /api/imports reads either back. The file is sent as it is written; at most 5 ' +
    'exports an hour (docs/decisions/0073-recipe-export.md).',
  request: { query: recipeExportQuerySchema },
  responses: {
    200: {
      description: 'The zip, as an attachment with a dated name',
      content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...commonErrors,
    429: errorResponse('More than 5 exports in an hour; Retry-After says how many seconds to wait'),
  },
});

const getOne = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['Recipes'],
  summary: "One of the user's recipes, or a household member's that is not private (read-only); 404 otherwise or when deleted",
  description: "`mine` says whether it is the user's own; `ownerName` is whose it is (docs/decisions/0064-household-recipes.md).",
  request: { params: idParams },
  responses: { 200: jsonResponse(recipeReadSchema, 'The recipe'), ...commonErrors, 404: errorResponse('Recipe not found') },
});

const create = createRoute({
  method: 'post',
  path: '/',
  tags: ['Recipes'],
  summary: 'Creates a recipe owned by the user',
  description: 'Ingredients may be lines of text ("1 1/2 cups rolled oats, toasted"); the server parses them.',
  request: jsonBody(recipeCreateSchema),
  responses: { 201: jsonResponse(recipeSchema, 'The new recipe'), ...commonErrors, 409: quotaError },
});

const update = createRoute({
  method: 'patch',
  path: '/{id}',
  tags: ['Recipes'],
  summary: 'Partial update (fields, isFavorite, eatThisWeek, deleted); sets updatedAt',
  request: { params: idParams, ...jsonBody(recipeUpdateSchema) },
  responses: {
    200: jsonResponse(recipeSchema, 'The updated recipe'),
    ...commonErrors,
    404: errorResponse('Recipe not found or you do not have permission to update it'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: ['Recipes'],
  summary: 'Soft delete: the recipe leaves every list and can be restored for 30 days',
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted' },
    ...commonErrors,
    404: errorResponse('Recipe not found or you do not have permission to delete it'),
  },
});

const restore = createRoute({
  method: 'post',
  path: '/{id}/restore',
  tags: ['Recipes'],
  summary: 'Brings back a recipe deleted in the last 30 days',
  request: { params: idParams },
  responses: {
    200: jsonResponse(recipeSchema, 'The restored recipe'),
    ...commonErrors,
    404: errorResponse('Recipe not found'),
    409: quotaError,
  },
});

const cooked = createRoute({
  method: 'post',
  path: '/{id}/cooked',
  tags: ['Recipes'],
  summary: '"I cooked this": a cook log entry (day, rating 1–5, note, photo) on a recipe the user may read',
  description:
    'Upload the photo first through POST /api/photos and send its `id`. With `planEntryId`, that entry of the household’s plan shows as cooked. ' +
    'The recipe’s `rating` and `lastCookedOn` follow the user’s own log (docs/decisions/0077-the-cook-log.md).',
  request: { params: idParams, ...jsonBody(cookedCreateSchema) },
  responses: {
    201: jsonResponse(cookLogEntrySchema, 'The entry'),
    ...commonErrors,
    404: errorResponse('Recipe not found'),
  },
});

const cookLog = createRoute({
  method: 'get',
  path: '/{id}/cooked',
  tags: ['Recipes'],
  summary: "The recipe's cook log: the user's own entries and their household members', newest first (at most 200)",
  request: { params: idParams },
  responses: { 200: jsonResponse(cookLogSchema, 'The log'), ...commonErrors, 404: errorResponse('Recipe not found') },
});

const entryParams = idParams.extend({
  entryId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'entryId', in: 'path' } }),
});

const removeCooked = createRoute({
  method: 'delete',
  path: '/{id}/cooked/{entryId}',
  tags: ['Recipes'],
  summary: "Deletes one of the user's own cook log entries",
  request: { params: entryParams },
  responses: { 204: { description: 'Deleted' }, ...commonErrors, 404: errorResponse('No such entry of yours') },
});

const shareNotFound = errorResponse('Recipe not found: only its owner shares a recipe');

const getShare = createRoute({
  method: 'get',
  path: '/{id}/share',
  tags: ['Recipes'],
  summary: "The public read-only link of one of the user's own recipes, or null while it is not shared",
  description: 'The link opens the page /r/<token>, which anyone may read without an account (docs/decisions/0080-sharing-a-recipe.md).',
  request: { params: idParams },
  responses: { 200: jsonResponse(recipeShareSchema, 'The link, or null'), ...commonErrors, 404: shareNotFound },
});

const share = createRoute({
  method: 'post',
  path: '/{id}/share',
  tags: ['Recipes'],
  summary: "Shares one of the user's own recipes by a public read-only link (201); one that has a link already answers it again (200)",
  description: 'The link is never replaced while it works: stop sharing first to make a new one.',
  request: { params: idParams },
  responses: {
    201: jsonResponse(recipeShareLinkSchema, 'The new link'),
    200: jsonResponse(recipeShareLinkSchema, 'The link made before'),
    ...commonErrors,
    404: shareNotFound,
  },
});

const stopSharing = createRoute({
  method: 'delete',
  path: '/{id}/share',
  tags: ['Recipes'],
  summary: "Stops sharing one of the user's own recipes: its link stops working at once",
  request: { params: idParams },
  responses: { 204: { description: 'Not shared (any more)' }, ...commonErrors, 404: shareNotFound },
});

/**
 * A page of recipes, already JSON (recipe-list-page.ts), with the next page's address when there is one. A client
 * that accepts gzip gets the page's gzip form, made once and kept with the page (the compression middleware
 * leaves an answer that has an encoding alone).
 */
async function sendPage(c: Context<AppEnv>, page: RecipeListPage) {
  if (page.nextCursor) {
    const next = new URL(c.req.url);
    next.searchParams.set('cursor', page.nextCursor);
    c.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
    c.header('X-Next-Cursor', page.nextCursor);
  }
  if (sendsGzip(c.req.header('accept-encoding'), page)) {
    c.header('Content-Encoding', 'gzip');
    c.header('Vary', 'Accept-Encoding', { append: true });
    return jsonText<Recipe[]>(c, await keptGzip(page));
  }
  // Sent as it is, with c.json's content type.
  return jsonText<Recipe[]>(c, page.json);
}

export function recipeRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // The list's version comes with the session, in one statement (recipe-list-cache.ts). The other routes do not
  // use it; reading it for them too is a look-up by key inside a statement they make anyway, and keeps one
  // session check for the whole router.
  router.use('*', requireUserWith(listVersionBesideSession));

  router.openapi(list, async (c) => {
    const { filter, sort, ...paging } = c.req.valid('query');
    if (filter === 'household') return sendPage(c, await listHouseholdRecipes(c.var.ctx.db, await requestPlanOwner(c), paging));
    const version = c.get('sessionCompanion') as number | string | null | undefined;
    const page = await listRecipes(c.get('ctx').db, c.get('userId'), { filter, sort, ...paging }, version);
    return sendPage(c, page);
  });

  router.openapi(listDeleted, async (c) => {
    const page = await listDeletedRecipes(c.var.ctx.db, c.var.userId, c.req.valid('query'));
    return sendPage(c, page);
  });

  // Before the /{id} routes, so that nothing there can shadow it.
  router.openapi(importFromPage, async (c) => {
    await limitRequests(c.var.ctx.db, recipeImportLimit, c.var.userId);
    // The importer (and its pool of worker threads) loads with the first import, not with the server.
    const { importRecipe } = await import('./import/import-recipe.ts');
    const { recipe, shortened } = await importRecipe(c.req.valid('json'), c.var.ctx.config);
    const existing = recipe.sourceUrl ? await findRecipeFromSource(c.var.ctx.db, c.var.userId, recipe.sourceUrl) : null;
    return c.json({ recipe, shortened, existing }, 200);
  });

  router.openapi(exportZip, async (c) => {
    const { format } = c.req.valid('query');
    await limitRequests(c.var.ctx.db, recipeExportLimit, c.var.userId, (minutes) => words('server.recipes.exportTooMany', { minutes }));
    const zip = exportRecipes(c.var.ctx, c.var.userId, format);
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="${recipeExportFileName(format, new Date())}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(Readable.toWeb(zip) as ReadableStream<Uint8Array>, 200);
  });

  router.openapi(getOne, async (c) => {
    const recipe = await findReadableRecipe(c.var.ctx.db, await requestPlanOwner(c), c.req.valid('param').id);
    if (!recipe) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
    return c.json(recipe, 200);
  });

  router.openapi(create, async (c) => {
    await assertRecipeRoom(c.var.ctx.db, c.var.userId, c.var.ctx.config.quotas);
    const input = c.req.valid('json');
    const recipe = await createRecipe(c.var.ctx.db, c.var.userId, { ...input, language: input.language ?? requestRecipeLanguage() });
    return c.json(recipe, 201);
  });

  router.openapi(update, async (c) => {
    const recipe = await updateRecipe(c.var.ctx.db, c.var.userId, c.req.valid('param').id, c.req.valid('json'));
    if (!recipe) throw new AppError('NOT_FOUND', words('server.recipes.updateDenied'));
    return c.json(recipe, 200);
  });

  router.openapi(remove, async (c) => {
    const deleted = await deleteRecipe(c.var.ctx.db, c.var.userId, c.req.valid('param').id);
    if (!deleted) throw new AppError('NOT_FOUND', words('server.recipes.deleteDenied'));
    return c.body(null, 204);
  });

  router.openapi(restore, async (c) => {
    await assertRecipeRoom(c.var.ctx.db, c.var.userId, c.var.ctx.config.quotas);
    const recipe = await restoreRecipe(c.var.ctx.db, c.var.userId, c.req.valid('param').id);
    if (!recipe) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
    return c.json(recipe, 200);
  });

  router.openapi(cooked, async (c) => {
    const reader = await requestPlanOwner(c);
    const recipeId = c.req.valid('param').id;
    const id = await recordCooked(c.var.ctx.db, reader, recipeId, c.req.valid('json'));
    const entry = (await readCookLog(c.var.ctx.db, reader, recipeId))?.find((e) => e.id === id);
    if (!entry) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
    return c.json(entry, 201);
  });

  router.openapi(cookLog, async (c) => {
    const entries = await readCookLog(c.var.ctx.db, await requestPlanOwner(c), c.req.valid('param').id);
    if (!entries) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
    return c.json({ entries }, 200);
  });

  router.openapi(removeCooked, async (c) => {
    const { id, entryId } = c.req.valid('param');
    if (!(await deleteOwnCookLogEntry(c.var.ctx.db, c.var.userId, id, entryId)))
      throw new AppError('NOT_FOUND', words('server.cooked.entryNotFound'));
    return c.body(null, 204);
  });

  router.openapi(getShare, async (c) => {
    const { db, config } = c.var.ctx;
    const link = await recipeShareUrl(db, config.baseUrl, c.var.userId, c.req.valid('param').id);
    if (!link) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
    c.header('Cache-Control', 'private, no-store');
    return c.json(link, 200);
  });

  router.openapi(share, async (c) => {
    const { db, config } = c.var.ctx;
    const link = await shareRecipe(db, config.baseUrl, c.var.userId, c.req.valid('param').id);
    if (!link) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
    return link.created ? c.json({ url: link.url }, 201) : c.json({ url: link.url }, 200);
  });

  router.openapi(stopSharing, async (c) => {
    if (!(await stopSharingRecipe(c.var.ctx.db, c.var.userId, c.req.valid('param').id)))
      throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
    return c.body(null, 204);
  });

  return router;
}
