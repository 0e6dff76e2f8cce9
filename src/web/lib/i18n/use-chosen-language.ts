import { useEffect } from 'react';
import { useMe } from '../../api/me/get-me.ts';
import { activeLocale } from './i18n.ts';

/**
 * The signed-in person's own Language setting wins over the language the page was drawn in (another browser,
 * a cookie from before they chose): when their document arrives with another language, the page switches to it.
 * Rarely needed, so the switching code loads only then, outside every page's first load.
 */
export function useChosenLanguage(): void {
  const language = useMe().data?.language;
  useEffect(() => {
    if (language && language !== activeLocale()) void import('./language-choice.ts').then(({ switchLanguage }) => switchLanguage(language));
  }, [language]);
}
