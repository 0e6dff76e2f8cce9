import type { ErrorCode } from '../../shared/error-codes.ts';
import { ApiError } from './api-client.ts';

/**
 * What kind of failure a call met, for pages to switch on. Pages ask by the error's code (src/shared/error-codes.ts),
 * never by its HTTP status: only these few questions read the status, and only here.
 */

/** The server answered (a refusal or a failure of its own), rather than the call never reaching it. */
export function answeredByServer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status !== 0;
}

/** The call failed with one of these codes (typed so that "not this code" still leaves an ApiError an ApiError). */
export function failedWith<C extends ErrorCode>(error: unknown, ...codes: C[]): error is ApiError & { readonly code: C } {
  return error instanceof ApiError && error.code !== undefined && (codes as readonly string[]).includes(error.code);
}

/** The server refused the request itself (a 4xx): asking again unchanged gets the same answer. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
