import { invitationCreateSchema, type CreatedInvitation } from '../../../shared/invitations.ts';
import type { z } from 'zod';
import type { AppContext } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertInvitationRoom } from '../../lib/quotas.ts';
import { codeHintOf, hashInvitationCode, invitationLink, newInvitationCode } from './invitation-code.ts';
import { findUserBasics, insertInvitation } from './invitations.repo.ts';

type CreateInput = z.output<typeof invitationCreateSchema>;

/** Champions (and "both") invite participants to their group; admins may also invite new champions. */
export function mayInvite(user: { userType: string | null; role: string }, kind: CreateInput['kind']): boolean {
  if (user.role === 'admin') return true;
  return kind === 'participant' && (user.userType === 'champion' || user.userType === 'both');
}

/**
 * Makes an invitation and, when an email address is given, sends it there. The code and link exist only in
 * this answer: the database keeps the code's hash.
 */
export async function createInvitation(ctx: AppContext, userId: string, input: CreateInput): Promise<CreatedInvitation> {
  const inviter = await findUserBasics(ctx.db, userId);
  if (!inviter || !mayInvite(inviter, input.kind)) {
    throw new AppError(
      'FORBIDDEN',
      input.kind === 'champion' ? 'Only admins can invite new champions' : 'Only champions and admins can create invitations',
    );
  }
  await assertInvitationRoom(ctx.db, userId, ctx.config.quotas);
  const code = newInvitationCode();
  const now = new Date();
  const expiresAt = input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString();
  const values = {
    inviterId: userId,
    kind: input.kind,
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
    await ctx.mailer.send({
      to: values.email,
      subject: `${inviter.name} invites you to Champion Kitchen`,
      text: [
        'Hello,',
        '',
        input.kind === 'champion'
          ? `${inviter.name} invites you to become a champion on Champion Kitchen: run a group of people eating well together.`
          : `${inviter.name} invites you to join their group on Champion Kitchen: plan healthy meals for the week and shop from the plan.`,
        ...(values.message ? ['', `${inviter.name} writes:`, values.message] : []),
        '',
        'To accept, open:',
        link,
        '',
        ...(expiresAt ? [`The invitation works until ${expiresAt.slice(0, 10)}.`] : []),
        'If you did not expect this, you can ignore this email.',
      ].join('\n'),
    });
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
