import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { isLocale, languageCookie, locales, sourceLocale, type Locale } from '../../shared/i18n/locales.ts';

/** The languages an Accept-Language header asks for, best first, as valid tags (anything else is dropped). */
function requestedLanguages(acceptLanguage: string | undefined): string[] {
  if (!acceptLanguage) return [];
  // A header is at most a few dozen tags; a longer one is not a browser's.
  const asked = new Negotiator({ headers: { 'accept-language': acceptLanguage.slice(0, 1000) } }).languages();
  return asked.flatMap((tag) => {
    try {
      return Intl.getCanonicalLocales(tag);
    } catch {
      return [];
    }
  });
}

/** The shipped language closest to what the browser asks for (en-AU → en-GB, pt-PT → pt-BR, de-AT → de). */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  const requested = requestedLanguages(acceptLanguage);
  if (requested.length === 0) return sourceLocale;
  const chosen = match(requested, locales, sourceLocale, { algorithm: 'best fit' });
  return isLocale(chosen) ? chosen : sourceLocale;
}

/** The language a visitor chose on this browser (the language switcher, or their profile's setting). */
export function cookieLocale(cookie: string | undefined): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${languageCookie}=([^;]*)`).exec(cookie ?? '')?.[1];
  return isLocale(value) ? value : null;
}

/** The language to answer a request in: the visitor's choice, else their browser's, else the source language. */
export function localeOfRequest(request: { cookie: string | undefined; acceptLanguage: string | undefined }): Locale {
  return cookieLocale(request.cookie) ?? negotiateLocale(request.acceptLanguage);
}
