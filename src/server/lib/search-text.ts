import type { RecipeLanguage } from '../../shared/recipe-rules.ts';
import { compoundingLanguages, MIN_PREFIX_STEM, stemIn, stemmedLanguages } from './stemmers.ts';

/** A word as both databases index it (lower case, accents removed) and as it was written (lower case, accents kept). */
export interface TextWord {
  word: string;
  /** What the stemmers read: French, Spanish, Portuguese and Turkish endings carry accents ("-ções", "-ée"). */
  written: string;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '');
const lettersAndDigits = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A text's words: lower case, split at anything but letters and digits, each with the form it was written in. */
export function textWords(...parts: (string | null | undefined)[]): TextWord[] {
  const text = parts
    .filter((p): p is string => Boolean(p))
    .join(' ')
    .normalize('NFC')
    .toLowerCase();
  const words: TextWord[] = [];
  for (const written of text.split(/[^\p{L}\p{N}\p{M}]+/u)) {
    const folded = lettersAndDigits(fold(written));
    // A written form that folds into several words ("½" into 1 and 2) gives each as written.
    if (folded.length === 1) words.push({ word: folded[0] as string, written });
    else for (const word of folded) words.push({ word, written: word });
  }
  return words;
}

/** A text's words as both databases index them: lower case, accents removed, letters and digits only. */
export function searchWords(...parts: (string | null | undefined)[]): string[] {
  return textWords(...parts).map((w) => w.word);
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
 * A word's stems in the language, without accents, each once: the stem of the word as written and of the word
 * without accents ("pães" and "paes"), so a query typed either way meets the stored text. None where the language
 * has no stemmer (stemIn gives the word back).
 */
export function stemsOf(language: RecipeLanguage, { word, written }: TextWord): string[] {
  const stems = new Set<string>();
  for (const form of written === word ? [word] : [word, written]) {
    const folded = lettersAndDigits(fold(stemIn(language, form)));
    if (folded.length === 1) stems.add(folded[0] as string);
  }
  stems.delete(word);
  return [...stems];
}

/**
 * A field's text as it is stored and indexed: `searchText`'s words, then the stem (in the recipe's language) of
 * every word whose stem is not already one of them (" red lentils lentil", " chicken curries curri"). A query word
 * then matches a recipe when it is the start of one of its words (as before: "lent" finds lentils while typing) or
 * when its stem in the recipe's language is one of these tokens ("soups" finds soup, "Karotte" finds Karotten). The
 * stems go last so the text still starts with the words.
 */
export function indexedText(language: RecipeLanguage, ...parts: (string | null | undefined)[]): string {
  const words = textWords(...parts);
  const present = new Set(words.map((w) => w.word));
  const stems: string[] = [];
  for (const word of words) {
    for (const stem of stemsOf(language, word)) {
      if (present.has(stem)) continue;
      present.add(stem);
      stems.push(stem);
    }
  }
  const tokens = [...words.map((w) => w.word), ...stems];
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

/**
 * The normalised search columns of a recipe, one per field, because a match in each field weighs differently, with
 * the stems of its language.
 */
export function searchColumns(recipe: SearchSource, language: RecipeLanguage) {
  return {
    searchTitle: indexedText(language, recipe.title),
    // Dietary flags read as tags: "quick vegan dinner" finds vegan recipes.
    searchTags: indexedText(language, ...recipe.tags, ...recipe.dietary),
    searchIngredients: indexedText(language, ...recipe.ingredients.map((i) => i.item || i.text)),
    searchDescription: indexedText(language, recipe.description),
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
 * A query's words, normalised like the stored text, de-duplicated, at most MAX_QUERY_TERMS, each with the form it
 * was written in. Single letters ("a quick soup", the "b" of a pasted "<b>") are dropped when longer words remain: as
 * prefixes they match nearly every recipe, so they would only narrow the results by accident.
 */
export function queryWords(query: string): TextWord[] {
  const seen = new Set<string>();
  const words = textWords(query).filter((w) => !seen.has(w.word) && seen.add(w.word));
  const meaningful = words.filter((w) => w.word.length > 1);
  return (meaningful.length ? meaningful : words).slice(0, MAX_QUERY_TERMS);
}

/** The words of queryWords, as indexed. */
export function queryTerms(query: string): string[] {
  return queryWords(query).map((w) => w.word);
}

/**
 * A stem a query word is also looked for as: a whole token (`prefix` false) or the start of one (in languages
 * that write compounds as one word), in recipes written in one of `languages`, or in any recipe when `languages` is
 * null (every language with a stemmer gives this stem).
 */
export interface StemMatch {
  stem: string;
  prefix: boolean;
  languages: readonly RecipeLanguage[] | null;
}

/**
 * A query word as it is looked for: the start of a word, or one of its stems in the language of the recipe. A
 * stem is looked for only in recipes of the languages that give it, so Italian's "past" (of "pasta") never finds
 * an English recipe's "paste".
 */
export interface SearchTerm {
  word: string;
  stems: StemMatch[];
}

export function searchTerm(word: string | TextWord): SearchTerm {
  const written: TextWord = typeof word === 'string' ? { word, written: word } : word;
  const byStem = new Map<string, StemMatch & { languages: RecipeLanguage[] }>();
  for (const language of stemmedLanguages) {
    for (const stem of stemsOf(language, written)) {
      const prefix = compoundingLanguages.has(language) && stem.length >= MIN_PREFIX_STEM;
      // A token that starts with the word is found by the word itself.
      if (stem.startsWith(written.word)) continue;
      const key = `${prefix ? '*' : ''}${stem}`;
      const match = byStem.get(key) ?? { stem, prefix, languages: [] };
      match.languages.push(language);
      byStem.set(key, match);
    }
  }
  const stems = [...byStem.values()].map((match): StemMatch => ({
    ...match,
    languages: match.languages.length === stemmedLanguages.length ? null : match.languages,
  }));
  return { word: written.word, stems };
}

/**
 * The term as it is looked for in a catalogue whose recipes are written in `present` languages: stems no recipe's
 * language gives are left out (an English catalogue is searched exactly as before recipes had languages), and a
 * stem every present language gives needs no condition on the language.
 */
export function narrowTerm(term: SearchTerm, present: readonly RecipeLanguage[]): SearchTerm {
  const stems = term.stems.flatMap((match): StemMatch[] => {
    const languages = (match.languages ?? stemmedLanguages).filter((language) => present.includes(language));
    if (languages.length === 0) return [];
    return [{ ...match, languages: present.every((language) => languages.includes(language)) ? null : languages }];
  });
  return { word: term.word, stems };
}

/**
 * Whether a term matches indexed text (indexedText's) of a recipe in the language: what the full-text indexes and
 * the score compute, written out once in plain code for the tests that check a catalogue of recipes by hand.
 */
export function termMatches(term: SearchTerm, text: string, language: RecipeLanguage): boolean {
  const padded = `${text} `;
  if (padded.includes(` ${term.word}`)) return true;
  return term.stems.some(
    (s) => (s.languages === null || s.languages.includes(language)) && padded.includes(s.prefix ? ` ${s.stem}` : ` ${s.stem} `),
  );
}
