import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { dateRangeSchema } from '../../../shared/meal-plans.ts';
import { manualItemCreateSchema, shoppingItemSchema, shoppingItemUpdateSchema, shoppingListSchema } from '../../../shared/shopping.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { requestHousehold, requestPlanOwner, tellHousehold } from '../households/index.ts';
import { commonErrors, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { buildShoppingList } from './build-shopping-list.ts';
import { addManualItem, MAX_MANUAL_ITEMS, removeManualItem, shoppingMessages, tickShoppingItem } from './change-shopping-item.ts';
import { measureSystems, type Measures } from '../../../shared/ingredients/measures.ts';
import type { Context } from 'hono';
import { findMe } from '../users/index.ts';

const tags = ['Shopping list'];

/** `p.<key>` or `m.<uuid>`; keys are at most 250 characters (src/shared/shopping/merge-ingredients.ts). */
const itemParams = z.object({
  id: z
    .string()
    .min(1)
    .max(300)
    .openapi({ param: { name: 'id', in: 'path' }, description: '`p.<key>` for a planned item, `m.<id>` for one added by hand' }),
});
const notFound = errorResponse(shoppingMessages.itemNotFound);

const list = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The shopping list of the planned meals from `from` to `to` (inclusive, at most 62 days), with items added by hand',
  description:
    "Every planned recipe's ingredients scaled to the entry's servings, merged by item and unit (within mass, volume and each counted unit), in aisle order; ticks and hand-added items belong to the range.",
  request: { query: dateRangeSchema },
  responses: { 200: jsonResponse(shoppingListSchema, 'The list'), ...commonErrors },
});

const tick = createRoute({
  method: 'patch',
  path: '/items/{id}',
  tags,
  summary: 'Ticks or unticks an item of the list; a planned item keeps its tick while the plan changes',
  request: { query: dateRangeSchema, params: itemParams, ...jsonBody(shoppingItemUpdateSchema) },
  responses: { 200: jsonResponse(shoppingItemSchema, 'The item'), ...commonErrors, 404: notFound },
});

const add = createRoute({
  method: 'post',
  path: '/items',
  tags,
  summary: 'Adds an item by hand ("2 l milk", "bin bags"), read like an ingredient line',
  request: { query: dateRangeSchema, ...jsonBody(manualItemCreateSchema) },
  responses: {
    201: jsonResponse(shoppingItemSchema, 'The new item'),
    ...commonErrors,
    409: errorResponse(`The list already has ${MAX_MANUAL_ITEMS} items added by hand`),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/items/{id}',
  tags,
  summary: 'Removes an item added by hand; planned items cannot be removed, only ticked',
  request: { query: dateRangeSchema, params: itemParams },
  responses: { 204: { description: 'Removed' }, ...commonErrors, 404: notFound },
});

/**
 * The person's measures, which decide the list's lines (a cup of flour and 200 g of flour are one line): from the
 * session's row, or read when the session took better-auth's own path.
 */
async function measuresOf(c: Context<AppEnv>): Promise<Measures> {
  const stored = c.var.sessionUser?.measures ?? (await findMe(c.var.ctx.db, c.var.userId))?.measures;
  return measureSystems.find((system) => system === stored) ?? 'as-written';
}

export function shoppingListRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);

  router.openapi(list, async (c) => {
    // The list is the household's (docs/decisions/0061-households.md): every member reads and ticks the same one.
    const items = await buildShoppingList(c.var.ctx.db, await requestHousehold(c), c.req.valid('query'), await measuresOf(c));
    return c.json({ items }, 200);
  });

  router.openapi(tick, async (c) => {
    const { checked } = c.req.valid('json');
    const owner = await requestPlanOwner(c);
    const range = c.req.valid('query');
    const item = await tickShoppingItem(c.var.ctx.db, owner, range, c.req.valid('param').id, checked, await measuresOf(c));
    // Each change, once saved, is told to the other members' open pages (docs/decisions/0063-household-events.md).
    await tellHousehold(c, owner.householdId, { type: 'list', from: range.from, to: range.to });
    return c.json(item, 200);
  });

  router.openapi(add, async (c) => {
    const owner = await requestPlanOwner(c);
    const range = c.req.valid('query');
    const item = await addManualItem(c.var.ctx.db, owner, range, c.req.valid('json').text);
    await tellHousehold(c, owner.householdId, { type: 'list', from: range.from, to: range.to });
    return c.json(item, 201);
  });

  router.openapi(remove, async (c) => {
    const householdId = await requestHousehold(c);
    const range = c.req.valid('query');
    await removeManualItem(c.var.ctx.db, householdId, range, c.req.valid('param').id);
    await tellHousehold(c, householdId, { type: 'list', from: range.from, to: range.to });
    return c.body(null, 204);
  });

  return router;
}
