import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  collectionCreateSchema,
  collectionListQuerySchema,
  collectionListSchema,
  collectionRecipesQuerySchema,
  collectionRecipesSchema,
  collectionSchema,
  collectionUpdateSchema,
} from '../../../shared/collections.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { commonErrors, errorResponse, idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { requestPlanOwner } from '../households/index.ts';
import { addCollectionRecipe, changeCollection, createCollection, listCollectionRecipes } from './collection-operations.ts';
import { deleteCollectionRecipe, deleteOwnCollection, listCollections } from './collections.repo.ts';

const tags = ['Collections'];
const notYours = 'No collection of yours has this id (a household member’s shared collection is read-only)';

const recipeParams = idParams.extend({
  recipeId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'recipeId', in: 'path' } }),
});

const list = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The user's collections, then those their household's members share with them, each by name",
  request: { query: collectionListQuerySchema },
  responses: { 200: jsonResponse(collectionListSchema, 'The collections'), ...commonErrors },
});

const create = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Makes a collection: manual (recipes put in it) or smart (a saved Recipe Catalog search, run again each time it is read)',
  description: 'Names are unique per person, whatever their case (docs/decisions/0078-collections.md).',
  request: jsonBody(collectionCreateSchema),
  responses: {
    201: jsonResponse(collectionSchema, 'The new collection'),
    ...commonErrors,
    409: errorResponse('The person already has a collection of this name (COLLECTION_NAME_TAKEN), or as many collections as one may keep'),
  },
});

const update = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Renames a collection, or shares it with the household (or stops sharing it): its owner only',
  request: { params: idParams, ...jsonBody(collectionUpdateSchema) },
  responses: {
    200: jsonResponse(collectionSchema, 'The collection'),
    ...commonErrors,
    404: errorResponse(notYours),
    409: errorResponse('The person already has a collection of this name (COLLECTION_NAME_TAKEN)'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Deletes a collection: its owner only. The recipes in it stay where they are',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...commonErrors, 404: errorResponse(notYours) },
});

const recipes = createRoute({
  method: 'get',
  path: '/{id}/recipes',
  tags,
  summary: "A collection's recipes that the reader may read: a manual one's, last put in first; a smart one's search, run now",
  request: { params: idParams, query: collectionRecipesQuerySchema },
  responses: {
    200: jsonResponse(collectionRecipesSchema, 'The collection and its recipes, with the next page of a smart one'),
    ...commonErrors,
    404: errorResponse('No collection the reader may read has this id'),
  },
});

const addRecipe = createRoute({
  method: 'put',
  path: '/{id}/recipes/{recipeId}',
  tags,
  summary: "Puts a recipe in the owner's manual collection: their own, a household member's they may read, or a catalogue one",
  description: 'Putting it in again changes nothing. A recipe may be in several collections.',
  request: { params: recipeParams },
  responses: {
    204: { description: 'It is in the collection' },
    ...commonErrors,
    404: errorResponse('No collection of the person’s, or no recipe they may read, has this id'),
    409: errorResponse('The collection is smart (it fills itself from its search) or full'),
  },
});

const removeRecipe = createRoute({
  method: 'delete',
  path: '/{id}/recipes/{recipeId}',
  tags,
  summary: "Takes a recipe out of the owner's collection (taking it out again changes nothing)",
  request: { params: recipeParams },
  responses: { 204: { description: 'It is not in the collection' }, ...commonErrors, 404: errorResponse(notYours) },
});

/** /api/collections (docs/decisions/0078-collections.md). */
export function collectionRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);
  const notFound = () => new AppError('NOT_FOUND', words('server.collections.notFound'));

  router.openapi(list, async (c) =>
    c.json({ collections: await listCollections(c.var.ctx.db, await requestPlanOwner(c), c.req.valid('query').recipe) }, 200),
  );
  router.openapi(create, async (c) => {
    const input = c.req.valid('json');
    const made = await createCollection(c.var.ctx.db, await requestPlanOwner(c), { ...input, search: input.search ?? null });
    return c.json(made, 201);
  });
  router.openapi(update, async (c) =>
    c.json(await changeCollection(c.var.ctx.db, await requestPlanOwner(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  router.openapi(remove, async (c) => {
    if (!(await deleteOwnCollection(c.var.ctx.db, c.var.userId, c.req.valid('param').id))) throw notFound();
    return c.body(null, 204);
  });
  router.openapi(recipes, async (c) =>
    c.json(await listCollectionRecipes(c.var.ctx.db, await requestPlanOwner(c), c.req.valid('param').id, c.req.valid('query')), 200),
  );
  router.openapi(addRecipe, async (c) => {
    const { id, recipeId } = c.req.valid('param');
    await addCollectionRecipe(c.var.ctx.db, await requestPlanOwner(c), id, recipeId);
    return c.body(null, 204);
  });
  router.openapi(removeRecipe, async (c) => {
    const { id, recipeId } = c.req.valid('param');
    if (!(await deleteCollectionRecipe(c.var.ctx.db, c.var.userId, id, recipeId))) throw notFound();
    return c.body(null, 204);
  });
  return router;
}
