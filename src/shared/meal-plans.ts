import { z } from 'zod';
import { servingsSchema } from './recipes.ts';
import { refusal } from './i18n/refusal.ts';
import { daysBetween, isIsoDate, MAX_ENTRIES_PER_SLOT, MAX_ENTRY_TEXT, MAX_RANGE_DAYS, mealTypes } from './meal-plan-rules.ts';

// The plain rules (no zod) live in meal-plan-rules.ts; the server and the tests read them here too.
export {
  addDays,
  daysBetween,
  isIsoDate,
  localToday,
  MAX_ENTRIES_PER_SLOT,
  MAX_ENTRY_TEXT,
  MAX_RANGE_DAYS,
  mealTypeLabels,
  mealTypes,
  nextFreeDate,
  parseIsoDate,
  toIsoDate,
  weekDates,
  weekStartOf,
  type MealType,
} from './meal-plan-rules.ts';

export const mealTypeSchema = z.enum(mealTypes, refusal('validation.mealType.choose'));

/** A local calendar date, YYYY-MM-DD, that exists (no 2026-02-30). Plans have dates, not instants. */
export const isoDateSchema = z
  .string(refusal('validation.date.format'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, refusal('validation.date.format'))
  .refine(isIsoDate, refusal('validation.date.exists'));

/** ?from=…&to=… of the plan and the shopping list: inclusive, from ≤ to, at most MAX_RANGE_DAYS days. */
export const dateRangeSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine(({ from, to }) => from <= to, { ...refusal('validation.range.order'), path: ['to'] })
  .refine(({ from, to }) => daysBetween(from, to) < MAX_RANGE_DAYS, {
    ...refusal('validation.range.tooLong', { max: MAX_RANGE_DAYS }),
    path: ['to'],
  });
export type DateRange = z.infer<typeof dateRangeSchema>;

/** PostgreSQL text cannot hold NUL (U+0000): refused here, as input, rather than failing in the database. */
export const withoutNul = (value: string) => !value.includes('\u0000');

const entryTextSchema = z
  .string(refusal('validation.entry.text'))
  .trim()
  .min(1, refusal('validation.entry.empty'))
  .max(MAX_ENTRY_TEXT, refusal('validation.entry.tooLong', { max: MAX_ENTRY_TEXT }))
  .refine(withoutNul, refusal('validation.entry.nul'));

/** One planned meal: a recipe of the user's own, or free text ("Leftovers"). */
export const mealPlanEntrySchema = z.object({
  id: z.string(),
  date: z.string().describe('YYYY-MM-DD, a local calendar date'),
  mealType: mealTypeSchema,
  recipeId: z.string().nullable().describe("One of the user's own recipes; null for a free-text entry or a recipe gone for good"),
  text: z.string().nullable().describe('The free text of an entry without a recipe'),
  title: z.string().describe("The recipe's title (kept when the recipe is deleted), or the free text"),
  servings: z.number().int(),
  position: z.number().int().describe('Order within its day and meal, from 0'),
  recipeDeleted: z.boolean().describe('The recipe was deleted since it was planned'),
  thumbnailUrl: z.string().nullable(),
  cooked: z.boolean().describe('Someone in the household said "I cooked this" for this entry'),
});
export type MealPlanEntry = z.infer<typeof mealPlanEntrySchema>;

export const mealPlanSchema = z.object({ entries: z.array(mealPlanEntrySchema) });
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** POST /api/meal-plan/entries: a recipe or free text, at the end of its slot; servings default to the household size. */
export const mealPlanEntryCreateSchema = z
  .object({
    date: isoDateSchema,
    mealType: mealTypeSchema,
    recipeId: z.string().min(1).max(100).refine(withoutNul, refusal('validation.mealPlan.recipeId')).optional(),
    text: entryTextSchema.optional(),
    servings: servingsSchema.optional(),
  })
  .strict()
  .refine((entry) => (entry.recipeId === undefined) !== (entry.text === undefined), refusal('validation.mealPlan.recipeOrText'));
export type MealPlanEntryCreate = z.input<typeof mealPlanEntryCreateSchema>;

/** PATCH /api/meal-plan/entries/{id}: servings, text, or a move (date, meal, position within the slot). */
export const mealPlanEntryUpdateSchema = z
  .object({
    date: isoDateSchema,
    mealType: mealTypeSchema,
    position: z.number().int().min(0).max(MAX_ENTRIES_PER_SLOT),
    servings: servingsSchema,
    text: entryTextSchema,
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, refusal('validation.nothingToChange'));
export type MealPlanEntryUpdate = z.input<typeof mealPlanEntryUpdateSchema>;

/** POST /api/meal-plan/copy-week: the seven days from `from` copied onto the seven days from `to`, added to what is there. */
export const copyWeekSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .strict()
  .refine(({ from, to }) => Math.abs(daysBetween(from, to)) >= 7, refusal('validation.copyWeek.overlap'));

/** POST /api/meal-plan/clear-week: every entry of the seven days from `weekStart` removed. */
export const clearWeekSchema = z.object({ weekStart: isoDateSchema }).strict();
/** Its answer: how many entries went. */
export const clearedWeekSchema = z.object({ removed: z.number().int() });
export type ClearedWeek = z.infer<typeof clearedWeekSchema>;

/** GET /api/meal-plan/calendar: the secret address of the user's .ics feed (POST …/rotate makes a new one). */
export const calendarFeedSchema = z.object({ url: z.string().describe('Anyone with this address can read the plan: keep it private') });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
