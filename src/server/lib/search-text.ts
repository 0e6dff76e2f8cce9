import { stem } from 'porter2';

/** A text's words as both databases index them: lower case, accents removed, letters and digits only. */
export function searchWords(...parts: (string | null | undefined)[]): string[] {
  return parts
    .filter((p): p is string => Boolean(p))
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Search text as both databases index it: the words of `searchWords`, separated by single spaces, with a leading
 * space so that `LIKE '% term%'` is a word-prefix match. Both FTS5's unicode61 tokenizer and PostgreSQL's
 * 'simple' configuration split this text into the same words, which is what makes the two databases find the
 * same recipes.
 */
export function searchText(...parts: (string | null | undefined)[]): string {
  const words = searchWords(...parts);
  return words.length ? ` ${words.join(' ')}` : '';
}

/**
 * A word's English stem (Porter2: "soups" and "soup" give "soup", "curries" and "curry" give "curri", "pies" and
 * "pie" give "pie"). The app stems, not the database, so that both databases hold and look for the same stems.
 */
export function stemOf(word: string): string {
  return stem(word);
}

/**
 * A field's text as it is stored and indexed: `searchText`'s words, then the stem of every word whose stem is not
 * already one of them (" red lentils lentil", " chicken curries curri"). A query word then matches a recipe when it
 * is the start of one of its words (as before: "lent" finds lentils while typing) or when its stem is one of these
 * tokens ("soups" finds soup, "curry" finds curries). The stems go last so the text still starts with the words.
 */
export function indexedText(...parts: (string | null | undefined)[]): string {
  const words = searchWords(...parts);
  const present = new Set(words);
  const stems: string[] = [];
  for (const word of words) {
    const stemmed = stemOf(word);
    if (present.has(stemmed)) continue;
    present.add(stemmed);
    stems.push(stemmed);
  }
  const tokens = [...words, ...stems];
  return tokens.length ? ` ${tokens.join(' ')}` : '';
}

/** What a recipe's search columns are made from. */
export interface SearchSource {
  title: string;
  description: string;
  tags: readonly string[];
  dietary: readonly string[];
  ingredients: readonly { item: string | null; text: string }[];
}

/** The normalised search columns of a recipe, one per field, because a match in each field weighs differently. */
export function searchColumns(recipe: SearchSource) {
  return {
    searchTitle: indexedText(recipe.title),
    // Dietary flags read as tags: "quick vegan dinner" finds vegan recipes.
    searchTags: indexedText(...recipe.tags, ...recipe.dietary),
    searchIngredients: indexedText(...recipe.ingredients.map((i) => i.item || i.text)),
    searchDescription: indexedText(recipe.description),
  };
}

/** Words a spelling suggestion may offer: letters only, long enough for their trigrams to say something. */
export const isSuggestible = (word: string) => /^\p{L}{3,30}$/u.test(word);

/** A recipe's words that may be offered as a spelling ("Did you mean banana?"), once each: never stems. */
export function suggestibleWords(recipe: SearchSource): string[] {
  const words = searchWords(
    recipe.title,
    ...recipe.tags,
    ...recipe.dietary,
    ...recipe.ingredients.map((i) => i.item || i.text),
    recipe.description,
  );
  return [...new Set(words)].filter(isSuggestible);
}

/** At most this many words of a query count; the rest are ignored. */
export const MAX_QUERY_TERMS = 8;

/**
 * A query's words, normalised like the stored text, de-duplicated, at most MAX_QUERY_TERMS. Single letters
 * ("a quick soup", the "b" of a pasted "<b>") are dropped when longer words remain: as prefixes they match
 * nearly every recipe, so they would only narrow the results by accident.
 */
export function queryTerms(query: string): string[] {
  const words = [...new Set(searchWords(query))];
  const meaningful = words.filter((word) => word.length > 1);
  return (meaningful.length ? meaningful : words).slice(0, MAX_QUERY_TERMS);
}

/** A query word as it is looked for: the start of a word, or (when it differs) its stem as a whole token. */
export interface SearchTerm {
  word: string;
  stem: string | null;
}

export function searchTerm(word: string): SearchTerm {
  const stemmed = stemOf(word);
  return { word, stem: stemmed === word ? null : stemmed };
}
