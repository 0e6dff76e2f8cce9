import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * A catalogue's messages, ICU text compiled into the form Lingui's runtime reads without a parser. A module of its
 * own so that component tests (in jsdom, where there is no catalogues folder to find) compile a catalogue without the
 * build's plugin.
 */
export function compileCatalogue(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
}
