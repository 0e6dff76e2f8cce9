import { describe, expect, it } from 'vitest';
import { confirmsEmail } from './account-data.ts';

describe('confirmsEmail', () => {
  it.each([
    ['ada@example.com', 'ada@example.com', true],
    ['  ADA@example.com ', 'ada@example.com', true],
    ['ada@example.co', 'ada@example.com', false],
    ['', '', false],
    ['   ', 'ada@example.com', false],
  ])('%j for %j is %j', (typed, email, ok) => {
    expect(confirmsEmail(typed, email)).toBe(ok);
  });
});
