import type { MessageKey, MessageValues } from '../../../shared/i18n/messages.ts';
import { words } from '../i18n.ts';

export type FetchErrorReason =
  | 'invalid-url'
  | 'blocked-address'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects'
  | 'unreachable'
  | 'http-status'
  | 'unsupported-content';

/**
 * Why an outbound fetch failed, with words for the person who asked for the page. The message is in the language
 * of the request being answered when the error is made; `key` and `values` let the caller ask for the words again
 * at the moment it refuses (the error may be made in a callback that runs outside the request's context).
 */
export class FetchError extends Error {
  override name = 'FetchError';
  constructor(
    readonly reason: FetchErrorReason,
    readonly key: MessageKey,
    readonly values?: MessageValues,
    options?: { cause?: unknown },
  ) {
    super(words(key, values), options);
  }

  /** The refusal in the language of the request being answered now. */
  words(): string {
    return words(this.key, this.values);
  }
}

/** The catalogue keys of the fetcher's refusals (src/shared/i18n/catalogues). */
export const fetchMessages = {
  blocked: 'server.import.blocked',
  scheme: 'server.import.scheme',
  credentials: 'server.import.credentials',
  invalid: 'server.import.invalid',
  timeout: 'server.import.timeout',
  tooManyRedirects: 'server.import.tooManyRedirects',
  unreachable: 'server.import.unreachable',
  compressedWith: 'server.import.compressedWith',
  compressionDamaged: 'server.import.compressionDamaged',
  httpStatus: 'server.import.httpStatus',
  notAWebPage: 'server.import.notAWebPage',
  noContentType: 'server.import.noContentType',
  tooLarge: 'server.import.tooLarge',
} as const satisfies Record<string, MessageKey>;

/** A size as a whole number of the largest unit that divides it: the catalogue's words name the unit. */
export function sizeInUnits(bytes: number): { amount: number; unit: 'MB' | 'KB' | 'bytes' } {
  const MB = 1024 * 1024;
  if (bytes >= MB && bytes % MB === 0) return { amount: bytes / MB, unit: 'MB' };
  if (bytes >= 1024 && bytes % 1024 === 0) return { amount: bytes / 1024, unit: 'KB' };
  return { amount: bytes, unit: 'bytes' };
}

export const tooLarge = (maxBytes: number) => new FetchError('too-large', fetchMessages.tooLarge, sizeInUnits(maxBytes));
