import type { z } from 'zod';
import type { profileUpdateSchema, Me } from '../../../shared/users.ts';
import type { AppContext } from '../../app-env.ts';
import { inTransaction } from '../../db/kysely.ts';
import { releaseGroup } from '../champions/index.ts';
import { describeHousehold, householdOf } from '../households/index.ts';
import { decideOwnType } from './type-choice.ts';
import { findMe } from './users.repo.ts';

/**
 * PATCH /api/me: the profile's own details (name, household size, dietary needs, week start, language, measures,
 * how they take part, what their champion may see, the weekly email). Only someone whose setup is complete changes their type here, and under the same rule as setup
 * (type-choice.ts): refused once an admin removed their champion role, a request under CHAMPION_SIGNUP=approval.
 * A champion who becomes a participant releases their group, in the same transaction.
 */
export async function updateProfile(ctx: AppContext, userId: string, patch: z.output<typeof profileUpdateSchema>): Promise<Me | null> {
  await inTransaction(ctx.db, async (trx) => {
    const before = await trx.kysely.selectFrom('user').select(['setupComplete']).where('id', '=', userId).executeTakeFirst();
    if (!before) return;
    const now = new Date().toISOString();
    const change =
      patch.userType !== undefined && Number(before.setupComplete) === 1
        ? await decideOwnType(trx, userId, patch.userType, ctx.config.championSignup, now)
        : null;
    await trx.kysely
      .updateTable('user')
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.dietaryNeeds !== undefined && { dietaryNeeds: JSON.stringify(patch.dietaryNeeds) }),
        ...(patch.weekStart !== undefined && { weekStart: patch.weekStart }),
        ...(patch.language !== undefined && { language: patch.language }),
        ...(patch.measures !== undefined && { measures: patch.measures }),
        ...(patch.weeklyEmail !== undefined && { weeklyEmail: patch.weeklyEmail ? 1 : 0 }),
        ...(change && { userType: change.userType, ...change.champion }),
        ...(patch.championSees?.activity !== undefined && { championSeesActivity: patch.championSees.activity ? 1 : 0 }),
        ...(patch.championSees?.goalProgress !== undefined && { championSeesGoalProgress: patch.championSees.goalProgress ? 1 : 0 }),
        ...(patch.championSees?.checkInNotes !== undefined && { championSeesCheckInNotes: patch.championSees.checkInNotes ? 1 : 0 }),
        updatedAt: now,
      })
      .where('id', '=', userId)
      .execute();
    if (change?.releasesGroup) await releaseGroup(trx, userId, now);
    // The household size is the household's: every member sees the one a member gives.
    if (patch.householdSize !== undefined) {
      const householdId = await householdOf(trx, userId);
      if (householdId) await describeHousehold(trx, householdId, { size: patch.householdSize });
    }
  });
  return findMe(ctx.db, userId);
}
