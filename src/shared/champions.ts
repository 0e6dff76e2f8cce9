import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';

/** GET /api/champions: the programme's champions, for everyone signed in. */
export const championSummarySchema = z.object({ id: z.string(), name: z.string(), groupSize: z.number().int() });
export const championListSchema = z.object({ champions: z.array(championSummarySchema) });
export type ChampionSummary = z.infer<typeof championSummarySchema>;
export type ChampionList = z.infer<typeof championListSchema>;

/** GET /api/me/champion: the signed-in person's champion and the recipes they recommend to the group. */
export const recommendationSchema = z.object({
  id: z.string(),
  recipeId: z.string().describe('A catalogue recipe'),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const myChampionSchema = z.object({
  champion: z.object({ id: z.string(), name: z.string(), joinedAt: z.string() }).nullable(),
  recommendations: z.array(recommendationSchema),
});
export type MyChampion = z.infer<typeof myChampionSchema>;

/**
 * GET /api/champion/group (champions and both): activity counts only — never a member's recipes or plan. A member
 * who keeps their activity to themselves (championSees.activity off) shows with their name and null counts.
 */
export const groupMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  sharesActivity: z.boolean().describe('false: the member keeps their activity to themselves, and the counts below are null'),
  lastActiveAt: z.string().nullable(),
  mealsPlannedThisWeek: z.number().int().nullable(),
  mealsCookedThisWeek: z.number().int().nullable().describe('How many times they said "I cooked this" this week: a count, never the log'),
  eatThisWeekCount: z.number().int().nullable(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const championGroupSchema = z.object({
  weekStart: z.string().describe('YYYY-MM-DD: the week the counts are for'),
  members: z.array(groupMemberSchema),
  /** Everyone counted, those who keep their activity to themselves too: an aggregate (decision 0082). */
  totals: z.object({
    members: z.number().int(),
    mealsPlannedThisWeek: z.number().int(),
    mealsCookedThisWeek: z.number().int(),
    eatThisWeekCount: z.number().int(),
    activeThisWeek: z.number().int(),
  }),
  recommendations: z.array(recommendationSchema),
});
export type ChampionGroup = z.infer<typeof championGroupSchema>;

export const recommendationCreateSchema = z
  .object({
    recipeId: z.string().min(1).max(100),
    note: z
      .string()
      .trim()
      .max(500, refusal('validation.note.tooLong', { max: 500 }))
      .optional(),
  })
  .strict();
