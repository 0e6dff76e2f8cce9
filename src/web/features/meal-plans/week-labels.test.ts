import { describe, expect, it } from 'vitest';
import { dayLabel, slotName, slotTitle, weekdayName, weekHeading } from './week-labels.ts';

describe('the words of the planner', () => {
  it('names days and slots the way the page and its tests do', () => {
    expect(weekdayName('2025-11-24')).toBe('Monday');
    expect(dayLabel('2025-11-24')).toBe('Monday 24 November');
    expect(slotName('2025-11-25', 'dinner')).toBe('Tuesday dinner');
    expect(slotTitle('2025-11-24', 'breakfast')).toBe('Monday 24 November, breakfast');
  });

  it.each([
    ['2025-11-24', '24 – 30 November 2025'],
    ['2025-10-27', '27 October – 2 November 2025'],
    ['2025-12-29', '29 December 2025 – 4 January 2026'],
    ['2026-03-01', '1 – 7 March 2026'],
  ])('heads the week from %s as %s', (start, heading) => {
    expect(weekHeading(start)).toBe(heading);
  });

  it('keeps the day across a daylight-saving change', () => {
    expect(dayLabel('2026-03-29')).toBe('Sunday 29 March');
    expect(dayLabel('2026-10-25')).toBe('Sunday 25 October');
  });
});
