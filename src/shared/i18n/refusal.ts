import type { MessageKey, MessageValues } from './messages.ts';
import { sharedWords } from './shared-words.ts';

/**
 * A schema's refusal as zod's `error` parameter, worded when the refusal is made: in the language of whoever is
 * answered, never the one known when the schema's module loaded. `.min(1, refusal('validation.tag.empty'))`.
 */
export function refusal(key: MessageKey, values?: MessageValues): { error: () => string } {
  return { error: () => sharedWords(key, values) };
}
