import { isLocale, languageCookie, locales, sourceLocale, type Locale } from '../../../shared/i18n/locales.ts';
import { activateLocale, markDocumentLanguage } from './i18n.ts';

/** A year: a choice of language lasts as long as the browser keeps it, and is renewed each time it is made. */
const cookieSeconds = 365 * 24 * 60 * 60;

/**
 * The shipped language closest to the browser's own (navigator.languages): the same tag, else the first shipped
 * one of the same language (en-AU → en-GB), else the source language. The server matches Accept-Language in the
 * same spirit (src/server/lib/request-locale.ts).
 */
export function browserLocale(languages: readonly string[] = navigator.languages): Locale {
  for (const tag of languages) {
    if (isLocale(tag)) return tag;
    const primary = tag.split('-')[0]?.toLowerCase();
    const near = locales.find((locale) => locale.split('-')[0] === primary);
    if (near) return near;
  }
  return sourceLocale;
}

/**
 * Shows the page in a language at once, and tells the server so the next page it draws is in it too: the
 * `ck-lang` cookie (docs/decisions/0044-languages.md). null follows the browser's language again, and forgets the
 * cookie. Signing out leaves the cookie: the browser still speaks that language.
 */
export async function switchLanguage(choice: Locale | null): Promise<Locale> {
  const locale = choice ?? browserLocale();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    choice === null
      ? `${languageCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${languageCookie}=${choice}; Path=/; Max-Age=${cookieSeconds}; SameSite=Lax${secure}`;
  if (await activateLocale(locale)) markDocumentLanguage(locale);
  return locale;
}
