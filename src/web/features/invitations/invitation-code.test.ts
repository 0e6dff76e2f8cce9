import { describe, expect, it } from 'vitest';
import { invitationCodeFromInput } from './invitation-code.ts';

describe('invitationCodeFromInput', () => {
  it.each([
    ['abc123', 'abc123'],
    ['  abc123 \n', 'abc123'],
    ['https://kitchen.example/accept-invite/abc123', 'abc123'],
    ['http://127.0.0.1:4173/accept-invite/abc123?utm=x', 'abc123'],
    ['/accept-invite/abc123/', 'abc123'],
    ['/accept-invite/a%20b', 'a b'],
    ['/accept-invite/%E0%A4%A', '%E0%A4%A'],
    ['', ''],
  ])('%j gives %j', (input, code) => {
    expect(invitationCodeFromInput(input)).toBe(code);
  });
});
