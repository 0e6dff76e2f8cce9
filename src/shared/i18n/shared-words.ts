import type { MessageKey, MessageValues } from './messages.ts';

/**
 * Words that code in src/shared gives people (the schemas' refusals, validation-messages.ts), in the language of
 * whoever is being answered. src/shared imports neither side, so each side installs its translator here: the server
 * one that reads the request's language (src/server/lib/i18n.ts), the browser its active language
 * (src/web/lib/zod-in-browser.ts). Ask for words when they are needed (a zod `error` function), never at module
 * top level: the language is not known then.
 */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

// Until a side installs one, the key itself: a missing installation shows as a key in a test, never as wrong words.
let installed: Translate = (key) => key;

export function installSharedTranslator(translate: Translate): void {
  installed = translate;
}

export const sharedWords: Translate = (key, values) => installed(key, values);
