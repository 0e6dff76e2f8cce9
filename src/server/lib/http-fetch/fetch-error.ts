export type FetchErrorReason =
  | 'invalid-url'
  | 'blocked-address'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects'
  | 'unreachable'
  | 'http-status'
  | 'unsupported-content';

/** Why an outbound fetch failed, with a message written for the person who asked for the page. */
export class FetchError extends Error {
  override name = 'FetchError';
  constructor(
    readonly reason: FetchErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const fetchMessages = {
  blocked: 'That address is not allowed: it points inside a private network',
  scheme: 'Only http:// and https:// addresses can be imported',
  credentials: 'Addresses with a user name or password cannot be imported',
  invalid: 'That is not a web address',
  timeout: 'The page took too long to answer',
  tooManyRedirects: 'Too many redirects',
  unreachable: 'The page could not be reached',
  unreadable: 'The page could not be read',
} as const;

export function formatSize(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

export const tooLarge = (maxBytes: number) => new FetchError('too-large', `The page is larger than ${formatSize(maxBytes)}`);
