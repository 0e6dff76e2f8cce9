import { describe, expect, it } from 'vitest';
import { currentWeek, formatDateRange, readShoppingRange, shiftWeeks, shoppingListSearch } from './shopping-range.ts';

const today = '2026-11-19'; // a Thursday
const read = (query: string, weekStart: 'monday' | 'sunday' = 'monday') => readShoppingRange(new URLSearchParams(query), today, weekStart);

describe('the shopping list range', () => {
  it('is the current week by the person’s week start when the URL gives none', () => {
    expect(read('')).toEqual({ range: { from: '2026-11-16', to: '2026-11-22' }, invalid: false });
    expect(read('', 'sunday')).toEqual({ range: { from: '2026-11-15', to: '2026-11-21' }, invalid: false });
    expect(currentWeek('2026-11-16', 'monday')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('takes any valid range from the URL, and a start alone as seven days', () => {
    expect(read('from=2026-12-01&to=2026-12-03').range).toEqual({ from: '2026-12-01', to: '2026-12-03' });
    expect(read('from=2026-12-01').range).toEqual({ from: '2026-12-01', to: '2026-12-07' });
    expect(read('from=2026-12-01&to=2026-12-01').range).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it.each([
    ['to=2026-12-03'],
    ['from=2026-02-30&to=2026-03-02'],
    ['from=yesterday&to=today'],
    ['from=2026-12-03&to=2026-12-01'],
    ['from=2026-01-01&to=2026-06-01'],
  ])('falls back to the current week and says so for %s', (query) => {
    expect(read(query)).toEqual({ range: { from: '2026-11-16', to: '2026-11-22' }, invalid: true });
  });

  it('moves by whole weeks, across months and years', () => {
    expect(shiftWeeks({ from: '2026-12-28', to: '2027-01-03' }, 1)).toEqual({ from: '2027-01-04', to: '2027-01-10' });
    expect(shiftWeeks({ from: '2026-03-02', to: '2026-03-04' }, -1)).toEqual({ from: '2026-02-23', to: '2026-02-25' });
  });

  it('writes the range back as a query', () => {
    expect(shoppingListSearch({ from: '2026-11-16', to: '2026-11-22' })).toBe('?from=2026-11-16&to=2026-11-22');
  });

  it('reads a range as people write it, whatever the time zone', () => {
    // ICU versions differ in the spaces around the dash; the words and their order are what matter.
    const read = (from: string, to: string) => formatDateRange({ from, to }, 'en-GB').replace(/\s+/g, ' ');
    expect(read('2026-11-16', '2026-11-22')).toMatch(/^16 ?– ?22 November 2026$/);
    expect(read('2026-11-30', '2026-12-06')).toMatch(/^30 November ?– ?6 December 2026$/);
    expect(read('2026-12-28', '2027-01-03')).toMatch(/^28 December 2026 ?– ?3 January 2027$/);
    expect(read('2026-11-16', '2026-11-16')).toBe('16 November 2026');
  });
});
