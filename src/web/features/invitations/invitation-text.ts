import { invitationErrorCodes, invitationMessages, type InvitationKind } from '../../../shared/invitations.ts';
import { ApiError } from '../../lib/api-client.ts';
import { failedWith } from '../../lib/api-failure.ts';

export function invitationKindSummary(kind: InvitationKind): string {
  return kind === 'champion'
    ? 'Champions are volunteers who run a group: they invite people, see how the group is getting on and recommend recipes.'
    : 'Joining makes them your champion: they can cheer you on and recommend recipes, and they see activity counts only, never your recipes or plan.';
}

const messageByCode: Record<string, string> = {
  [invitationErrorCodes.invalid]: invitationMessages.invalid,
  [invitationErrorCodes.expired]: invitationMessages.expired,
  [invitationErrorCodes.usedUp]: invitationMessages.usedUp,
  [invitationErrorCodes.revoked]: invitationMessages.revoked,
  [invitationErrorCodes.own]: invitationMessages.own,
};

/** Is this the server saying the code itself cannot be used (so there is no point in carrying it further)? */
export function isInvitationRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code !== undefined && error.code in messageByCode;
}

/** The server's own words for a failure; for a refusal without a message, the shared message of its code. */
export function invitationFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    if (error.code && messageByCode[error.code]) return messageByCode[error.code] as string;
    if (failedWith(error, 'NOT_FOUND')) return invitationMessages.invalid;
  }
  return 'The invitation could not be loaded. Check your connection and try again.';
}

/** What happened to an invitation that cannot be used, as the heading over its explanation. */
const headingByCode: Record<string, string> = {
  [invitationErrorCodes.invalid]: 'Invitation not found',
  [invitationErrorCodes.expired]: 'Invitation expired',
  [invitationErrorCodes.usedUp]: 'Invitation already used',
  [invitationErrorCodes.revoked]: 'Invitation withdrawn',
  [invitationErrorCodes.own]: 'Your own invitation',
};

/** The heading for a failed look-up: what happened, not "You have been invited" above a refusal. */
export function invitationFailureHeading(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code && headingByCode[error.code]) return headingByCode[error.code] as string;
    if (failedWith(error, 'NOT_FOUND')) return headingByCode[invitationErrorCodes.invalid] as string;
  }
  return 'Invitation not loaded';
}

/** "You are in <current>'s group. Accepting moves you to <new>'s group." */
export function moveExplanation(currentChampion: string | null, newChampion: string): string {
  const current = currentChampion ? `You are in ${currentChampion}'s group.` : "You are already in a champion's group.";
  return `${current} Accepting moves you to ${newChampion}'s group.`;
}
