import type { ApiErrorBody } from '../../shared/api-error.ts';
import { errorCodeOfStatus, isErrorCode, type ErrorCode } from '../../shared/error-codes.ts';
import { ApiError } from './api-client.ts';
import { translate } from './i18n/i18n.ts';

/**
 * What a person reads for each error code: the one place in the browser that turns codes into words, in the
 * active language (the catalogue's `error.<CODE>` messages). Every code in src/shared/error-codes.ts has its
 * words; error-words.test.ts keeps it so.
 */
export const errorWords = (code: ErrorCode): string => translate(`error.${code}`);

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
  'HOUSEHOLD_CONFIRM_MOVE',
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
  return errorWords(known);
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
export const networkError = (): ApiError => new ApiError(0, errorWords('NETWORK_ERROR'), 'NETWORK_ERROR');
