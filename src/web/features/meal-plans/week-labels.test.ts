import { describe, expect, it } from 'vitest';
import { mealTypeLabel, slotName, slotTitle } from './slot-names.ts';
import { dayLabel, weekdayName, weekHeading } from './week-labels.ts';

describe('the words of the planner', () => {
  it('names days and slots the way the page and its tests do', () => {
    expect(weekdayName('2025-11-24')).toBe('Monday');
    expect(dayLabel('2025-11-24')).toBe('Monday 24 November');
    expect(slotName('2025-11-25', 'dinner')).toBe('Tuesday dinner');
    expect(slotTitle('2025-11-24', 'breakfast')).toBe('Monday 24 November, breakfast');
    expect(mealTypeLabel('snack')).toBe('Snack');
  });

  it.each([
    ['2025-11-24', '24 – 30 November 2025'],
    ['2025-10-27', '27 October – 2 November 2025'],
    ['2025-12-29', '29 December 2025 – 4 January 2026'],
    ['2026-03-01', '1 – 7 March 2026'],
  ])('heads the week from %s as %s', (start, heading) => {
    // ICU writes thin spaces around the dash; the test reads them as spaces.
    expect(weekHeading(start, 'en-GB').replace(/\s/g, ' ')).toBe(heading);
  });

  it("writes days and weeks in the reader's locale, but slot names in the interface's language", () => {
    expect(dayLabel('2025-11-24', 'en-US')).toBe('Monday, November 24');
    expect(weekHeading('2025-11-24', 'en-US').replace(/\s/g, ' ')).toBe('November 24 – 30, 2025');
    expect(dayLabel('2025-11-24', 'de-DE')).toBe('Montag, 24. November');
    expect(slotName('2025-11-24', 'lunch')).toBe('Monday lunch');
  });

  it('keeps the day across a daylight-saving change', () => {
    expect(dayLabel('2026-03-29')).toBe('Sunday 29 March');
    expect(dayLabel('2026-10-25')).toBe('Sunday 25 October');
  });
});
