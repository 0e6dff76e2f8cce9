import type { CataloguePage, CatalogueSort } from '../../../shared/recipes.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { isSuggestible, narrowTerm, queryWords, searchTerm, type SearchTerm, type TextWord } from '../../lib/search-text.ts';
import { nearestWords } from '../../lib/search-vocabulary.ts';
import {
  catalogueLanguages,
  householdNeeds,
  rankedPage,
  savedStates,
  termFound,
  wordFound,
  type CatalogueSearch,
  type SharedSummary,
} from './catalogue.repo.ts';
import { createSearchCache } from './search-cache.ts';
import { words } from '../../lib/i18n.ts';

interface SharedPage {
  recipes: SharedSummary[];
  nextCursor: string | null;
  /** A search worth trying instead, when this one found nothing ("banana" for "bananna"). */
  suggestion: string | null;
}

/** Pages of search results, the same for everyone, by query (search-cache.ts): at most about 16 MB of them. */
const pages = createSearchCache<SharedPage>(16 * 1024 * 1024, (page) =>
  page.recipes.reduce((n, r) => n + 200 + r.title.length + r.description.length + 20 * (r.tags.length + r.dietary.length), 100),
);

/** What a search asks for: the catalogue's query, with `suits` saying whose needs every recipe must meet. */
export type CatalogueQuery = Omit<CatalogueSearch, 'suiting'> & { suits?: 'household' | undefined };

/** A query word as a term for this catalogue: with the stems of the languages its recipes are written in. */
type TermOf = (word: string | TextWord) => SearchTerm;

/**
 * Search, filter and sort the catalogue, a page at a time (keyset pagination on the sort's own key, so
 * page 500 costs what page 1 does). The page is the same for everyone and kept for the next person to ask;
 * the user's own saved state is added to it.
 */
export async function searchCatalogue(db: Db, userId: string, query: CatalogueQuery): Promise<CataloguePage> {
  // Everyone at home's needs, read now with this request: a change of profile or of household counts at once, and
  // the page below (shared by everyone whose needs are the same) is kept by the needs, not by who asked.
  const needs = query.suits === 'household' ? await householdNeeds(db, userId) : null;
  const search: CatalogueSearch = { ...query, suiting: needs ?? undefined };
  const terms = queryWords(search.q ?? '');
  const sort: CatalogueSort = search.sort ?? (terms.length ? 'relevance' : 'newest');
  if (sort === 'relevance' && terms.length === 0) throw new AppError('BAD_REQUEST', words('server.catalogue.relevanceNeedsSearch'));
  const key = JSON.stringify([
    // As written: stems are taken of the written form too ("pães").
    terms.map((t) => t.written),
    sort,
    [...new Set(search.tags ?? [])].sort(),
    [...new Set(search.dietary ?? [])].sort(),
    search.maxMinutes ?? null,
    search.suiting ?? [],
    search.limit,
    search.cursor ?? null,
  ]);
  const page = await pages.get(db, key, async (): Promise<SharedPage> => {
    // Read with the page it serves (one probe per language), so it is as fresh as the page and kept with it.
    const present = await catalogueLanguages(db);
    const termOf: TermOf = (word) => narrowTerm(searchTerm(word), present);
    const resolved = await resolveTerms(db, terms, termOf);
    const found = await rankedPage(db, resolved, sort, search);
    const nothing = found.recipes.length === 0 && !search.cursor && resolved.length > 0;
    return { ...found, suggestion: nothing ? await suggestSearch(db, resolved, sort, search, termOf) : null };
  });
  const saved = await savedStates(
    db,
    userId,
    page.recipes.map((r) => r.id),
  );
  return {
    recipes: page.recipes.map((recipe) => ({ ...recipe, saved: saved.get(recipe.id) ?? null })),
    nextCursor: page.nextCursor,
    suggestion: page.suggestion,
    householdNeeds: needs,
  };
}

/**
 * The query's words as terms, two neighbours read as one word when the catalogue has that word: "chick peas" is
 * looked for as "chickpeas" (found by its stem, "chickpea"), so it finds chickpeas rather than chicken with peas.
 */
async function resolveTerms(db: Db, words: TextWord[], termOf: TermOf): Promise<SearchTerm[]> {
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as TextWord;
    const next = words[i + 1];
    if (next !== undefined) {
      const joined = termOf({ word: word.word + next.word, written: word.written + next.written });
      if (await wordFound(db, joined)) {
        terms.push(joined);
        i++;
        continue;
      }
    }
    terms.push(termOf(word));
  }
  return terms;
}

/** Candidates read per unknown word before giving up on suggesting one. */
const CANDIDATES = 5;

/**
 * "Did you mean …" for a search that found nothing: each word that finds nothing on its own is replaced by the
 * catalogue word spelled most like it that does ("bananna" → "banana", "lentl" → "lentil"); the other words stay.
 * Offered only when the corrected search, with the same filters, finds something. Null when there is no such search.
 */
async function suggestSearch(
  db: Db,
  terms: SearchTerm[],
  sort: CatalogueSort,
  search: CatalogueSearch,
  termOf: TermOf,
): Promise<string | null> {
  const corrected: string[] = [];
  let changed = false;
  for (const term of terms) {
    if (await termFound(db, term)) {
      corrected.push(term.word);
      continue;
    }
    if (!isSuggestible(term.word)) return null;
    let replacement: string | null = null;
    for (const candidate of await nearestWords(db.kysely, term.word, CANDIDATES)) {
      if (await termFound(db, termOf(candidate))) {
        replacement = candidate;
        break;
      }
    }
    if (replacement === null) return null;
    corrected.push(replacement);
    changed = true;
  }
  if (!changed) return null;
  const check = await rankedPage(db, corrected.map(termOf), sort, { ...search, limit: 1, cursor: undefined });
  return check.recipes.length > 0 ? corrected.join(' ') : null;
}
