import { AsyncLocalStorage } from 'node:async_hooks';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import enGB from '../../shared/i18n/catalogues/en-GB.json' with { type: 'json' };
import enUS from '../../shared/i18n/catalogues/en-US.json' with { type: 'json' };
import de from '../../shared/i18n/catalogues/de.json' with { type: 'json' };
import fr from '../../shared/i18n/catalogues/fr.json' with { type: 'json' };
import es from '../../shared/i18n/catalogues/es.json' with { type: 'json' };
import nl from '../../shared/i18n/catalogues/nl.json' with { type: 'json' };
import it from '../../shared/i18n/catalogues/it.json' with { type: 'json' };
import ptBR from '../../shared/i18n/catalogues/pt-BR.json' with { type: 'json' };
import pl from '../../shared/i18n/catalogues/pl.json' with { type: 'json' };
import tr from '../../shared/i18n/catalogues/tr.json' with { type: 'json' };
import ar from '../../shared/i18n/catalogues/ar.json' with { type: 'json' };
import { sourceLocale, type Locale } from '../../shared/i18n/locales.ts';
import type { MessageKey, MessageValues } from '../../shared/i18n/messages.ts';
import { installSharedTranslator, type Translate } from '../../shared/i18n/shared-words.ts';

/**
 * The server's words in the language of the person it answers (docs/decisions/0044-languages.md,
 * 0052-language-settings.md): error messages, validation refusals, emails, the calendar feed and the CSV.
 * Catalogues are the same files the browser reads, imported statically so that tsc copies them into dist/server
 * beside this module; each is compiled the first time a message of its language is asked for.
 */
// Every shipped language must be here: the type fails the build when one is missing.
const catalogues: Record<Locale, Record<string, unknown>> = { 'en-GB': enGB, 'en-US': enUS, de, fr, es, nl, it, 'pt-BR': ptBR, pl, tr, ar };

const translators = new Map<Locale, Translate>();

function compiled(messages: Record<string, unknown>): Messages {
  // Under Vitest the catalogue plugin hands the JSON over compiled already (scripts/catalogue-plugin.ts).
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, typeof message === 'string' ? compileMessage(message) : message]),
  ) as Messages;
}

/** `t(key, values)`: a message in `locale`, compiled on first use and kept. */
export function translatorFor(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const i18n: I18n = setupI18n({ locale, messages: { [locale]: compiled(catalogues[locale]) } });
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
