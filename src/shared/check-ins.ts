import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';
import { withoutNul } from './meal-plans.ts';
import { MAX_CHECK_IN_NOTE } from './check-in-rules.ts';

export * from './check-in-rules.ts';

/**
 * PUT /api/me/check-in: this week's answer (docs/decisions/0083-check-ins-and-messages.md). Answering again in the
 * same week changes it; an empty or left-out note is no note.
 */
export const checkInAnswerSchema = z
  .object({
    mood: z
      .number(refusal('validation.checkIn.mood'))
      .int(refusal('validation.checkIn.mood'))
      .min(1, refusal('validation.checkIn.mood'))
      .max(5, refusal('validation.checkIn.mood'))
      .describe('How the week went: 1 (hard) to 5 (great)'),
    note: z
      .string(refusal('validation.type.string'))
      .trim()
      .max(MAX_CHECK_IN_NOTE, refusal('validation.checkIn.noteTooLong', { max: MAX_CHECK_IN_NOTE }))
      .refine(withoutNul, refusal('validation.checkIn.noteNul'))
      .transform((note) => (note === '' ? null : note))
      .nullable()
      .default(null)
      .describe('An optional note to the champion'),
  })
  .strict();
export type CheckInAnswerInput = z.input<typeof checkInAnswerSchema>;
export type CheckInAnswer = z.output<typeof checkInAnswerSchema>;

/** GET and PUT /api/me/check-in: this week's check-in of the signed-in participant. */
export const myCheckInSchema = z.object({
  weekStart: z.string().describe('YYYY-MM-DD: the first day of the participant’s week, as the planner counts weeks'),
  champion: z
    .object({ name: z.string() })
    .nullable()
    .describe('Who reads the note; null when the person is in no group (and may not check in)'),
  checkIn: z
    .object({
      mood: z.number().int(),
      note: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable()
    .describe('This week’s answer, or null before they answer'),
});
export type MyCheckIn = z.infer<typeof myCheckInSchema>;

/** GET /api/champion/check-ins: the notes addressed to the champion by their group now, and the group's weekly average. */
export const championCheckInsSchema = z.object({
  notes: z
    .array(
      z.object({
        id: z.string(),
        participantId: z.string(),
        participantName: z.string(),
        weekStart: z.string().describe('YYYY-MM-DD, the participant’s week'),
        note: z.string(),
        updatedAt: z.string(),
      }),
    )
    .describe('Newest week first; the ratings stay out (only the group’s average is shown)'),
  weeks: z
    .array(
      z.object({
        weekStart: z.string().describe('YYYY-MM-DD, in the champion’s weeks'),
        average: z.number().nullable().describe('The average rating, one decimal; null when nobody answered'),
        answered: z.number().int(),
      }),
    )
    .describe('The last 12 weeks, oldest first, this week included'),
});
export type ChampionCheckIns = z.infer<typeof championCheckInsSchema>;
