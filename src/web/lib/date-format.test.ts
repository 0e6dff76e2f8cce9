import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate, formatCalendarRange, formatMoment, readerLocale, type DateStyle } from './date-format.ts';

/** ICU puts thin and narrow no-break spaces around range dashes and times; the tests read them as spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

/** The styles a calendar day is written in (a day has no time, so not `dateTime`), and 27 November 2026 in each. */
type DayStyle = Exclude<DateStyle, 'dateTime'>;

const dayInEachStyle: [locale: string, texts: Record<DayStyle, string>][] = [
  [
    'en-GB',
    {
      weekday: 'Friday',
      shortWeekday: 'Fri',
      dayMonth: '27 November',
      shortDayMonth: '27 Nov',
      weekdayDate: 'Friday 27 November',
      date: '27 November 2026',
      shortDate: '27 Nov 2026',
    },
  ],
  [
    'en-US',
    {
      weekday: 'Friday',
      shortWeekday: 'Fri',
      dayMonth: 'November 27',
      shortDayMonth: 'Nov 27',
      weekdayDate: 'Friday, November 27',
      date: 'November 27, 2026',
      shortDate: 'Nov 27, 2026',
    },
  ],
  [
    'de-DE',
    {
      weekday: 'Freitag',
      shortWeekday: 'Fr',
      dayMonth: '27. November',
      shortDayMonth: '27. Nov.',
      weekdayDate: 'Freitag, 27. November',
      date: '27. November 2026',
      shortDate: '27. Nov. 2026',
    },
  ],
];

describe.each(dayInEachStyle)('formatCalendarDate in %s', (locale, texts) => {
  it.each(Object.entries(texts) as [DayStyle, string][])('%s: %j', (style, text) => {
    expect(plain(formatCalendarDate('2026-11-27', style, locale))).toBe(text);
  });
});

describe('formatCalendarDate', () => {
  it.each([
    ['2026-03-29', 'Sunday 29 March'],
    ['2026-10-25', 'Sunday 25 October'],
  ])('keeps the day of %s across a daylight-saving change, whatever the time zone (dates are read in UTC)', (day, text) => {
    expect(formatCalendarDate(day, 'weekdayDate', 'en-GB')).toBe(text);
  });

  it.each(['soon', '2026-13-45'])('gives back %j, which is not a calendar date, rather than "Invalid Date"', (text) => {
    expect(formatCalendarDate(text, 'date', 'en-GB')).toBe(text);
  });

  it('falls back to British dates for a locale the browser cannot use', () => {
    expect(formatCalendarDate('2026-11-27', 'date', 'not a locale!')).toBe('27 November 2026');
  });
});

/** A week within a month, one across a month's end, one across the year's end (and, in en-GB, a single day). */
const rangesByLocale: [locale: string, ranges: [from: string, to: string, text: string][]][] = [
  [
    'en-GB',
    [
      ['2026-11-23', '2026-11-29', '23 – 29 November 2026'],
      ['2026-11-30', '2026-12-06', '30 November – 6 December 2026'],
      ['2026-12-28', '2027-01-03', '28 December 2026 – 3 January 2027'],
      ['2026-11-23', '2026-11-23', '23 November 2026'],
    ],
  ],
  [
    'en-US',
    [
      ['2026-11-23', '2026-11-29', 'November 23 – 29, 2026'],
      ['2026-11-30', '2026-12-06', 'November 30 – December 6, 2026'],
      ['2026-12-28', '2027-01-03', 'December 28, 2026 – January 3, 2027'],
    ],
  ],
  [
    'de-DE',
    [
      ['2026-11-23', '2026-11-29', '23.–29. November 2026'],
      ['2026-11-30', '2026-12-06', '30. November – 6. Dezember 2026'],
    ],
  ],
];

describe.each(rangesByLocale)('formatCalendarRange in %s', (locale, ranges) => {
  it.each(ranges)('%s to %s → %j', (from, to, text) => {
    expect(plain(formatCalendarRange(from, to, 'date', locale))).toBe(text);
  });
});

describe('formatCalendarRange', () => {
  it('writes two dates that are no dates as given', () => {
    expect(formatCalendarRange('x', '2026-11-29', 'date', 'en-GB')).toBe('x – 2026-11-29');
  });
});

describe('formatMoment', () => {
  it.each<[moment: string | Date, style: DateStyle, locale: string, text: string]>([
    ['2026-12-09T12:00:00Z', 'date', 'en-GB', '9 December 2026'],
    [new Date('2026-12-09T12:00:00Z'), 'date', 'en-US', 'December 9, 2026'],
    ['2026-12-09T12:00:00Z', 'shortDate', 'de-DE', '9. Dez. 2026'],
  ])('writes %j in the style %s for %s: %j', (moment, style, locale, text) => {
    expect(formatMoment(moment, style, locale)).toBe(text);
  });

  it('gives back text that is not a moment', () => {
    expect(formatMoment('never', 'date', 'en-GB')).toBe('never');
  });
});

describe('readerLocale', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the page’s language where no browser says (as under Node)', () => {
    vi.stubGlobal('navigator', undefined);
    expect(readerLocale()).toBe('en-GB');
  });

  it('takes the browser’s regional form of the page’s language', () => {
    vi.stubGlobal('navigator', { language: 'en-AU' });
    expect(readerLocale()).toBe('en-AU');
  });

  it('keeps the browser’s own dates for a language the app does not ship', () => {
    vi.stubGlobal('navigator', { language: 'sv-SE' });
    expect(readerLocale()).toBe('sv-SE');
  });
});
