import type { ApiErrorBody } from '../../shared/api-error.ts';
import { errorCodeOfStatus, isErrorCode, type ErrorCode } from '../../shared/error-codes.ts';
import { ApiError } from './api-client.ts';

/**
 * What a person reads for each error code: the one place in the browser that turns codes into words (so the one
 * place to translate them). Every code in src/shared/error-codes.ts has its words; error-words.test.ts keeps it so.
 */
export const errorWords: Record<ErrorCode, string> = {
  BAD_REQUEST: 'Something in the form needs changing. Check what is marked and try again.',
  UNAUTHORIZED: 'You are signed out. Sign in again to carry on.',
  FORBIDDEN: 'Your account cannot do this. If you think it should, ask a programme admin.',
  NOT_FOUND: 'We could not find that. It may have been deleted; go back and try again.',
  CONFLICT: 'That clashes with something already saved. Reload the page and try again.',
  GONE: 'That is no longer available.',
  PAYLOAD_TOO_LARGE: 'That is more than can be sent at once. Send less, or split it up.',
  UNSUPPORTED_MEDIA_TYPE: 'That kind of file cannot be used here. Choose a JPEG, PNG or WebP image, or the file the form asks for.',
  UNPROCESSABLE: 'We could not read that. Check it and try again.',
  TOO_MANY_REQUESTS: 'Too many tries in a short time. Wait a minute and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'The app is busy at the moment. Please try again in a few seconds.',
  NETWORK_ERROR: 'Could not reach the server. Check your connection and try again.',
  WRONG_PASSWORD: 'That password is not right. Try again, or reset it from the sign-in page.',
  WRONG_ADDRESS: 'Open the app at its usual address and try again.',
  SIGN_IN_AGAIN: 'For your safety, sign out and sign in again, then try this once more.',
  INVALID_CURSOR: 'This page link is damaged. Go back to the first page and try again.',
  QUOTA_EXCEEDED: 'You have reached the most this account can keep. Delete something you no longer need, then try again.',
  CHAMPION_REVOKED:
    'An admin removed your champion role, so you cannot choose Champion or Both. You can keep taking part as a Participant; to be a champion again, ask a programme admin to make you one.',
  ALREADY_CHAMPION: 'This person is already a champion.',
  RECIPE_SOURCE_EXISTS: 'A recipe from this page is already in your collection.',
  INVITATION_INVALID: 'This invitation code is not valid. Check it, or ask for a new invitation.',
  INVITATION_EXPIRED: 'This invitation has expired. Ask the person who invited you for a new one.',
  INVITATION_USED_UP: 'This invitation has already been used. Ask the person who invited you for a new one.',
  INVITATION_REVOKED: 'This invitation was withdrawn by the person who sent it.',
  INVITATION_OWN: 'This is your own invitation: send it to someone you would like to invite.',
  INVITATION_CONFIRM_MOVE: 'You are already in a champion’s group. Accepting moves you to this one.',
  INVALID_PASSWORD: 'Your current password is not right. Try again, or reset it from the sign-in page.',
  INVALID_EMAIL_OR_PASSWORD: 'That email and password do not match an account. Check them, or reset your password.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Sign in instead, or reset your password.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email already exists. Sign in instead, or reset your password.',
  INVALID_TOKEN: 'This link has expired or was already used. Ask for a new one.',
  PASSWORD_TOO_SHORT: 'That password is too short: use at least 10 characters.',
  PASSWORD_TOO_LONG: 'That password is too long. Use a shorter one.',
  WEAK_PASSWORD: 'That password is too easy to guess. Use a longer one, or a few unrelated words.',
  BUSY: 'The app is busy at the moment. Please try again in a few seconds.',
};

/**
 * Codes whose server message says more than the words above (it names the field, the limit, the recipe, the
 * wait), so it is shown when the server sent one; for the others the words above always stand, whatever a
 * library's message said ("Invalid password").
 */
const serverSaysMore: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'BAD_REQUEST',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'QUOTA_EXCEEDED',
  'ALREADY_CHAMPION',
  'INVITATION_CONFIRM_MOVE',
  'WRONG_ADDRESS',
  'WRONG_PASSWORD',
  'SIGN_IN_AGAIN',
  'WEAK_PASSWORD',
  'BUSY',
  'UNAUTHORIZED',
]);

/** The words for a failed call: by its code, or by its status when the answer carried no code we know. */
export function errorWordsFor(status: number, code: string | undefined, serverMessage: string | undefined): string {
  const known: ErrorCode = isErrorCode(code) ? code : errorCodeOfStatus(status);
  // A code this list does not know yet comes with words of its own, which beat generic ones.
  const unlisted = code !== undefined && !isErrorCode(code);
  if (serverMessage && (serverSaysMore.has(known) || unlisted)) return serverMessage;
  return errorWords[known];
}

/**
 * The error for a failed answer, in the words above, never a bare status text like "Forbidden". It always has a
 * code (the status's own when the answer carried none: a proxy's page), so pages can switch on codes alone.
 */
export function apiErrorOf(status: number, body: ApiErrorBody | null): ApiError {
  const code = body?.code ?? errorCodeOfStatus(status);
  return new ApiError(status, errorWordsFor(status, body?.code, body?.error), code, body?.details ?? []);
}

/** The error for a call that never reached the server. */
export const networkError = (): ApiError => new ApiError(0, errorWords.NETWORK_ERROR, 'NETWORK_ERROR');
