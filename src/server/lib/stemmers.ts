import { stemmer as arabic } from '@orama/stemmers/arabic';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as turkish } from '@orama/stemmers/turkish';
import { stem as english } from 'porter2';
import type { RecipeLanguage } from '../../shared/recipe-rules.ts';

/*
 * A word's stem in each language a recipe can be written in (docs/decisions/0046-search-per-language.md): the
 * Snowball algorithms, which are also what PostgreSQL's text search configurations use, run by the app so that both
 * databases hold and look for the same stems. English keeps `porter2` (decision 0028), which @orama/stemmers'
 * English (the original Porter: "pies" → "pi") would make worse.
 */

/**
 * German, with one more ending: Snowball leaves "-eln" as it is ("Kartoffeln", "Zwiebeln", "Nudeln", "würfeln"),
 * while the singular is "-el"; the plural and the verb then never meet the noun.
 */
function germanStem(word: string): string {
  const stem = german(word);
  return stem.length > 4 && stem.endsWith('eln') ? stem.slice(0, -1) : stem;
}

/** Polish has no Snowball stemmer (nor a PostgreSQL configuration): its words are matched as written, by their start. */
const stemmers: Record<RecipeLanguage, ((word: string) => string) | null> = {
  en: english,
  de: germanStem,
  fr: french,
  es: spanish,
  nl: dutch,
  it: italian,
  pt: portuguese,
  pl: null,
  tr: turkish,
  ar: arabic,
};

/** The languages that have a stemmer, in the order of recipeLanguages. */
export const stemmedLanguages = (Object.keys(stemmers) as RecipeLanguage[]).filter((language) => stemmers[language] !== null);

/**
 * Languages that write compound nouns as one word ("Kartoffelsuppe", "aardappelsoep"): there a query word's stem is
 * looked for as the start of a word, so "Kartoffeln" finds Kartoffelsuppe.
 */
export const compoundingLanguages: ReadonlySet<RecipeLanguage> = new Set(['de', 'nl']);

/** A stem looked for as the start of a word must be at least this long: "Ei" must not find every "ei…". */
export const MIN_PREFIX_STEM = 4;

/** A lower-case word's stem in the language; the word itself where the language has no stemmer. */
export function stemIn(language: RecipeLanguage, word: string): string {
  const stem = stemmers[language];
  return stem ? stem(word) : word;
}
