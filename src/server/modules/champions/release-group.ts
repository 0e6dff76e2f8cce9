import type { Db } from '../../db/kysely.ts';
import { removeGroupMembers, removeGroupMessagesOf, removeRecommendationsOf, withdrawParticipantInvitationsOf } from './champions.repo.ts';

/**
 * Someone stops being a champion (an admin demotes them, or they change how they take part): their group is
 * released, their recommendations and messages go, and their open participant invitations are withdrawn, so that nobody
 * joins a group that no longer exists. Run it inside the transaction that changes their type.
 */
export async function releaseGroup(trx: Db, championId: string, now = new Date().toISOString()): Promise<void> {
  await removeGroupMembers(trx, championId);
  await removeRecommendationsOf(trx, championId);
  await removeGroupMessagesOf(trx, championId);
  await withdrawParticipantInvitationsOf(trx, championId, now);
}
