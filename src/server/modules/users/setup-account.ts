import type { z } from 'zod';
import type { Me, setupInputSchema } from '../../../shared/users.ts';
import type { AppContext } from '../../app-env.ts';
import { inTransaction } from '../../db/kysely.ts';
import { releaseGroup } from '../champions/index.ts';
import { decideOwnType } from './type-choice.ts';
import { findMe, saveSetup } from './users.repo.ts';

export type SetupInput = z.output<typeof setupInputSchema>;

/**
 * PUT /api/me/setup without an invitation: the setup form's answers, with how they take part decided by the
 * rule in type-choice.ts (so setup cannot give back a champion role an admin removed, and under
 * CHAMPION_SIGNUP=approval it records a request). Refused, nothing is saved.
 */
export async function setupAccount(ctx: AppContext, userId: string, input: SetupInput): Promise<Me | null> {
  await inTransaction(ctx.db, async (trx) => {
    const now = new Date().toISOString();
    const change = await decideOwnType(trx, userId, input.userType, ctx.config.championSignup, now);
    if (!change) return;
    await saveSetup(trx, userId, { ...input, userType: change.userType }, change.champion);
    if (change.releasesGroup) await releaseGroup(trx, userId, now);
  });
  return findMe(ctx.db, userId);
}
