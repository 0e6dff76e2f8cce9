import type { z } from 'zod';
import type { acceptedInvitationSchema, InvitationAccept } from '../../../shared/invitations.ts';
import type { Me, setupInputSchema } from '../../../shared/users.ts';
import type { AppContext } from '../../app-env.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { releaseGroup } from '../champions/index.ts';
import { carryOutJoin, HouseholdError, householdOf, planJoin, type JoinPlan } from '../households/index.ts';
import { findMembership, joinGroup } from '../membership/index.ts';
import { decideOwnType, findMe, saveSetup } from '../users/index.ts';
import { acceptLimit, countAttempt } from './attempt-limit.ts';
import { hashInvitationCode } from './invitation-code.ts';
import { InvitationError } from './invitation-error.ts';
import { unusableReason } from './invitation-status.ts';
import {
  findInvitationByHash,
  findUserBasics,
  hasAccepted,
  lockUser,
  makeChampion,
  recordAcceptance,
  revokeHouseholdInvitations,
  takeUse,
  type FoundInvitation,
} from './invitations.repo.ts';
import { words } from '../../lib/i18n.ts';

export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

interface Plan {
  invitation: FoundInvitation;
  codeHash: string;
  /** Already done: this champion invitation was accepted before, or the person is in the inviter's group. */
  alreadyDone: boolean;
  /** A household invitation: the move it makes. */
  join?: JoinPlan;
}

/**
 * Everything that can refuse a code, checked inside the accepting transaction (after the user's lock): unknown,
 * one's own, used up, withdrawn, expired, and "you are in another champion's group" without confirmMove. A
 * household invitation also: already in it, full, and "you are alone in yours" without confirmMove (setup confirms).
 */
async function planAcceptance(
  trx: Db,
  userId: string,
  code: string,
  confirmMove: boolean,
  now: Date,
  { confirmHouseholdMove = confirmMove } = {},
): Promise<Plan> {
  const codeHash = hashInvitationCode(code);
  const invitation = await findInvitationByHash(trx, codeHash);
  if (!invitation) throw new InvitationError('invalid');
  if (invitation.inviterId === userId) throw new InvitationError('own');

  if (invitation.kind === 'household') {
    // The household went (its last member left or deleted their account): the code names nothing now.
    if (invitation.householdId === null) throw new InvitationError('invalid');
    // Already in it says more than "used up" to someone opening the link they joined with.
    if ((await householdOf(trx, userId)) === invitation.householdId) throw new HouseholdError('alreadyMember');
    const reason = unusableReason(invitation, now);
    if (reason) throw new InvitationError(reason);
    const join = await planJoin(trx, userId, invitation.householdId, confirmHouseholdMove);
    return { invitation, codeHash, alreadyDone: false, join };
  }

  if (invitation.kind === 'participant') {
    const membership = await findMembership(trx, userId);
    if (membership?.championId === invitation.inviterId) return { invitation, codeHash, alreadyDone: true };
    const reason = unusableReason(invitation, now);
    if (reason) throw new InvitationError(reason);
    if (membership && !confirmMove) throw new InvitationError('confirmMove', { currentChampion: { name: membership.championName } });
    return { invitation, codeHash, alreadyDone: false };
  }

  if (await hasAccepted(trx, invitation.id, userId)) return { invitation, codeHash, alreadyDone: true };
  const reason = unusableReason(invitation, now);
  if (reason) throw new InvitationError(reason);
  return { invitation, codeHash, alreadyDone: false };
}

/**
 * Takes a use (atomically: see takeUse) and records what accepting means: who accepted when, and either the
 * group membership (participant invitations, moving the person from any other group) or the champion type.
 */
async function carryOut(trx: Db, userId: string, plan: Plan, now: Date): Promise<AcceptedInvitation> {
  const { invitation } = plan;
  if (!plan.alreadyDone) {
    if (!(await takeUse(trx, invitation.id, now))) {
      // Someone took the last use (or it was withdrawn) since the plan was made: say which.
      const fresh = await findInvitationByHash(trx, plan.codeHash);
      throw new InvitationError((fresh && unusableReason(fresh, now)) || 'usedUp');
    }
    await recordAcceptance(trx, invitation.id, userId, now);
    if (invitation.kind === 'participant') await joinGroup(trx, userId, invitation.inviterId, invitation.id, now);
    else if (plan.join) {
      await carryOutJoin(trx, userId, plan.join);
      if (plan.join.previous === 'kept') await revokeHouseholdInvitations(trx, plan.join.previousId, now);
    } else await makeChampion(trx, userId);
  }
  return {
    kind: invitation.kind,
    champion: invitation.kind === 'participant' ? { id: invitation.inviterId, name: invitation.inviterName } : null,
    household: plan.join && invitation.householdName !== null ? { id: plan.join.householdId, name: invitation.householdName } : null,
  };
}

/** POST /api/invitations/accept: all of it in one transaction, or nothing (no use taken on any refusal). */
export async function acceptInvitation(ctx: AppContext, userId: string, input: InvitationAccept): Promise<AcceptedInvitation> {
  await countAttempt(ctx.db, acceptLimit, userId);
  const user = await findUserBasics(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
  if (user.setupComplete !== 1) throw new AppError('FORBIDDEN', words('server.invitations.finishSetupFirst'));
  return inTransaction(ctx.db, async (trx) => {
    await lockUser(trx, userId);
    const now = new Date();
    const plan = await planAcceptance(trx, userId, input.code, input.confirmMove === true, now);
    return carryOut(trx, userId, plan, now);
  });
}

type SetupInput = z.output<typeof setupInputSchema>;

/**
 * PUT /api/me/setup with the invitation that brought the person ("setup invite user"): the code is checked first
 * (a refusal leaves setup as it was), a champion invitation makes them a champion, and setup and acceptance are
 * saved in one transaction. "Both" stays "both": it includes being a champion. With a participant invitation,
 * Champion or Both goes by the usual rule (users/type-choice.ts).
 */
export async function completeSetupWithInvitation(
  ctx: AppContext,
  userId: string,
  input: SetupInput & { inviteCode: string },
): Promise<Me | null> {
  await countAttempt(ctx.db, acceptLimit, userId);
  await inTransaction(ctx.db, async (trx) => {
    await lockUser(trx, userId);
    const now = new Date();
    // A newcomer joining a household leaves nothing behind worth a question: the household setup made them is empty.
    const plan = await planAcceptance(trx, userId, input.inviteCode, false, now, { confirmHouseholdMove: true });
    if (plan.invitation.kind === 'champion') {
      // A champion invitation gives the role at once, even back to someone an admin removed it from.
      await saveSetup(trx, userId, { ...input, userType: input.userType === 'both' ? 'both' : 'champion' });
    } else {
      // A participant invitation gives no champion role: their own choice goes by the usual rule.
      const change = await decideOwnType(trx, userId, input.userType, ctx.config.championSignup, now.toISOString());
      if (!change) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
      await saveSetup(trx, userId, { ...input, userType: change.userType }, change.champion);
      if (change.releasesGroup) await releaseGroup(trx, userId, now.toISOString());
    }
    await carryOut(trx, userId, plan, now);
  });
  return findMe(ctx.db, userId);
}
