import { useId } from 'react';
import { localeInfo, locales, isLocale } from '../../shared/i18n/locales.ts';
import { activeLocale, chooseLocale } from '../lib/i18n/i18n.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * `Language`, for people who are not signed in (signed in, the profile's setting does this): each shipped language
 * by its own name. The page changes language at once, and the server draws the next page in it (the cookie).
 * On a page the build drew, it waits for the page's script: a choice made before then would change nothing.
 */
export function LanguageSwitcher() {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        className="language-switcher__select"
        value={activeLocale()}
        disabled={!hydrated}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLocale(chosen)) void chooseLocale(chosen);
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeInfo[locale]?.name ?? locale}
          </option>
        ))}
      </select>
    </div>
  );
}
