import type source from './catalogues/en-GB.json';

/** Every message's key: the source catalogue's, so a key that is not in it does not type-check. */
export type MessageKey = keyof typeof source;

/** Values for a message's ICU placeholders ({name}, {count, plural, …}). */
export type MessageValues = Record<string, string | number | Date>;
