import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';
import { weeklyTrendSchema } from './progress.ts';

/** GET /api/admin/stats (admins only; 403 otherwise): programme figures, each an aggregate query. */
export const programmeStatsSchema = z.object({
  generatedAt: z.string(),
  users: z.object({
    total: z.number().int(),
    byType: z.object({ regular: z.number().int(), champion: z.number().int(), both: z.number().int(), setupIncomplete: z.number().int() }),
    admins: z.number().int(),
  }),
  champions: z.number().int(),
  groups: z.object({ count: z.number().int(), members: z.number().int() }),
  weeklyActiveUsers: z.array(z.object({ weekStart: z.string(), users: z.number().int() })).describe('The last 8 weeks, oldest first'),
  recipes: z.object({ personal: z.number().int(), catalogue: z.number().int() }),
  plannedMeals: z.object({ total: z.number().int(), thisWeek: z.number().int() }),
  invitations: z.object({ sent: z.number().int(), accepted: z.number().int() }),
  weeklyTrends: z
    .array(weeklyTrendSchema)
    .describe('The weeks of weeklyActiveUsers, oldest first: programme-wide activity (docs/decisions/0085-progress-over-time.md)'),
});
export type ProgrammeStats = z.infer<typeof programmeStatsSchema>;

/** GET /api/admin/champions */
export const adminChampionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(['champion', 'both']),
  groupSize: z.number().int(),
});
export const adminChampionListSchema = z.object({ champions: z.array(adminChampionSchema) });
export type AdminChampion = z.infer<typeof adminChampionSchema>;
export type AdminChampionList = z.infer<typeof adminChampionListSchema>;

/** POST /api/admin/champions: promote an existing user by email (404 "No account has that email"). */
export const promoteChampionSchema = z.object({ email: z.email(refusal('validation.email.invalid')).max(254) }).strict();

/** The admin's "Invite a new champion" form: sent as POST /api/invitations {kind: 'champion', email, message}. */
export const championInvitationSchema = z
  .object({
    email: z.email(refusal('validation.email.invalid')).max(254),
    message: z.string().trim().max(500).optional(),
  })
  .strict();

/** GET /api/admin/champion-requests: people who chose Champion or Both under CHAMPION_SIGNUP=approval, oldest first. */
export const championRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  requestedType: z.enum(['champion', 'both']),
  requestedAt: z.string().nullable(),
});
export const championRequestListSchema = z.object({ requests: z.array(championRequestSchema) });
export type ChampionRequest = z.infer<typeof championRequestSchema>;
export type ChampionRequestList = z.infer<typeof championRequestListSchema>;
