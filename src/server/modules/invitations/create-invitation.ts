import { can, type Actor } from '../../../shared/permissions.ts';
import { invitationCreateSchema, type CreatedInvitation } from '../../../shared/invitations.ts';
import type { z } from 'zod';
import type { AppContext } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { containsLink } from '../../lib/links.ts';
import { assertInvitationRoom } from '../../lib/quotas.ts';
import { countInvitationEmail } from './email-limit.ts';
import { codeHintOf, hashInvitationCode, invitationLink, newInvitationCode } from './invitation-code.ts';
import { invitationEmail } from './invitation-email.ts';
import { findUserBasics, insertInvitation } from './invitations.repo.ts';
import { householdOf } from '../households/index.ts';
import { currentLocale, words } from '../../lib/i18n.ts';

type CreateInput = z.output<typeof invitationCreateSchema>;

/**
 * Champions (and "both") invite participants to their group; admins may also invite new champions; anyone who has
 * finished setup (and so has a household) may invite to their household (docs/decisions/0062-joining-a-household.md).
 */
export function mayInvite(user: Actor & { setupComplete: number }, kind: CreateInput['kind']): boolean {
  if (kind === 'household') return user.setupComplete === 1;
  return can(user, kind === 'champion' ? 'inviteChampions' : 'inviteToGroup');
}

const refusalOf = {
  champion: 'server.invitations.onlyAdminsInviteChampions',
  participant: 'server.invitations.onlyChampionsInvite',
  household: 'server.invitations.finishSetupFirst',
} as const;

/**
 * Makes an invitation and, when an email address is given, sends it there (at most so many a sender per hour
 * and per day: email-limit.ts). The code and link exist only in this answer: the database keeps the code's hash.
 */
export async function createInvitation(ctx: AppContext, userId: string, input: CreateInput): Promise<CreatedInvitation> {
  const inviter = await findUserBasics(ctx.db, userId);
  if (!inviter || !mayInvite(inviter, input.kind)) {
    throw new AppError('FORBIDDEN', words(refusalOf[input.kind]));
  }
  // Nothing in a message may take its reader elsewhere: the invitation's own link is the only one (review 14.6).
  if (input.message && containsLink(input.message)) {
    const refusal = words('server.invitations.messageLink');
    throw new AppError('BAD_REQUEST', refusal, [{ path: 'message', message: refusal }]);
  }
  await assertInvitationRoom(ctx.db, userId, ctx.config.quotas);
  // Counted last, so that an invitation refused for another reason does not use up the sender's emails.
  if (input.email) await countInvitationEmail(ctx, userId);

  // The inviter's own household, read here: a request never names one.
  const householdId = input.kind === 'household' ? await householdOf(ctx.db, userId) : null;

  const code = newInvitationCode();
  const now = new Date();
  const expiresAt = input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString();
  const values = {
    inviterId: userId,
    kind: input.kind,
    householdId,
    codeHash: hashInvitationCode(code),
    codeHint: codeHintOf(code),
    email: input.email ?? null,
    message: input.message || null,
    maxUses: input.maxUses,
    expiresAt,
    createdAt: now.toISOString(),
  };
  const id = await insertInvitation(ctx.db, values);
  const link = invitationLink(ctx.config.baseUrl, code);

  if (values.email) {
    await ctx.mailer.send(
      invitationEmail({
        to: values.email,
        kind: values.kind,
        sender: inviter,
        message: values.message,
        link,
        expiresAt,
        locale: currentLocale(),
      }),
    );
  }

  return {
    id,
    kind: values.kind,
    email: values.email,
    message: values.message,
    maxUses: values.maxUses,
    uses: 0,
    expiresAt,
    revokedAt: null,
    createdAt: values.createdAt,
    status: 'pending',
    codeHint: values.codeHint,
    acceptedBy: [],
    code,
    link,
  };
}
