import { invitationErrorCodes } from '../../../shared/invitations.ts';
import { ApiError } from '../../lib/api-client.ts';
import { failedWith, isRefusal } from '../../lib/api-failure.ts';

/** Did the look-up refuse the code itself (a refusal other than a rate limit)? Then it is not carried on. */
export function isLookupRefusal(error: unknown): error is ApiError {
  return isRefusal(error) && !failedWith(error, 'TOO_MANY_REQUESTS');
}

/**
 * Did finishing setup fail because of the invitation (so that it can be finished without it)? Any of the
 * invitation's own refusals, a move that needs confirming, or too many attempts.
 */
export function isInvitationFailure(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (failedWith(error, 'TOO_MANY_REQUESTS')) return true;
  return error.code !== undefined && (Object.values(invitationErrorCodes) as string[]).includes(error.code);
}
