import { describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage, waitText } from './rate-limit.ts';

describe('waitText', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [240, '4 minutes'],
    [900, '15 minutes'],
    [3600, '1 hour'],
    [86_400, '24 hours'],
  ])('%d seconds reads "%s"', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  // Review 14.14: a limited sign-in did not say how long to wait.
  it('says the wait in the message', () => {
    expect(tooManyAttemptsMessage(240)).toBe('Too many attempts. Try again in 4 minutes.');
  });
});
