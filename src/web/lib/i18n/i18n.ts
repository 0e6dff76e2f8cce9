import { setupI18n, type Messages } from '@lingui/core';
import { directionOf, isLocale, languageCookie, sourceLocale, type Locale } from '../../../shared/i18n/locales.ts';
import type { MessageKey, MessageValues } from '../../../shared/i18n/messages.ts';
import { installSharedTranslator } from '../../../shared/i18n/shared-words.ts';
import { matchPattern } from '../../../shared/routing.ts';
import { activeLocale, noteActiveLocale } from './active-locale.ts';

/**
 * The browser's one translator (docs/decisions/0044-languages.md). Catalogues load on demand, one chunk per
 * language, compiled at build time (scripts/catalogue-plugin.ts); components read the active one through `useT`,
 * code outside components through `translate`. A page's first render needs only the words its first load names,
 * which the server puts in the page (`startLanguage`, docs/decisions/0060-first-words-in-the-page.md).
 *
 * A key with no words shows as itself, as Lingui draws it (never empty: a refusal's words must not read as "no
 * refusal"), and is reported, which fails the browser tests: the build missed a word a page needs.
 */
export const i18n = setupI18n({
  missing: (locale, key) => {
    console.error(`No words for ${key} in ${locale} yet`);
    return key;
  },
});

// Keyed './<locale>.json' (the `base`): the table is in every page's first load, one line per language.
const catalogues = import.meta.glob<Messages>('./*.json', { import: 'default', base: '../../../shared/i18n/catalogues/' });

function loaderFor(locale: Locale): () => Promise<Messages> {
  const loader = catalogues[`./${locale}.json`];
  if (!loader) throw new Error(`No catalogue for ${locale}`);
  return loader;
}

/** The languages whose whole catalogue is in. */
const loaded = new Set<Locale>();

/** Loads a language's whole catalogue (once), without changing the active language. */
async function loadWhole(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const messages = await loaderFor(locale)();
  if (loaded.has(locale)) return;
  i18n.load(locale, messages);
  loaded.add(locale);
}

/** The language most recently asked for: catalogues arrive in any order, and the last choice wins. */
let wanted: Locale | null = null;

/**
 * Loads a language's catalogue (once) and makes it the active one, unless another language was asked for while it
 * loaded (a choice made while the page's own catalogue was still on its way): then it settles false and changes
 * nothing.
 */
export async function activateLocale(locale: Locale): Promise<boolean> {
  wanted = locale;
  await loadWhole(locale);
  if (wanted !== locale) return false;
  i18n.activate(locale);
  noteActiveLocale(locale);
  return true;
}

/** The words in the page (`<script id="first-words">`) for the route it was made for, if they are in `locale`. */
function wordsInThePage(locale: Locale): { route: string; messages: Messages } | null {
  if (typeof document === 'undefined' || document.documentElement.lang !== locale) return null;
  const script = document.getElementById('first-words');
  const route = script?.dataset.route;
  if (!script || route === undefined) return null;
  try {
    return { route, messages: JSON.parse(script.textContent) as Messages };
  } catch {
    return null;
  }
}

let firstPage: string | null = null;

/**
 * The page's language, for its first render: at once with the words in the page, else once its catalogue is in.
 * Either way the whole catalogue follows (`everyWord`), before any other page draws.
 */
export async function startLanguage(locale: Locale): Promise<void> {
  const words = wordsInThePage(locale);
  if (!words) {
    await activateLocale(locale);
    return;
  }
  wanted = locale;
  i18n.load(locale, words.messages);
  i18n.activate(locale);
  noteActiveLocale(locale);
  firstPage = words.route;
}

/** The active language's whole catalogue (asked for once); it draws the words the page's first load lacked. */
export function everyWord(): Promise<void> {
  return loadWhole(activeLocale());
}

/**
 * Settles when the page at the browser's address can draw: at once for the page whose words came with it, otherwise
 * once the whole catalogue is in. (At build time, where pages are drawn with whole catalogues, at once.)
 */
export function wordsForPage(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  if (firstPage !== null && matchPattern(firstPage, window.location.pathname) !== null) return Promise.resolve();
  return everyWord();
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
  if (!(await activateLocale(locale))) return;
  markDocumentLanguage(locale);
  document.cookie = `${languageCookie}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
