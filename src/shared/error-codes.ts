/**
 * Every `code` an error body can carry, in one list: the HTTP ones the server gives any AppError, the finer ones
 * operations set (clientCode), better-auth's that reach a person, and the client's own for a call that never
 * reached the server. The browser's words for each are in src/web/lib/error-words.ts, which a test holds to
 * this list. Plain strings (no zod): the browser reads this on every page's first load.
 */
export const httpErrorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;

export const errorCodes = [
  ...httpErrorCodes,
  /** The browser could not reach the server at all. */
  'NETWORK_ERROR',
  // Operations' own codes.
  'WRONG_PASSWORD',
  'WRONG_ADDRESS',
  'SIGN_IN_AGAIN',
  'INVALID_CURSOR',
  'QUOTA_EXCEEDED',
  'CHAMPION_REVOKED',
  'ALREADY_CHAMPION',
  'RECIPE_SOURCE_EXISTS',
  'INVITATION_INVALID',
  'INVITATION_EXPIRED',
  'INVITATION_USED_UP',
  'INVITATION_REVOKED',
  'INVITATION_OWN',
  'INVITATION_CONFIRM_MOVE',
  'HOUSEHOLD_FULL',
  'HOUSEHOLD_ALREADY_MEMBER',
  'HOUSEHOLD_CONFIRM_MOVE',
  'HOUSEHOLD_ALONE',
  'IMPORT_RUNNING',
  // better-auth's, as its endpoints answer them (our hooks add WEAK_PASSWORD and BUSY).
  'INVALID_PASSWORD',
  'INVALID_EMAIL_OR_PASSWORD',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'INVALID_TOKEN',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'WEAK_PASSWORD',
  'BUSY',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (errorCodes as readonly string[]).includes(code);

const codeOfStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE',
};

/** The code for an answer that carried none of its own. */
export function errorCodeOfStatus(status: number): ErrorCode {
  if (status === 0) return 'NETWORK_ERROR';
  return codeOfStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
