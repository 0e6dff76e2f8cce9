import { invitationErrorCodes, type InvitationLookup } from '../../../shared/invitations.ts';
import type { MessageKey } from '../../../shared/i18n/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { failedWith } from '../../lib/api-failure.ts';
import { translate } from '../../lib/i18n/i18n.ts';

/** "Ada invites you to join their group": who invites, to what, in the reader's language. */
export function invitationHeadlineText(invitation: Pick<InvitationLookup, 'kind' | 'inviter'>): string {
  const name = invitation.inviter.name.trim();
  // Without a name the sentence is a different one ("A champion invites you…"), not a blank filled in.
  if (invitation.kind === 'household')
    return name ? translate('invitations.headline.household', { name }) : translate('invitations.headline.householdNoName');
  if (invitation.kind === 'champion')
    return name ? translate('invitations.headline.champion', { name }) : translate('invitations.headline.championNoName');
  return name ? translate('invitations.headline.group', { name }) : translate('invitations.headline.groupNoName');
}

/** What accepting means; for a household invitation, which household the person joins. */
export function invitationKindSummary(invitation: Pick<InvitationLookup, 'kind' | 'inviter' | 'household'>): string {
  if (invitation.kind === 'household')
    return translate('invitations.kind.household', { household: invitation.household?.name ?? invitation.inviter.name });
  return invitation.kind === 'champion' ? translate('invitations.kind.champion') : translate('invitations.kind.participant');
}

/** The words for each refusal of a code: the shared error messages of its code. */
const messageByCode: Record<string, MessageKey> = {
  [invitationErrorCodes.invalid]: 'error.INVITATION_INVALID',
  [invitationErrorCodes.expired]: 'error.INVITATION_EXPIRED',
  [invitationErrorCodes.usedUp]: 'error.INVITATION_USED_UP',
  [invitationErrorCodes.revoked]: 'error.INVITATION_REVOKED',
  [invitationErrorCodes.own]: 'error.INVITATION_OWN',
};

/** Is this the server saying the code itself cannot be used (so there is no point in carrying it further)? */
export function isInvitationRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code !== undefined && error.code in messageByCode;
}

/** The server's own words for a failure; for a refusal without a message, the shared message of its code. */
export function invitationFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    const key = error.code ? messageByCode[error.code] : undefined;
    if (key) return translate(key);
    if (failedWith(error, 'NOT_FOUND')) return translate('error.INVITATION_INVALID');
  }
  return translate('invitations.failure.notLoaded');
}

/** What happened to an invitation that cannot be used, as the heading over its explanation. */
const headingByCode: Record<string, MessageKey> = {
  [invitationErrorCodes.invalid]: 'invitations.failureHeading.invalid',
  [invitationErrorCodes.expired]: 'invitations.failureHeading.expired',
  [invitationErrorCodes.usedUp]: 'invitations.failureHeading.usedUp',
  [invitationErrorCodes.revoked]: 'invitations.failureHeading.revoked',
  [invitationErrorCodes.own]: 'invitations.failureHeading.own',
};

/** The heading for a failed look-up: what happened, not "You have been invited" above a refusal. */
export function invitationFailureHeading(error: unknown): string {
  if (error instanceof ApiError) {
    const key = error.code ? headingByCode[error.code] : undefined;
    if (key) return translate(key);
    if (failedWith(error, 'NOT_FOUND')) return translate('invitations.failureHeading.invalid');
  }
  return translate('invitations.failureHeading.notLoaded');
}

/** "You are in <current>'s group. Accepting moves you to <new>'s group." */
export function moveExplanation(currentChampion: string | null, newChampion: string): string {
  return currentChampion
    ? translate('invitations.move.fromNamed', { current: currentChampion, next: newChampion })
    : translate('invitations.move.fromUnnamed', { next: newChampion });
}
