import { useMemo, useSyncExternalStore } from 'react';
import type { MessageKey, MessageValues } from '../../../shared/i18n/messages.ts';
import { i18n } from './i18n.ts';

/** The language's changes, for components that draw messages. */
export const subscribe = (onChange: () => void) => i18n.on('change', onChange);
export const activeLanguage = () => i18n.locale;

/**
 * `t(key, values)`: a message in the active language. The component draws again when the language changes (a new
 * `t` each time, so memoised children draw again too). No React provider: the app has one translator (i18n.ts),
 * and Lingui's provider would bring its element reader into every page's first load.
 */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const language = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  return useMemo(() => {
    void language;
    return (key: MessageKey, values?: MessageValues) => i18n._(key, values);
  }, [language]);
}
