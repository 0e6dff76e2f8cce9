/**
 * The languages the app ships, in one list (docs/decisions/0044-languages.md). Each has a complete catalogue in
 * ./catalogues/<tag>.json; scripts/check-catalogues.ts fails the build when one lacks a message the source has.
 * Plain data (no library): the browser reads it on every page's first load.
 */
export const locales = ['en-GB', 'en-US', 'de', 'fr', 'es', 'nl', 'it', 'pt-BR', 'pl', 'tr', 'ar'] as const;

export type Locale = (typeof locales)[number];

/** The language the messages are written in first: every other catalogue is checked against it. */
export const sourceLocale: Locale = 'en-GB';

export interface LocaleInfo {
  /** The language's own name for itself, as the language switcher lists it. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** The day its speakers' calendars start the week on, unless the person's profile says otherwise. */
  weekStart: 'monday' | 'sunday' | 'saturday';
}

/** Every language the app may ship, shipped or not yet complete, so adding one to `locales` is one line. */
export const localeInfo: Record<string, LocaleInfo> = {
  'en-GB': { name: 'English (UK)', dir: 'ltr', weekStart: 'monday' },
  'en-US': { name: 'English (US)', dir: 'ltr', weekStart: 'sunday' },
  de: { name: 'Deutsch', dir: 'ltr', weekStart: 'monday' },
  fr: { name: 'Français', dir: 'ltr', weekStart: 'monday' },
  es: { name: 'Español', dir: 'ltr', weekStart: 'monday' },
  nl: { name: 'Nederlands', dir: 'ltr', weekStart: 'monday' },
  it: { name: 'Italiano', dir: 'ltr', weekStart: 'monday' },
  'pt-BR': { name: 'Português (Brasil)', dir: 'ltr', weekStart: 'sunday' },
  pl: { name: 'Polski', dir: 'ltr', weekStart: 'monday' },
  tr: { name: 'Türkçe', dir: 'ltr', weekStart: 'monday' },
  ar: { name: 'العربية', dir: 'rtl', weekStart: 'saturday' },
};

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value);

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => localeInfo[locale]?.dir ?? 'ltr';

/** The language's own first day of the week. */
export const weekStartOfLocale = (locale: Locale): 'monday' | 'sunday' | 'saturday' => localeInfo[locale]?.weekStart ?? 'monday';

/** The cookie that carries a visitor's chosen language, so the server draws the page in it before any script. */
export const languageCookie = 'ck-lang';
