import { describe, expect, it } from 'vitest';
import { periodKey } from './period.ts';

describe('periodKey', () => {
  it('names a week by its Monday in UTC, from Monday 00:00 to Sunday 23:59', () => {
    expect(periodKey('week', new Date('2026-11-23T00:00:00.000Z'))).toBe('week-2026-11-23');
    expect(periodKey('week', new Date('2026-11-26T23:30:00.000Z'))).toBe('week-2026-11-23');
    expect(periodKey('week', new Date('2026-11-29T23:59:59.999Z'))).toBe('week-2026-11-23');
    expect(periodKey('week', new Date('2026-11-30T00:00:00.000Z'))).toBe('week-2026-11-30');
    // Across a year's end.
    expect(periodKey('week', new Date('2027-01-01T12:00:00.000Z'))).toBe('week-2026-12-28');
  });

  it('names a day and an hour in UTC', () => {
    expect(periodKey('day', new Date('2026-11-26T23:30:00.000Z'))).toBe('2026-11-26');
    expect(periodKey('hour', new Date('2026-11-26T23:30:00.000Z'))).toBe('2026-11-26T23');
  });
});
