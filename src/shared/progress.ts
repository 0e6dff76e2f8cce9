import { z } from 'zod';
import { goalSchema } from './goals.ts';
import { refusal } from './i18n/refusal.ts';

/**
 * Progress over time (issue 21 part 4; docs/decisions/0085-progress-over-time.md): weekly series for a champion's
 * group, a participant's own weeks and the programme. Eight weeks unless asked: two months, enough to see a habit
 * form or fade, few enough bars to read on a phone.
 */
export const progressWeeks = { default: 8, min: 2, max: 12 } as const;

const weeksRefusal = refusal('validation.progress.weeks', { min: progressWeeks.min, max: progressWeeks.max });

/** `?weeks=`: how many weeks, this one last. */
export const progressQuerySchema = z.object({
  weeks: z.coerce
    .number(weeksRefusal)
    .int(weeksRefusal)
    .min(progressWeeks.min, weeksRefusal)
    .max(progressWeeks.max, weeksRefusal)
    .default(progressWeeks.default)
    .describe(`How many weeks, this one last (${progressWeeks.min}–${progressWeeks.max}; ${progressWeeks.default} when left out)`),
});

const weekStart = z.string().describe('YYYY-MM-DD: the first day of the week');

/** One week of a goal across the group: how many reached it (everyone counted). */
export const groupGoalWeekSchema = z.object({ weekStart, reached: z.number().int() });

/** A goal's weeks within the span asked for, with the progress of those who let their champion see it. */
export const groupGoalProgressSchema = z.object({
  goal: goalSchema,
  weeks: z.array(groupGoalWeekSchema).describe("The goal's own weeks inside the span, oldest first"),
  participants: z
    .array(z.object({ id: z.string(), name: z.string(), progress: z.array(z.number().int()).describe('One per week above') }))
    .describe('Only members whose championSees.goalProgress is on'),
  notShown: z.number().int().describe('Members counted in `reached` whose progress is theirs alone'),
});
export type GroupGoalProgress = z.infer<typeof groupGoalProgressSchema>;

/** GET /api/champion/progress: the group across the champion's last weeks, and each goal running in them. */
export const championProgressSchema = z.object({
  members: z.number().int().describe('Everyone in the group now (a past week counts the group as it is now)'),
  weeks: z
    .array(
      z.object({
        weekStart,
        mealsPlanned: z.number().int(),
        mealsCooked: z.number().int(),
        checkIns: z.number().int().describe('How many answered the check-in'),
        checkInAverage: z.number().nullable().describe('1–5, one decimal; null when nobody answered'),
      }),
    )
    .describe("The champion's weeks, oldest first: totals counting every member"),
  goals: z.array(groupGoalProgressSchema).describe('Goals with at least one week inside the span'),
});
export type ChampionProgress = z.infer<typeof championProgressSchema>;

/** GET /api/me/progress: the signed-in person's own weeks, and their champion's goals running in them. */
export const myProgressSchema = z.object({
  weeks: z
    .array(
      z.object({
        weekStart,
        mealsPlanned: z.number().int().describe('Plan entries they added for a day of the week'),
        mealsCooked: z.number().int(),
        checkIn: z.number().int().nullable().describe('Their own check-in (1–5) for the week; null without one'),
      }),
    )
    .describe('Their own weeks (their week start), oldest first'),
  goals: z.array(
    z.object({
      goal: goalSchema,
      weeks: z.array(z.object({ weekStart, progress: z.number().int(), reached: z.boolean() })),
    }),
  ),
});
export type MyProgress = z.infer<typeof myProgressSchema>;

/** One week of the programme, in GET /api/admin/stats `weeklyTrends` and its CSV. */
export const weeklyTrendSchema = z.object({
  weekStart: z.string().describe('YYYY-MM-DD: a Monday (UTC)'),
  activeUsers: z.number().int(),
  mealsPlanned: z.number().int(),
  mealsCooked: z.number().int(),
  checkIns: z.number().int(),
  checkInAverage: z.number().nullable().describe('1–5, one decimal; null when nobody answered'),
  messagesPosted: z.number().int(),
});
export type WeeklyTrend = z.infer<typeof weeklyTrendSchema>;
