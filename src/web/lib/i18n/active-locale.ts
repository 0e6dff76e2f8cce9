import { isLocale, sourceLocale, type Locale } from '../../../shared/i18n/locales.ts';

// The active language, kept apart from the translator (i18n.ts) and its table of catalogues: dates and numbers are
// written in it (lib/date-format.ts) by code that the browser tests import too, where no catalogue is loaded.
let active: Locale = sourceLocale;

/** The active language, as a shipped locale. */
export const activeLocale = (): Locale => active;

/** Called by the translator when a language becomes the active one. */
export function noteActiveLocale(locale: string): void {
  active = isLocale(locale) ? locale : sourceLocale;
}
