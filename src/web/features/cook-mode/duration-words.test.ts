import { describe, expect, it } from 'vitest';
import { clockWords, durationRangeWords, durationWords } from './duration-words.ts';

describe('duration words', () => {
  it('names a timer by its duration in the reader’s language', () => {
    expect(durationWords(1200, 'en-GB')).toBe('20 minutes');
    expect(durationWords(4500, 'en-GB')).toBe('1 hour, 15 minutes');
    expect(durationWords(1200, 'de')).toBe('20 Minuten');
    expect(durationRangeWords(1200, 1500, 'en-GB')).toBe('20–25 minutes');
    expect(durationRangeWords(3600, 7200, 'en-GB')).toBe('1–2 hours');
  });

  it('reads the time left as a clock', () => {
    expect(clockWords(1198, 'en-GB')).toBe('19:58');
    expect(clockWords(3849, 'en-GB')).toBe('1:04:09');
  });
});
