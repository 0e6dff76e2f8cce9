import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  clearWeekSchema,
  copyWeekSchema,
  dateRangeSchema,
  daysBetween,
  isIsoDate,
  isoDateSchema,
  MAX_RANGE_DAYS,
  mealPlanEntryCreateSchema,
  mealPlanEntryUpdateSchema,
  nextFreeDate,
  weekDates,
  weekStartOf,
} from './meal-plans.ts';

describe('weekStartOf', () => {
  it.each([
    // date, Monday start, Sunday start
    ['2026-01-01', '2025-12-29', '2025-12-28'], // a Thursday: both starts in the year before
    ['2025-12-28', '2025-12-22', '2025-12-28'], // a Sunday: the last day of a Monday week, the first of a Sunday one
    ['2025-12-29', '2025-12-29', '2025-12-28'], // a Monday
    ['2026-03-01', '2026-02-23', '2026-03-01'], // a Sunday after February's end
    ['2026-02-28', '2026-02-23', '2026-02-22'], // a Saturday
    ['2027-01-03', '2026-12-28', '2027-01-03'], // a Sunday across the year's end
    ['2026-11-30', '2026-11-30', '2026-11-29'], // a Monday across a month's end
  ])('%s starts a Monday week on %s and a Sunday week on %s', (date, monday, sunday) => {
    expect(weekStartOf(date, 'monday')).toBe(monday);
    expect(weekStartOf(date, 'sunday')).toBe(sunday);
  });

  it.each([
    // date, Saturday start
    ['2026-02-28', '2026-02-28'], // a Saturday: its own week's first day
    ['2026-03-06', '2026-02-28'], // the Friday after: the week's last day
    ['2026-01-01', '2025-12-27'], // a Thursday: the week starts in the year before
  ])('%s starts a Saturday week on %s', (date, saturday) => {
    expect(weekStartOf(date, 'saturday')).toBe(saturday);
  });
});

describe('calendar arithmetic in a time zone with daylight saving', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each([
    ['2026-03-07', 1, '2026-03-08'], // the day clocks go forward in the US
    ['2026-03-07', 2, '2026-03-09'],
    ['2026-03-28', 2, '2026-03-30'], // in the EU
    ['2026-10-31', 2, '2026-11-02'], // clocks go back in the US
    ['2026-11-02', -2, '2026-10-31'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'], // a leap year
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-08', 0, '2026-03-08'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it('gives the seven dates of a week across a change of clocks', () => {
    expect(weekDates('2026-03-02')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(weekDates('2026-10-26')[6]).toBe('2026-11-01');
  });
});

describe('isoDateSchema', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31', '2026-01-01'])('accepts %s', (date) => {
    expect(isoDateSchema.safeParse(date).success).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-04-31',
    '2026-1-1',
    '01/02/2026',
    '2026-01-01T00:00',
    '',
    20260101,
  ])('refuses %s', (date) => {
    expect(isoDateSchema.safeParse(date).success).toBe(false);
  });

  // The planner checks dates in its address with isIsoDate, without zod: it must take exactly what the schema takes.
  it.each([
    '2026-02-28',
    '2028-02-29',
    '2026-02-30',
    '2026-02-29',
    '2025-13-01',
    '2025-04-31',
    '2026-1-1',
    '01/02/2026',
    '2026-01-01T00:00',
    '',
  ])('isIsoDate agrees on %s', (date) => {
    expect(isIsoDate(date)).toBe(isoDateSchema.safeParse(date).success);
  });
});

describe('dateRangeSchema', () => {
  const from = '2026-01-01';
  it('accepts one day and the longest range', () => {
    expect(dateRangeSchema.safeParse({ from, to: from }).success).toBe(true);
    expect(dateRangeSchema.safeParse({ from, to: addDays(from, MAX_RANGE_DAYS - 1) }).success).toBe(true);
  });

  it('refuses a range a day too long, one that ends before it starts, and dates that do not exist', () => {
    expect(dateRangeSchema.safeParse({ from, to: addDays(from, MAX_RANGE_DAYS) }).success).toBe(false);
    expect(dateRangeSchema.safeParse({ from, to: '2025-12-31' }).success).toBe(false);
    expect(dateRangeSchema.safeParse({ from: '2026-02-30', to: '2026-03-02' }).success).toBe(false);
    expect(dateRangeSchema.safeParse({ from }).success).toBe(false);
  });
});

describe('the request schemas', () => {
  it('takes a recipe or a text for a new entry, never both or neither', () => {
    const slot = { date: '2026-03-02', mealType: 'dinner' };
    expect(mealPlanEntryCreateSchema.safeParse({ ...slot, recipeId: 'r1' }).success).toBe(true);
    expect(mealPlanEntryCreateSchema.safeParse({ ...slot, text: ' Leftovers ' }).data?.text).toBe('Leftovers');
    expect(mealPlanEntryCreateSchema.safeParse({ ...slot, recipeId: 'r1', text: 'Leftovers' }).success).toBe(false);
    expect(mealPlanEntryCreateSchema.safeParse(slot).success).toBe(false);
    expect(mealPlanEntryCreateSchema.safeParse({ ...slot, mealType: 'brunch', text: 'x' }).success).toBe(false);
  });

  it('refuses an empty or unknown change, weeks that overlap, and extra keys', () => {
    expect(mealPlanEntryUpdateSchema.safeParse({}).success).toBe(false);
    expect(mealPlanEntryUpdateSchema.safeParse({ recipeId: 'r2' }).success).toBe(false);
    expect(mealPlanEntryUpdateSchema.safeParse({ position: 0 }).success).toBe(true);
    expect(copyWeekSchema.safeParse({ from: '2026-03-02', to: '2026-03-09' }).success).toBe(true);
    expect(copyWeekSchema.safeParse({ from: '2026-03-09', to: '2026-03-02' }).success).toBe(true);
    expect(copyWeekSchema.safeParse({ from: '2026-03-02', to: '2026-03-08' }).success).toBe(false);
    expect(clearWeekSchema.safeParse({ weekStart: '2026-03-02', extra: 1 }).success).toBe(false);
  });
});

describe('nextFreeDate', () => {
  const at = (date: string, mealType: 'dinner' | 'lunch' = 'dinner') => ({ date, mealType });

  it('is today when today has nothing in that meal', () => {
    expect(nextFreeDate([at('2026-03-02', 'lunch'), at('2026-03-01')], 'dinner', '2026-03-02')).toBe('2026-03-02');
  });

  it('is the first day from today with nothing in that meal, whatever the other meals hold', () => {
    const entries = [at('2026-03-02'), at('2026-03-03'), at('2026-03-04', 'lunch'), at('2026-03-05')];
    expect(nextFreeDate(entries, 'dinner', '2026-03-02')).toBe('2026-03-04');
    expect(nextFreeDate(entries, 'lunch', '2026-03-02')).toBe('2026-03-02');
  });

  it('is today when every day looked at is taken, never a past day', () => {
    const entries = Array.from({ length: MAX_RANGE_DAYS }, (_, i) => at(addDays('2026-03-02', i)));
    expect(nextFreeDate(entries, 'dinner', '2026-03-02')).toBe('2026-03-02');
    expect(nextFreeDate(entries, 'dinner', '2026-03-02', MAX_RANGE_DAYS + 1)).toBe(addDays('2026-03-02', MAX_RANGE_DAYS));
  });
});
