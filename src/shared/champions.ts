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

/** GET /api/champion/group (champions and both): activity counts only — never a member's recipes or plan. */
export const groupMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  lastActiveAt: z.string().nullable(),
  mealsPlannedThisWeek: z.number().int(),
  mealsCookedThisWeek: z.number().int().describe('How many times they said "I cooked this" this week: a count, never the log'),
  eatThisWeekCount: z.number().int(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const championGroupSchema = z.object({
  weekStart: z.string().describe('YYYY-MM-DD: the week the counts are for'),
  members: z.array(groupMemberSchema),
  totals: z.object({
    members: z.number().int(),
    mealsPlannedThisWeek: z.number().int(),
    mealsCookedThisWeek: z.number().int(),
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
