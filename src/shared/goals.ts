import { z } from 'zod';
import { goalKinds, goalLimits, onceAWeekKinds } from './goal-rules.ts';
import { refusal } from './i18n/refusal.ts';
import { isoDateSchema, withoutNul } from './meal-plans.ts';
import { weekStartSchema } from './users.ts';

export { goalKinds, goalLimits, onceAWeekKinds, weekendStartOf, weeksSpanned, type GoalKind } from './goal-rules.ts';

export const goalKindSchema = z.enum(goalKinds, refusal('validation.goal.kind'));

const targetSchema = z
  .number(refusal('validation.goal.target', { max: goalLimits.target }))
  .int(refusal('validation.goal.target', { max: goalLimits.target }))
  .min(1, refusal('validation.goal.target', { max: goalLimits.target }))
  .max(goalLimits.target, refusal('validation.goal.target', { max: goalLimits.target }));

const goalTextSchema = z
  .string(refusal('validation.type.string'))
  .trim()
  .min(1, refusal('validation.goal.textRequired'))
  .max(goalLimits.text, refusal('validation.goal.textTooLong', { max: goalLimits.text }))
  .refine(withoutNul, refusal('validation.goal.textRequired'));

const weekSchema = isoDateSchema.describe('YYYY-MM-DD: any day of the week; stored as the first day of its week');

/** POST /api/champion/goals: a goal for the champion's group. */
export const goalCreateSchema = z
  .object({
    kind: goalKindSchema,
    target: targetSchema.optional().describe('Per week; always 1 for shopping-before-weekend and free-text (left out: 1)'),
    text: goalTextSchema.optional().describe('The words of a free-text goal; only for free-text'),
    startWeek: weekSchema,
    endWeek: weekSchema,
  })
  .strict()
  .refine((goal) => goal.kind !== 'free-text' || goal.text !== undefined, { ...refusal('validation.goal.textRequired'), path: ['text'] })
  .refine((goal) => goal.kind === 'free-text' || goal.text === undefined, {
    ...refusal('validation.goal.textOnlyFreeText'),
    path: ['text'],
  })
  .refine((goal) => !onceAWeekKinds.includes(goal.kind) || (goal.target ?? 1) === 1, {
    ...refusal('validation.goal.onceAWeek'),
    path: ['target'],
  })
  .refine((goal) => goal.kind === 'free-text' || onceAWeekKinds.includes(goal.kind) || goal.target !== undefined, {
    ...refusal('validation.goal.target', { max: goalLimits.target }),
    path: ['target'],
  });
export type GoalCreate = z.input<typeof goalCreateSchema>;

/** PATCH /api/champion/goals/{id}: any of the target, the words and the weeks; the kind stays. */
export const goalUpdateSchema = z
  .object({ target: targetSchema, text: goalTextSchema, startWeek: weekSchema, endWeek: weekSchema })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, refusal('validation.profile.nothingToChange'));
export type GoalUpdate = z.input<typeof goalUpdateSchema>;

export const goalSchema = z.object({
  id: z.string(),
  kind: goalKindSchema,
  target: z.number().int(),
  text: z.string().nullable(),
  weekStartsOn: weekStartSchema.describe("The champion's week start when they set it: the goal's weeks begin on it"),
  startWeek: z.string().describe('YYYY-MM-DD: the first day of its first week'),
  endWeek: z.string().describe('YYYY-MM-DD: the first day of its last week'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

/** One week of a goal across the group: counts of everyone, names only of those who share their progress. */
export const goalWeekProgressSchema = z.object({
  week: z.string().describe('YYYY-MM-DD: the first day of the week'),
  members: z.number().int().describe('Everyone in the group now'),
  reached: z.number().int().describe('How many of them reached the target that week (everyone counted)'),
  participants: z
    .array(z.object({ id: z.string(), name: z.string(), progress: z.number().int(), reached: z.boolean() }))
    .describe('Only those whose setting lets their champion see their goal progress'),
  notShown: z.number().int().describe('Members counted above whose progress is theirs alone'),
});
export type GoalWeekProgress = z.infer<typeof goalWeekProgressSchema>;

/** GET /api/champion/goals: the champion's goals, each with this week's progress while it runs. */
export const championGoalSchema = goalSchema.extend({ thisWeek: goalWeekProgressSchema.nullable() });
export type ChampionGoal = z.infer<typeof championGoalSchema>;
export const championGoalListSchema = z.object({ goals: z.array(championGoalSchema) });
export type ChampionGoalList = z.infer<typeof championGoalListSchema>;

export const goalProgressQuerySchema = z.object({
  week: isoDateSchema.optional().describe('Any day of the week to read; this week when left out'),
});

/** GET /api/me/goals: the participant's goals running this week, with their own progress. */
export const myGoalSchema = z.object({
  goal: goalSchema,
  week: z.string().describe('YYYY-MM-DD: the first day of this week, in the goal’s weeks'),
  progress: z.number().int(),
  reached: z.boolean(),
});
export type MyGoal = z.infer<typeof myGoalSchema>;
export const myGoalListSchema = z.object({ goals: z.array(myGoalSchema) });
export type MyGoalList = z.infer<typeof myGoalListSchema>;

/** PUT /api/me/goals/{id}/done: ticks (or unticks) a free-text goal for this week. */
export const goalDoneSchema = z.object({ done: z.boolean(refusal('validation.type.boolean')) }).strict();
