import { errorCodeOfStatus, type ErrorCode } from '../../shared/error-codes.ts';
import { ApiError } from './api-client.ts';

/**
 * What kind of failure a call met, for pages to switch on. Pages ask by the error's code (src/shared/error-codes.ts),
 * never by its HTTP status: the status is read only in src/web/lib (here, and in the API client, the query client's
 * retries and the session read, which every page loads first and which stay free of the list of codes).
 */

/** The server answered (a refusal or a failure of its own), rather than the call never reaching it. */
export function answeredByServer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status !== 0;
}

/** The error's code: the server's, or its status's own for an answer that carried none (a proxy's error page). */
export function errorCodeOf(error: ApiError): string {
  return error.code ?? errorCodeOfStatus(error.status);
}

/** The call failed with one of these codes (typed so that "not this code" still leaves an ApiError an ApiError). */
export function failedWith<C extends ErrorCode>(error: unknown, ...codes: C[]): error is ApiError & { readonly code: C } {
  return error instanceof ApiError && (codes as readonly string[]).includes(errorCodeOf(error));
}

/** The server refused the request itself (a 4xx): asking again unchanged gets the same answer. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
