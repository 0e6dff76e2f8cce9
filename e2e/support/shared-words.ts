import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { sourceLocale } from '../../src/shared/i18n/locales.ts';
import { installSharedTranslator } from '../../src/shared/i18n/shared-words.ts';

/*
 * The words src/shared gives (invitationMessages, the schemas' refusals) in the language the specs run in
 * (playwright.config.ts: en-GB), so a spec can expect what the page shows by the same name the code uses.
 */
const messages = JSON.parse(
  readFileSync(new URL(`../../src/shared/i18n/catalogues/${sourceLocale}.json`, import.meta.url), 'utf8'),
) as Record<string, string>;
const i18n = setupI18n({
  locale: sourceLocale,
  messages: { [sourceLocale]: Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)])) },
});
installSharedTranslator((key, values) => i18n._(key, values));
