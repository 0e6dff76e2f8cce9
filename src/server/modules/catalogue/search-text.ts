/**
 * Search text as both databases index it: lower case, accents removed, letters and digits only, words
 * separated by single spaces, with a leading space so that `LIKE '% term%'` is a word-prefix match. Both
 * FTS5's unicode61 tokenizer and PostgreSQL's 'simple' configuration split this text into the same words,
 * which is what makes the two databases find the same recipes.
 */
export function searchText(...parts: (string | null | undefined)[]): string {
  const words = parts
    .filter((p): p is string => Boolean(p))
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length ? ` ${words.join(' ')}` : '';
}

/** At most this many words of a query count; the rest are ignored. */
export const MAX_QUERY_TERMS = 8;

/**
 * A query's words, normalised like the stored text, de-duplicated, at most MAX_QUERY_TERMS. Single letters
 * ("a quick soup", the "b" of a pasted "<b>") are dropped when longer words remain: as prefixes they match
 * nearly every recipe, so they would only narrow the results by accident.
 */
export function queryTerms(query: string): string[] {
  const words = [...new Set(searchText(query).split(' ').filter(Boolean))];
  const meaningful = words.filter((word) => word.length > 1);
  return (meaningful.length ? meaningful : words).slice(0, MAX_QUERY_TERMS);
}
