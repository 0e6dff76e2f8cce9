import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCalendarRange, formatMoment, readerLocale, type DateStyle } from './date-format.ts';

/** ICU puts thin and narrow no-break spaces around range dashes and times; the tests read them as spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatCalendarDate', () => {
  it.each<[DateStyle, string, string, string]>([
    ['weekday', 'Friday', 'Friday', 'Freitag'],
    ['dayMonth', '27 November', 'November 27', '27. November'],
    ['shortDayMonth', '27 Nov', 'Nov 27', '27. Nov.'],
    ['weekdayDate', 'Friday 27 November', 'Friday, November 27', 'Freitag, 27. November'],
    ['date', '27 November 2026', 'November 27, 2026', '27. November 2026'],
    ['shortDate', '27 Nov 2026', 'Nov 27, 2026', '27. Nov. 2026'],
  ])('%s: en-GB %j, en-US %j, de-DE %j', (style, britain, us, germany) => {
    expect(plain(formatCalendarDate('2026-11-27', style, 'en-GB'))).toBe(britain);
    expect(plain(formatCalendarDate('2026-11-27', style, 'en-US'))).toBe(us);
    expect(plain(formatCalendarDate('2026-11-27', style, 'de-DE'))).toBe(germany);
  });

  it('keeps the day whatever the time zone and across a daylight-saving change (dates are read in UTC)', () => {
    expect(formatCalendarDate('2026-03-29', 'weekdayDate', 'en-GB')).toBe('Sunday 29 March');
    expect(formatCalendarDate('2026-10-25', 'weekdayDate', 'en-GB')).toBe('Sunday 25 October');
  });

  it('gives back what is not a calendar date, rather than "Invalid Date"', () => {
    expect(formatCalendarDate('soon', 'date', 'en-GB')).toBe('soon');
    expect(formatCalendarDate('2026-13-45', 'date', 'en-GB')).toBe('2026-13-45');
  });

  it('falls back to British dates for a locale the browser cannot use', () => {
    expect(formatCalendarDate('2026-11-27', 'date', 'not a locale!')).toBe('27 November 2026');
  });
});

describe('formatCalendarRange', () => {
  it.each([
    ['en-GB', '2026-11-23', '2026-11-29', '23 – 29 November 2026'],
    ['en-GB', '2026-11-30', '2026-12-06', '30 November – 6 December 2026'],
    ['en-GB', '2026-12-28', '2027-01-03', '28 December 2026 – 3 January 2027'],
    ['en-US', '2026-11-23', '2026-11-29', 'November 23 – 29, 2026'],
    ['en-US', '2026-11-30', '2026-12-06', 'November 30 – December 6, 2026'],
    ['en-US', '2026-12-28', '2027-01-03', 'December 28, 2026 – January 3, 2027'],
    ['de-DE', '2026-11-23', '2026-11-29', '23.–29. November 2026'],
    ['de-DE', '2026-11-30', '2026-12-06', '30. November – 6. Dezember 2026'],
    ['en-GB', '2026-11-23', '2026-11-23', '23 November 2026'],
  ])('%s %s to %s → %j', (locale, from, to, text) => {
    expect(plain(formatCalendarRange(from, to, 'date', locale))).toBe(text);
  });

  it('writes two dates that are no dates as given', () => {
    expect(formatCalendarRange('x', '2026-11-29', 'date', 'en-GB')).toBe('x – 2026-11-29');
  });
});

describe('formatMoment', () => {
  it('writes a timestamp in the named style', () => {
    expect(formatMoment('2026-12-09T12:00:00Z', 'date', 'en-GB')).toBe('9 December 2026');
    expect(formatMoment(new Date('2026-12-09T12:00:00Z'), 'date', 'en-US')).toBe('December 9, 2026');
    expect(formatMoment('2026-12-09T12:00:00Z', 'shortDate', 'de-DE')).toBe('9. Dez. 2026');
  });

  it('gives back text that is not a moment', () => {
    expect(formatMoment('never', 'date', 'en-GB')).toBe('never');
  });
});

describe('readerLocale', () => {
  it('is British where no browser says (as under Node)', () => {
    expect(readerLocale()).toBe(typeof navigator === 'undefined' ? 'en-GB' : navigator.language);
  });
});
