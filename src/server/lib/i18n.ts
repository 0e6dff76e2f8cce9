import { AsyncLocalStorage } from 'node:async_hooks';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { cataloguesFolder, readCatalogue } from '../../shared/i18n/catalogue-folder.ts';
import { sourceLocale, type Locale } from '../../shared/i18n/locales.ts';
import type { MessageKey, MessageValues } from '../../shared/i18n/messages.ts';
import { installSharedTranslator, type Translate } from '../../shared/i18n/shared-words.ts';

/**
 * The server's words in the language of the person it answers (docs/decisions/0044-languages.md,
 * 0052-language-settings.md): error messages, validation refusals, emails, the calendar feed and the CSV.
 * Catalogues are the same files the browser reads, read from the folder (beside the shared modules, copied into
 * dist/ by the build) the first time a message of their language is asked for, and compiled then.
 */
const translators = new Map<Locale, Translate>();

function compiled(messages: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
}

/** `t(key, values)`: a message in `locale`, compiled on first use and kept. */
export function translatorFor(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const i18n: I18n = setupI18n({ locale, messages: { [locale]: compiled(readCatalogue(locale, cataloguesFolder)) } });
    translate = (key: MessageKey, values?: MessageValues) => i18n._(key, values);
    translators.set(locale, translate);
  }
  return translate;
}

const requestLocale = new AsyncLocalStorage<() => Locale>();

/**
 * Runs a request's handling with a way to tell its language (http/request-language.ts). A function, not the
 * language itself: the signed-in person's own choice is known only once the session has been read.
 */
export function withRequestLocale<T>(localeOf: () => Locale, run: () => T): T {
  return requestLocale.run(localeOf, run);
}

/** The language of the request being answered; the source language outside one (the CLI, jobs). */
export function currentLocale(): Locale {
  return requestLocale.getStore()?.() ?? sourceLocale;
}

/** A message in the language of the request being answered: for error messages and refusals. */
export const words: Translate = (key, values) => translatorFor(currentLocale())(key, values);

// The refusals written in src/shared (schemas, validation-messages.ts) speak the request's language too.
installSharedTranslator(words);
