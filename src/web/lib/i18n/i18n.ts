import { setupI18n, type Messages } from '@lingui/core';
import { directionOf, isLocale, languageCookie, sourceLocale, type Locale } from '../../../shared/i18n/locales.ts';
import type { MessageKey, MessageValues } from '../../../shared/i18n/messages.ts';
import { installSharedTranslator } from '../../../shared/i18n/shared-words.ts';
import { activeLocale, noteActiveLocale } from './active-locale.ts';

/**
 * The browser's one translator (docs/decisions/0044-languages.md). Catalogues load on demand, one chunk per
 * language, compiled at build time (scripts/catalogue-plugin.ts); React reads the active one through
 * LanguageProvider, code outside components through `translate`.
 */
export const i18n = setupI18n();

// Keyed './<locale>.json' (the `base`): the table is in every page's first load, one line per language.
const catalogues = import.meta.glob<Messages>('./*.json', { import: 'default', base: '../../../shared/i18n/catalogues/' });

function loaderFor(locale: Locale): () => Promise<Messages> {
  const loader = catalogues[`./${locale}.json`];
  if (!loader) throw new Error(`No catalogue for ${locale}`);
  return loader;
}

const loaded = new Set<Locale>();

/** Loads a language's catalogue (once) and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await loaderFor(locale)());
    loaded.add(locale);
  }
  i18n.activate(locale);
  noteActiveLocale(locale);
}

/** The active language, as a shipped locale. */
export { activeLocale };

/** A message in the active language, for code outside components (components use `useT`). */
export const translate = (key: MessageKey, values?: MessageValues): string => i18n._(key, values);

// Words that src/shared gives (the schemas' refusals, recipeMessages, shortenedNotice) in the page's language,
// whether or not zod has loaded.
installSharedTranslator(translate);

/** The language the server drew the page in (its `<html lang>`), or the source language. */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : sourceLocale;
}

/** The page's `lang` and `dir` follow the language. */
export function markDocumentLanguage(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * A language the person chose (the language switcher, the profile's setting): the page changes at once, and the
 * cookie lets the server draw the next page in it before any script runs. Kept for a year, and after signing out.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  markDocumentLanguage(locale);
  document.cookie = `${languageCookie}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
