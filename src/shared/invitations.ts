import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';
import { sharedWords } from './i18n/shared-words.ts';
import { MAX_CURSOR_LENGTH, MAX_PAGE_SIZE } from './paging.ts';

/**
 * A participant invitation brings someone into the inviter's group; a champion invitation makes them a champion; a
 * household invitation moves them into the inviter's household (docs/decisions/0062-joining-a-household.md).
 */
export const invitationKinds = ['participant', 'champion', 'household'] as const;
export const invitationKindSchema = z.enum(invitationKinds);
export type InvitationKind = z.infer<typeof invitationKindSchema>;

export const invitationLimits = { message: 500, maxUses: 100, expiresInDays: 90, codeLength: 64 } as const;

/** Error codes the client switches on (the body is {"error", "code"}). */
export const invitationErrorCodes = {
  invalid: 'INVITATION_INVALID',
  expired: 'INVITATION_EXPIRED',
  usedUp: 'INVITATION_USED_UP',
  revoked: 'INVITATION_REVOKED',
  own: 'INVITATION_OWN',
  confirmMove: 'INVITATION_CONFIRM_MOVE',
} as const;

/** A code as people type or paste it: trimmed; the server compares only hashes. */
export const invitationCodeSchema = z
  .string(refusal('validation.invitation.code'))
  .trim()
  .min(1, refusal('validation.invitation.code'))
  .max(invitationLimits.codeLength, refusal('error.INVITATION_INVALID'));

/** POST /api/invitations (champions: participant invitations; admins: either kind). */
export const invitationCreateSchema = z
  .object({
    kind: invitationKindSchema.default('participant'),
    email: z.email(refusal('validation.email.invalid')).max(254).optional(),
    message: z
      .string()
      .trim()
      .max(invitationLimits.message, refusal('validation.invitation.messageTooLong', { max: invitationLimits.message }))
      .optional(),
    maxUses: z.number().int().min(1).max(invitationLimits.maxUses).default(1),
    /** Days until it expires; null for never. */
    expiresInDays: z.number().int().min(1).max(invitationLimits.expiresInDays).nullable().default(14),
  })
  .strict();
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

export const invitationStatuses = ['pending', 'accepted', 'used-up', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** An invitation as its sender sees it. The code itself is shown once, when it is made (`link`, `code`). */
export const invitationSchema = z.object({
  id: z.string(),
  kind: invitationKindSchema,
  email: z.string().nullable(),
  message: z.string().nullable(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(invitationStatuses).describe('pending (usable, unused), accepted (used, uses left or not), used-up, expired, revoked'),
  codeHint: z.string().describe('The first characters of the code, to tell invitations apart'),
  acceptedBy: z.array(z.object({ name: z.string(), acceptedAt: z.string() })),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/invitations: a page of the sender's invitations, newest first. */
export const invitationListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, refusal('validation.page.invitations', { max: MAX_PAGE_SIZE }))
    .default(MAX_PAGE_SIZE),
  cursor: z.string().max(MAX_CURSOR_LENGTH, refusal('error.INVALID_CURSOR')).optional(),
});

export const invitationPageSchema = z.object({
  invitations: z.array(invitationSchema),
  nextCursor: z.string().nullable().describe('Send as `cursor` for the next page; null on the last'),
});
export type InvitationPage = z.infer<typeof invitationPageSchema>;

export const createdInvitationSchema = invitationSchema.extend({
  code: z.string(),
  link: z.string().describe('BASE_URL/accept-invite/<code>: shown in full, once'),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** GET /api/invitations/lookup/{code} (public): who invites, and why. Failures are 4xx with the messages above. */
export const invitationLookupSchema = z.object({
  kind: invitationKindSchema,
  inviter: z.object({ name: z.string() }),
  household: z.object({ name: z.string() }).nullable().describe('The household a household invitation joins'),
  message: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

/**
 * POST /api/invitations/accept: `confirmMove` when the person already has a champion, or (household invitations)
 * when they are alone in their household, whose plan and list are then deleted.
 */
export const invitationAcceptSchema = z.object({ code: invitationCodeSchema, confirmMove: z.boolean().optional() }).strict();
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

export const acceptedInvitationSchema = z.object({
  kind: invitationKindSchema,
  champion: z.object({ id: z.string(), name: z.string() }).nullable().describe('The group joined (participant invitations)'),
  household: z.object({ id: z.string(), name: z.string() }).nullable().describe('The household joined (household invitations)'),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** "<name> invites you to join their group", or to become a champion. */
export function invitationHeadline(invitation: Pick<InvitationLookup, 'kind' | 'inviter'>): string {
  const name = invitation.inviter.name.trim();
  if (invitation.kind === 'household')
    return name ? sharedWords('invitations.headline.household', { name }) : sharedWords('invitations.headline.householdNoName');
  if (invitation.kind === 'champion')
    return name ? sharedWords('invitations.headline.champion', { name }) : sharedWords('invitations.headline.championNoName');
  return name ? sharedWords('invitations.headline.group', { name }) : sharedWords('invitations.headline.groupNoName');
}
