import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../shared/error-codes.ts';
import { invitationErrorCodes } from '../../shared/invitations.ts';
import { championRevokedCode } from '../../shared/champion-choice.ts';
import { QUOTA_EXCEEDED } from '../../shared/quotas.ts';
import { errorWords, errorWordsFor } from './error-words.ts';

describe('errorWords', () => {
  it('has words for every code in the shared list, and no others', () => {
    for (const code of errorCodes) expect(errorWords(code)).toMatch(/^[A-Z].*\.$/);
  });

  it('lists the codes other modules define', () => {
    for (const code of [...Object.values(invitationErrorCodes), championRevokedCode, QUOTA_EXCEEDED]) expect(errorCodes).toContain(code);
  });
});

describe('errorWordsFor', () => {
  // Regression: better-auth's "Invalid password" reached the profile's change-password form as it was.
  it('puts words for people in place of a library’s message', () => {
    expect(errorWordsFor(400, 'INVALID_PASSWORD', 'Invalid password')).toBe(errorWords('INVALID_PASSWORD'));
  });

  it('keeps the server’s words where they say more (the field, the limit, the wait)', () => {
    expect(errorWordsFor(400, 'BAD_REQUEST', 'Enter a whole number from 1 to 100')).toBe('Enter a whole number from 1 to 100');
    expect(errorWordsFor(429, undefined, 'Too many tries. Wait 2 minutes.')).toBe('Too many tries. Wait 2 minutes.');
  });

  it('never shows a bare status text', () => {
    expect(errorWordsFor(403, undefined, undefined)).toBe(errorWords('FORBIDDEN'));
    expect(errorWordsFor(502, undefined, undefined)).toBe(errorWords('INTERNAL'));
    expect(errorWordsFor(0, undefined, undefined)).toBe(errorWords('NETWORK_ERROR'));
  });
});
