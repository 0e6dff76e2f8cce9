import { locales, sourceLocale } from '../../shared/i18n/locales.ts';
import { activeLocale } from './i18n/active-locale.ts';

/**
 * Every date the app shows is written here, in the reader's locale, in one of a few named formats, so the same
 * day reads the same way on every page ("24 November 2026" in Britain, "November 24, 2026" in the US). The
 * locale is the page's language, in the browser's regional form of it (readerLocale; decision 0044).
 *
 * Two kinds of value come in:
 * - **calendar dates** ("2026-11-24": a planned meal's day, a week's start) name a day, not an instant. They
 *   are read and written in UTC, as the shared date helpers make them, so no time zone moves a day;
 * - **moments** (an ISO timestamp: when someone joined, when a link expires) are shown in the reader's own
 *   time zone.
 */

export type DateStyle =
  /** "Tuesday" */
  | 'weekday'
  /** "Tue" */
  | 'shortWeekday'
  /** "24 November" */
  | 'dayMonth'
  /** "24 Nov" */
  | 'shortDayMonth'
  /** "Tuesday 24 November" */
  | 'weekdayDate'
  /** "24 November 2026" */
  | 'date'
  /** "24 Nov 2026" */
  | 'shortDate'
  /** "24 Nov 2026, 14:05" */
  | 'dateTime';

const styles: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  weekday: { weekday: 'long' },
  shortWeekday: { weekday: 'short' },
  dayMonth: { day: 'numeric', month: 'long' },
  shortDayMonth: { day: 'numeric', month: 'short' },
  weekdayDate: { weekday: 'long', day: 'numeric', month: 'long' },
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/** Where a language tag cannot be used (a malformed one), dates read as in the programme's own country. */
const FALLBACK_LOCALE = sourceLocale;

const languageOf = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/**
 * The reader's locale for dates and numbers: the page's language, in the browser's regional form of it (an
 * Australian browser reading the English pages gets Australian dates). A browser whose language the app does not
 * ship yet keeps its own dates; one whose language the app ships but which the person set aside for another
 * gets the chosen language's. Read on each call, so a change of language needs no reload.
 */
export function readerLocale(): string {
  const page = activeLocale();
  const browser = typeof navigator !== 'undefined' ? navigator.language : '';
  if (!browser || languageOf(browser) === languageOf(page)) return browser || page;
  return locales.some((locale) => languageOf(locale) === languageOf(browser)) ? page : browser;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formatters are costly to make and every list row asks for one: one per locale, style and zone. */
function formatter(locale: string, style: DateStyle, zone: 'UTC' | 'local'): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${zone}`;
  let made = formatters.get(key);
  if (made === undefined) {
    let options: Intl.DateTimeFormatOptions = styles[style];
    if (zone === 'UTC') options = { ...options, timeZone: 'UTC' };
    try {
      made = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A language tag the browser cannot use (a malformed one) falls back rather than breaking the page.
      made = new Intl.DateTimeFormat(FALLBACK_LOCALE, options);
    }
    formatters.set(key, made);
  }
  return made;
}

// The first formatter a page makes loads the locale's date data: about 20 ms in a desktop browser, four times that
// on a slow phone; every later one is made in a fraction of a millisecond. The pages that show dates load this
// module before their data arrives, so the first one is made in a task of its own as soon as the module has loaded,
// rather than inside the render that draws the data (which would be that much longer).
if (typeof window !== 'undefined') {
  setTimeout(() => formatter(readerLocale(), 'date', 'UTC'), 0);
}

/** "2026-11-24" as a Date at UTC midnight; null when it is not such a date. */
function calendarDate(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00.000Z`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** A calendar date ("2026-11-24") in a named style: "Tuesday 24 November". Anything else comes back as given. */
export function formatCalendarDate(date: string, style: DateStyle, locale = readerLocale()): string {
  const parsed = calendarDate(date);
  return parsed === null ? date : formatter(locale, style, 'UTC').format(parsed);
}

/**
 * Two calendar dates as one range, each part written once: "23–29 November 2026", "November 23 – 29, 2026",
 * "28 November – 4 December 2026". The same day twice is that day.
 */
export function formatCalendarRange(from: string, to: string, style: DateStyle = 'date', locale = readerLocale()): string {
  const start = calendarDate(from);
  const end = calendarDate(to);
  if (start === null || end === null) return `${from} – ${to}`;
  const format = formatter(locale, style, 'UTC');
  return from === to || end < start ? format.format(start) : format.formatRange(start, end);
}

/** A moment (an ISO timestamp, or a Date) in the reader's time zone: "24 November 2026". Unreadable text comes back as given. */
export function formatMoment(value: string | Date, style: DateStyle, locale = readerLocale()): string {
  const parsed = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(parsed.getTime())) return typeof value === 'string' ? value : '';
  return formatter(locale, style, 'local').format(parsed);
}
