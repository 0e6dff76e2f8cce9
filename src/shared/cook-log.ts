import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';
import { sharedWords } from './i18n/shared-words.ts';
import { isoDateSchema, withoutNul } from './meal-plans.ts';
import { EARLIEST_TIME_ZONE, isTimeZone, MAX_COOK_NOTE, todayIn } from './cook-log-rules.ts';

export { cookRatings, EARLIEST_TIME_ZONE, isTimeZone, MAX_COOK_NOTE, NOT_COOKED_FOR_DAYS, todayIn } from './cook-log-rules.ts';

const idSchema = z.string(refusal('validation.type.string')).min(1).max(100);

/**
 * POST /api/recipes/{id}/cooked: "I cooked this" (docs/decisions/0077-the-cook-log.md). Every field may be left out:
 * the day is today in `timeZone` (the browser's), the rest empty. A day after today in that zone is refused.
 */
export const cookedCreateSchema = z
  .object({
    cookedOn: isoDateSchema.optional().describe('YYYY-MM-DD in the cook’s calendar; today in `timeZone` when left out'),
    timeZone: z
      .string(refusal('validation.type.string'))
      .max(64)
      .refine(isTimeZone, refusal('validation.cooked.timeZone'))
      .optional()
      .describe('The cook’s IANA time zone (Europe/London), which says what today is; when left out, the latest today anywhere'),
    rating: z
      .number(refusal('validation.cooked.rating'))
      .int(refusal('validation.cooked.rating'))
      .min(1, refusal('validation.cooked.rating'))
      .max(5, refusal('validation.cooked.rating'))
      .nullable()
      .default(null)
      .describe('1 to 5 stars, or null'),
    note: z
      .string(refusal('validation.type.string'))
      .trim()
      .max(MAX_COOK_NOTE, refusal('validation.cooked.noteTooLong', { max: MAX_COOK_NOTE }))
      .refine(withoutNul, refusal('validation.cooked.noteNul'))
      .transform((note) => (note === '' ? null : note))
      .nullable()
      .default(null),
    photoId: idSchema.nullable().default(null).describe('A photo uploaded through POST /api/photos'),
    planEntryId: idSchema.nullable().default(null).describe('The household’s plan entry this meal was: it shows as cooked'),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.cookedOn === undefined) return;
    const zone = input.timeZone !== undefined && isTimeZone(input.timeZone) ? input.timeZone : EARLIEST_TIME_ZONE;
    if (input.cookedOn > todayIn(zone))
      ctx.addIssue({ code: 'custom', path: ['cookedOn'], message: sharedWords('validation.cooked.future') });
  });
export type CookedCreateInput = z.input<typeof cookedCreateSchema>;
export type CookedCreate = z.output<typeof cookedCreateSchema>;

/** One cook log entry as its reader sees it: their own, or a household member's on a recipe they share. */
export const cookLogEntrySchema = z.object({
  id: z.string(),
  recipeId: z.string(),
  cookedOn: z.string().describe('YYYY-MM-DD'),
  rating: z.number().int().nullable(),
  note: z.string().nullable(),
  photoId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  planEntryId: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601 timestamp'),
  mine: z.boolean().describe('The reader cooked it (and may delete it)'),
  cookName: z.string().describe('Who cooked it'),
});
export type CookLogEntry = z.infer<typeof cookLogEntrySchema>;

export const cookLogSchema = z.object({ entries: z.array(cookLogEntrySchema).describe('Newest first') });
export type CookLog = z.infer<typeof cookLogSchema>;
