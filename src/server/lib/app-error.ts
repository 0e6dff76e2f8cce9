/** The one error type operations throw; http/error-response.ts maps the code to an HTTP status and {"error": message}. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof errorStatus;

export interface AppErrorOptions {
  /** A finer code for the client to switch on (INVITATION_EXPIRED…); the body's `code` is the HTTP one otherwise. */
  clientCode?: string;
  /** More fields of the body, e.g. who the person's current champion is. */
  body?: Record<string, unknown>;
  /** Sent as Retry-After with 429. */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
  }

  get status(): (typeof errorStatus)[AppErrorCode] {
    return errorStatus[this.code];
  }
}
