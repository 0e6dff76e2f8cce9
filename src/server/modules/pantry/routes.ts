import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  MAX_PANTRY_ITEMS,
  pantryItemCreateSchema,
  pantryItemSchema,
  pantryItemUpdateSchema,
  pantryListSchema,
  pantrySuggestionsSchema,
  pantryTodaySchema,
} from '../../../shared/pantry.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser, requireUserWith } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { commonErrors, errorResponse, idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { requestHousehold, requestPlanOwner, tellHousehold } from '../households/index.ts';
import { addPantryItem } from './add-pantry-item.ts';
import { pantryBesideSession, pantryReadWithSession } from './pantry-beside-session.ts';
import { deletePantryItem, listPantryItems, updatePantryItem } from './pantry.repo.ts';
import { whatCanIMake } from './what-can-i-make.ts';

const tags = ['Pantry'];
const notFound = errorResponse('No such item in your household’s pantry');

const list = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The household's pantry, soonest best-before date first",
  responses: { 200: jsonResponse(pantryListSchema, 'The pantry'), ...commonErrors },
});

const add = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Adds an item ("2 kg onions", "rice"), read like an ingredient line; an item already there is merged into',
  request: jsonBody(pantryItemCreateSchema),
  responses: {
    200: jsonResponse(pantryItemSchema, 'The item already there, with this one merged in'),
    201: jsonResponse(pantryItemSchema, 'The new item'),
    ...commonErrors,
    409: errorResponse(`The pantry already holds ${MAX_PANTRY_ITEMS} items`),
  },
});

const change = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: "Changes an item's amount, unit or best-before date",
  request: { params: idParams, ...jsonBody(pantryItemUpdateSchema) },
  responses: { 200: jsonResponse(pantryItemSchema, 'The item'), ...commonErrors, 404: notFound },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Removes an item from the pantry',
  request: { params: idParams },
  responses: { 204: { description: 'Removed' }, ...commonErrors, 404: notFound },
});

const suggest = createRoute({
  method: 'get',
  path: '/what-can-i-make',
  tags,
  summary: 'Recipes ranked by the share of their ingredients the pantry has, staples left out, with what is missing',
  description:
    'Catalogue recipes and the household’s readable recipes. Among equals, those using items near or past their best-before date (as of `today`, the reader’s date; the server’s UTC date by default) come first.',
  request: { query: pantryTodaySchema },
  responses: { 200: jsonResponse(pantrySuggestionsSchema, 'The suggestions, best first'), ...commonErrors },
});

export function pantryRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // The reads (the pantry's list, What can I make?) have the catalogue's version and the pantry come with the session,
  // in one statement (pantry-beside-session.ts); the changes do not use them, and do not read them.
  const withPantry = requireUserWith(pantryBesideSession);
  router.use('*', (c, next) => (c.req.method === 'GET' ? withPantry(c, next) : requireUser(c, next)));

  router.openapi(list, async (c) => {
    // The pantry is the household's, as its plan and list are (docs/decisions/0061-households.md).
    const items = pantryReadWithSession(c)?.items ?? (await listPantryItems(c.var.ctx.db, await requestHousehold(c)));
    return c.json({ items }, 200);
  });

  // Each change is told to the household's other open pages (the pantry, What can I make?, the shopping list's
  // "Leave out what the pantry has"), as changes to the plan and the list are.
  router.openapi(add, async (c) => {
    const owner = await requestPlanOwner(c);
    const { item, created } = await addPantryItem(c.var.ctx.db, owner, c.req.valid('json'));
    await tellHousehold(c, owner.householdId, { type: 'pantry' });
    return created ? c.json(item, 201) : c.json(item, 200);
  });

  router.openapi(change, async (c) => {
    const householdId = await requestHousehold(c);
    const item = await updatePantryItem(c.var.ctx.db, householdId, c.req.valid('param').id, c.req.valid('json'));
    if (!item) throw new AppError('NOT_FOUND', words('server.pantry.itemNotFound'));
    await tellHousehold(c, householdId, { type: 'pantry' });
    return c.json(item, 200);
  });

  router.openapi(remove, async (c) => {
    const householdId = await requestHousehold(c);
    if (!(await deletePantryItem(c.var.ctx.db, householdId, c.req.valid('param').id)))
      throw new AppError('NOT_FOUND', words('server.pantry.itemNotFound'));
    await tellHousehold(c, householdId, { type: 'pantry' });
    return c.body(null, 204);
  });

  router.openapi(suggest, async (c) => {
    const today = c.req.valid('query').today ?? new Date().toISOString().slice(0, 10);
    return c.json({ recipes: await whatCanIMake(c.var.ctx.db, await requestPlanOwner(c), today, pantryReadWithSession(c)) }, 200);
  });

  return router;
}
