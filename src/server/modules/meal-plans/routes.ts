import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  calendarFeedSchema,
  clearedWeekSchema,
  clearWeekSchema,
  copyWeekSchema,
  dateRangeSchema,
  MAX_ENTRIES_PER_SLOT,
  mealPlanEntryCreateSchema,
  mealPlanEntrySchema,
  mealPlanEntryUpdateSchema,
  mealPlanSchema,
  withoutNul,
} from '../../../shared/meal-plans.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { requestHousehold, requestPlanOwner, tellHousehold } from '../households/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { commonErrors, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { addEntry } from './add-entry.ts';
import { calendarFeedUrl, renderCalendarFeed, rotateCalendarFeed } from './calendar-feed.ts';
import { copyWeek } from './copy-week.ts';
import { clearWeek, deleteEntry, listEntries } from './meal-plans.repo.ts';
import { updateEntry } from './update-entry.ts';
import { words } from '../../lib/i18n.ts';
import { addDays } from '../../../shared/meal-plan-rules.ts';

const tags = ['Meal plan'];

/** An entry id in the path: like lib/openapi.ts's idParams, and without NUL, which PostgreSQL cannot compare. */
const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .refine(withoutNul, { error: () => words('server.mealPlans.notAnEntryId') })
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const notFound = errorResponse('Meal plan entry not found');
const slotFull = errorResponse(
  `A meal of a day would hold more than ${MAX_ENTRIES_PER_SLOT} entries, or the plan would pass its quota of entries (code QUOTA_EXCEEDED)`,
);

const list = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The user's planned meals from `from` to `to` (inclusive, at most 62 days), by date, meal and position",
  request: { query: dateRangeSchema },
  responses: { 200: jsonResponse(mealPlanSchema, 'The entries'), ...commonErrors },
});

const create = createRoute({
  method: 'post',
  path: '/entries',
  tags,
  summary: 'Plans a recipe of the user\'s own, or free text ("Leftovers"), at the end of a day\'s meal',
  description: "Servings default to the user's household size (the recipe keeps the servings it was written for).",
  request: jsonBody(mealPlanEntryCreateSchema),
  responses: {
    201: jsonResponse(mealPlanEntrySchema, 'The new entry'),
    ...commonErrors,
    404: errorResponse('Recipe not found'),
    409: slotFull,
  },
});

const update = createRoute({
  method: 'patch',
  path: '/entries/{id}',
  tags,
  summary: 'Changes servings, the text of a free-text entry, or moves the entry (date, mealType, position)',
  description:
    'A move leaves no gap behind and puts the entry at `position` of the target day and meal (the end when that is past it, or when no position is given); positions stay 0..n-1.',
  request: { params: idParams, ...jsonBody(mealPlanEntryUpdateSchema) },
  responses: { 200: jsonResponse(mealPlanEntrySchema, 'The entry'), ...commonErrors, 404: notFound, 409: slotFull },
});

const remove = createRoute({
  method: 'delete',
  path: '/entries/{id}',
  tags,
  summary: 'Removes an entry; the others of its day and meal close up',
  request: { params: idParams },
  responses: { 204: { description: 'Removed' }, ...commonErrors, 404: notFound },
});

const copy = createRoute({
  method: 'post',
  path: '/copy-week',
  tags,
  summary: 'Adds every entry of the seven days from `from` to the same weekday and meal of the seven days from `to`',
  description: 'What the target week holds stays; the copies come after it. All or nothing.',
  request: jsonBody(copyWeekSchema),
  responses: { 200: jsonResponse(mealPlanSchema, 'The target week after copying'), ...commonErrors, 409: slotFull },
});

const clear = createRoute({
  method: 'post',
  path: '/clear-week',
  tags,
  summary: 'Removes every entry of the seven days from `weekStart`',
  request: jsonBody(clearWeekSchema),
  responses: { 200: jsonResponse(clearedWeekSchema, 'How many entries went'), ...commonErrors },
});

const feedAddress = createRoute({
  method: 'get',
  path: '/calendar',
  tags,
  summary: "The secret address of the user's .ics calendar feed (made on first use)",
  responses: { 200: jsonResponse(calendarFeedSchema, 'The feed address'), 401: commonErrors[401] },
});

const rotateFeed = createRoute({
  method: 'post',
  path: '/calendar/rotate',
  tags,
  summary: 'A new feed address; the old one stops working at once',
  responses: { 200: jsonResponse(calendarFeedSchema, 'The new feed address'), 401: commonErrors[401] },
});

export function mealPlanRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);

  // The plan is the household's (docs/decisions/0061-households.md): every member reads and changes the same one.
  router.openapi(list, async (c) => {
    const entries = await listEntries(c.var.ctx.db, await requestHousehold(c), c.req.valid('query'));
    return c.json({ entries }, 200);
  });

  // Each change, once saved, is told to the other members' open pages (docs/decisions/0063-household-events.md).
  router.openapi(create, async (c) => {
    const owner = await requestPlanOwner(c);
    const entry = await addEntry(c.var.ctx.db, owner, c.req.valid('json'), c.var.ctx.config.quotas);
    await tellHousehold(c, owner.householdId, { type: 'plan', date: entry.date });
    return c.json(entry, 201);
  });

  router.openapi(update, async (c) => {
    const householdId = await requestHousehold(c);
    const entry = await updateEntry(c.var.ctx.db, householdId, c.req.valid('param').id, c.req.valid('json'));
    // Without a day: a moved meal left another one.
    await tellHousehold(c, householdId, { type: 'plan' });
    return c.json(entry, 200);
  });

  router.openapi(remove, async (c) => {
    const householdId = await requestHousehold(c);
    const deleted = await deleteEntry(c.var.ctx.db, householdId, c.req.valid('param').id);
    if (!deleted) throw new AppError('NOT_FOUND', words('server.mealPlans.entryNotFound'));
    await tellHousehold(c, householdId, { type: 'plan' });
    return c.body(null, 204);
  });

  router.openapi(copy, async (c) => {
    const owner = await requestPlanOwner(c);
    const week = c.req.valid('json');
    const entries = await copyWeek(c.var.ctx.db, owner, week, c.var.ctx.config.quotas);
    await tellHousehold(c, owner.householdId, { type: 'plan', from: week.to, to: addDays(week.to, 6) });
    return c.json({ entries }, 200);
  });

  router.openapi(clear, async (c) => {
    const householdId = await requestHousehold(c);
    const { weekStart } = c.req.valid('json');
    const removed = await clearWeek(c.var.ctx.db, householdId, weekStart);
    await tellHousehold(c, householdId, { type: 'plan', from: weekStart, to: addDays(weekStart, 6) });
    return c.json({ removed }, 200);
  });

  router.openapi(feedAddress, async (c) => {
    const { db, config } = c.var.ctx;
    return c.json({ url: await calendarFeedUrl(db, config.baseUrl, c.var.userId) }, 200);
  });

  router.openapi(rotateFeed, async (c) => {
    const { db, config } = c.var.ctx;
    return c.json({ url: await rotateCalendarFeed(db, config.baseUrl, c.var.userId) }, 200);
  });

  return router;
}

const feed = createRoute({
  method: 'get',
  // Hono reads "{token}.ics" as one parameter named "token.ics", so the parameter is the whole file name.
  path: '/{file}',
  tags,
  summary: 'The meal plan as an iCalendar feed, at the secret address GET /api/meal-plan/calendar gives: `<token>.ics`',
  description:
    'Needs no session (calendar apps send no cookies): the address is the credential. All-day events from four weeks back to twelve weeks ahead. An unknown or rotated token is 404.',
  request: {
    params: z.object({
      // Any string: an address that is no feed of ours is 404, however it is malformed.
      file: z.string().openapi({ param: { name: 'file', in: 'path' }, description: '`<token>.ics`' }),
    }),
  },
  responses: {
    200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
    404: errorResponse('Calendar feed not found'),
  },
});

/** The one meal plan route without a session: see docs/decisions/0010-meal-plans.md. */
export function calendarFeedRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  router.openapi(feed, async (c) => {
    const token = /^([A-Za-z0-9_-]{1,100})\.ics$/.exec(c.req.valid('param').file)?.[1];
    const body = token ? await renderCalendarFeed(c.var.ctx.db, token) : null;
    if (body === null) throw new AppError('NOT_FOUND', words('server.mealPlans.feedNotFound'));
    // The plan changes and a rotated address must stop at once: nothing keeps a copy.
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    return c.body(body, 200);
  });

  return router;
}
