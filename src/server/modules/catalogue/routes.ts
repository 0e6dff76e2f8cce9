import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  catalogueQuerySchema,
  cataloguePageSchema,
  catalogueRecipeSchema,
  recipeCreateSchema,
  recipeSchema,
  saveFromCatalogueSchema,
} from '../../../shared/recipes.ts';
import { can } from '../../../shared/permissions.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { revalidatedPrivateReads } from '../../lib/http-caching.ts';
import { AppError } from '../../lib/app-error.ts';
import { commonErrors, errorResponse, idParams, jsonResponse, quotaError } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { requestRecipeLanguage } from '../recipes/index.ts';
import { findMe } from '../users/index.ts';
import { findCatalogueRecipe, unpublishCatalogueRecipe } from './catalogue.repo.ts';
import { insertCatalogueRecipe } from './publish-catalogue-recipe.ts';
import { saveFromCatalogue } from './save-catalogue-recipe.ts';
import { searchCatalogue } from './search-catalogue.ts';
import { words } from '../../lib/i18n.ts';

const publishRefusedMessage =
  'Only champions and admins can publish to the shared catalogue. Your recipe stays in My recipes, where you can keep using it.';

const search = createRoute({
  method: 'get',
  path: '/',
  tags: ['Catalogue'],
  summary: 'Search, filter and sort the shared catalogue, a page at a time',
  description:
    'Every word of `q` must match the start of a word in the title, tags, ingredients or description, or share its stem with one in the language the recipe is written in ("soups" finds soup, "curries" finds curry in English recipes; "Karotte" finds Karotten and "Kartoffeln" finds Kartoffelsuppe in German ones, where a stem may also start a compound word); two neighbouring words that are one catalogue word are read as it ("chick peas" as chickpeas). Results are ranked by where the words match (title, then tags, ingredients, description), alphabetically among equals. When nothing matches, `suggestion` may hold a search with misspelt words corrected that does find recipes.',
  request: { query: catalogueQuerySchema },
  responses: { 200: jsonResponse(cataloguePageSchema, 'A page of recipes and the cursor of the next'), ...commonErrors },
});

const getOne = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['Catalogue'],
  summary: "One catalogue recipe, whole, with the user's saved copy if any",
  request: { params: idParams },
  responses: { 200: jsonResponse(catalogueRecipeSchema, 'The recipe'), ...commonErrors, 404: errorResponse('Recipe not found') },
});

const save = createRoute({
  method: 'post',
  path: '/{id}/save',
  tags: ['Catalogue'],
  summary: 'Save to my recipes (once; saving again returns the same copy), optionally as a favourite or for this week',
  request: { params: idParams, body: { required: true, content: { 'application/json': { schema: saveFromCatalogueSchema } } } },
  responses: {
    200: jsonResponse(recipeSchema, 'The copy already in My recipes'),
    201: jsonResponse(recipeSchema, 'The new copy in My recipes'),
    ...commonErrors,
    404: errorResponse('Recipe not found'),
    409: quotaError,
  },
});

const publish = createRoute({
  method: 'post',
  path: '/',
  tags: ['Catalogue'],
  summary: 'Publishes a recipe to the catalogue (approved champions and admins)',
  request: { body: { required: true, content: { 'application/json': { schema: recipeCreateSchema } } } },
  responses: {
    201: jsonResponse(catalogueRecipeSchema, 'The published recipe'),
    ...commonErrors,
    403: errorResponse(publishRefusedMessage),
  },
});

const unpublish = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: ['Catalogue'],
  summary: 'Takes a recipe out of the catalogue (its publisher or an admin); saved copies stay',
  request: { params: idParams },
  responses: {
    204: { description: 'Removed' },
    ...commonErrors,
    404: errorResponse('Recipe not found or you do not have permission to remove it'),
  },
});

export function catalogueRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);
  router.use('*', revalidatedPrivateReads());

  router.openapi(search, async (c) => c.json(await searchCatalogue(c.var.ctx.db, c.var.userId, c.req.valid('query')), 200));

  router.openapi(getOne, async (c) => {
    const recipe = await findCatalogueRecipe(c.var.ctx.db, c.var.userId, c.req.valid('param').id);
    if (!recipe) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
    return c.json(recipe, 200);
  });

  router.openapi(save, async (c) => {
    const { db, config } = c.var.ctx;
    const result = await saveFromCatalogue(db, c.var.userId, c.req.valid('param').id, c.req.valid('json'), config.quotas);
    if (!result?.recipe) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
    return result.created ? c.json(result.recipe, 201) : c.json(result.recipe, 200);
  });

  router.openapi(publish, async (c) => {
    const me = await findMe(c.var.ctx.db, c.var.userId);
    if (!can(me, 'publishToCatalogue')) throw new AppError('FORBIDDEN', words('server.catalogue.publishRefused'));
    const input = c.req.valid('json');
    const id = await insertCatalogueRecipe(c.var.ctx.db, c.var.userId, { ...input, language: input.language ?? requestRecipeLanguage() });
    const recipe = id ? await findCatalogueRecipe(c.var.ctx.db, c.var.userId, id) : null;
    if (!recipe) throw new AppError('CONFLICT', words('server.catalogue.publishFailed'));
    return c.json(recipe, 201);
  });

  router.openapi(unpublish, async (c) => {
    const me = await findMe(c.var.ctx.db, c.var.userId);
    const removed = await unpublishCatalogueRecipe(c.var.ctx.db, c.req.valid('param').id, {
      userId: c.var.userId,
      isAdmin: can(me, 'unpublishAnyCatalogueRecipe'),
    });
    if (!removed) throw new AppError('NOT_FOUND', words('server.catalogue.removeDenied'));
    return c.body(null, 204);
  });

  return router;
}
