import { sourceTag, type LanguageFacts } from './language-facts.ts';
import { shippedLanguages } from './shipped-languages.ts';

/**
 * The languages the app ships: the catalogues present in ./catalogues, each with its facts written in it
 * (docs/decisions/0044-languages.md, 0054-a-language-is-its-catalogue.md). Adding a language is adding its
 * catalogue; scripts/check-catalogues.ts fails the build when one lacks a message the source has.
 */

declare const shipped: unique symbol;

/**
 * A shipped language's tag. Not a list of literals (the list is the folder's), so a string becomes one only by
 * passing `isLocale`: a tag guessed in code does not type-check.
 */
export type Locale = string & { readonly [shipped]: true };

/** The language the messages are written in first: every other catalogue is checked against it. */
export const sourceLocale = sourceTag as Locale;

/** Every shipped language's tag, in the switcher's order (by the language's own name). Never empty: the source's is in it. */
export const locales = shippedLanguages.map((language) => language.tag) as unknown as readonly [Locale, ...Locale[]];

export interface LocaleInfo {
  /** The language's own name for itself, as the language switcher lists it. */
  name: string;
  dir: LanguageFacts['direction'];
  /** The day its speakers' calendars start the week on, unless the person's profile says otherwise. */
  weekStart: LanguageFacts['weekStart'];
}

export const localeInfo: Record<string, LocaleInfo> = Object.fromEntries(
  shippedLanguages.map(({ tag, name, direction, weekStart }) => [tag, { name, dir: direction, weekStart }]),
);

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value);

/** A tag known to be shipped (tests, scripts): throws, naming the file that would ship it, when it is not. */
export function asLocale(tag: string): Locale {
  if (!isLocale(tag)) throw new Error(`${tag} is not a shipped language: there is no src/shared/i18n/catalogues/${tag}.json`);
  return tag;
}

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => localeInfo[locale]?.dir ?? 'ltr';

/** The language's own first day of the week. */
export const weekStartOfLocale = (locale: Locale): 'monday' | 'sunday' | 'saturday' => localeInfo[locale]?.weekStart ?? 'monday';

/** The cookie that carries a visitor's chosen language, so the server draws the page in it before any script. */
export const languageCookie = 'ck-lang';
