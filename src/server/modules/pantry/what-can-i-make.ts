import { freshnessOf } from '../../../shared/pantry/freshness.ts';
import { isStaple } from '../../../shared/pantry/staples.ts';
import { PANTRY_SUGGESTIONS, type PantryItem, type PantrySuggestion } from '../../../shared/pantry.ts';
import type { Db } from '../../db/kysely.ts';
import type { HouseholdMember } from '../households/index.ts';
import { catalogueItemsOf, cataloguePostings, type RecipeItem } from './catalogue-postings.ts';
import { BestCandidates, type Candidate } from './rank-catalogue.ts';
import { rankCatalogueInWorker } from './rank-in-worker.ts';
import { householdCandidates, householdRecipesShown, listPantryItems } from './pantry.repo.ts';
import type { PantryBesideSession } from './pantry-beside-session.ts';

/** The household's pantry as the ranking reads it: its items by key (staples left out), and those to use soon. */
export async function readPantry(
  db: Db,
  householdId: string,
  today: string,
): Promise<{ held: Map<string, PantryItem>; soon: Set<string> }> {
  return pantryForRanking(await listPantryItems(db, householdId), today);
}

/** readPantry of a pantry already read (with the session, pantry-beside-session.ts). */
function pantryForRanking(pantry: readonly PantryItem[], today: string): { held: Map<string, PantryItem>; soon: Set<string> } {
  const held = new Map(pantry.filter((item) => !isStaple(item.key)).map((item) => [item.key, item]));
  const soon = new Set(
    pantry.filter((item) => held.has(item.key) && ['near', 'past'].includes(freshnessOf(item.bestBefore, today))).map((item) => item.key),
  );
  return { held, soon };
}

/**
 * Recipes ranked beyond those shown, before the household's own among them are asked whether they may still be shown:
 * room for those whose index rows trail a deletion or a change to privacy by a moment. (The catalogue's postings are
 * exactly the catalogue at the version just read.)
 */
const SPARE = 10;

/** A recipe ranked for the pantry, with what it is shown with: its title and its items in their order. */
export interface RankedRecipe extends Candidate {
  title: string;
  inCatalogue: boolean;
  items: RecipeItem[];
}

/** A recipe as it is ranked: a catalogue recipe with its number in the postings, the household's own with none. */
interface Counted extends Candidate {
  number: number | null;
}

/**
 * The best `size` recipes for the pantry that `reader` may be shown, best first, counted from the index alone: every
 * catalogue recipe that uses any of the pantry's items (held in memory, catalogue-postings.ts, and counted in a worker
 * thread) and the household's own (read from the database, and those ranked asked of the recipes themselves).
 */
export async function rankedCandidates(
  db: Db,
  reader: HouseholdMember,
  held: ReadonlyMap<string, PantryItem>,
  soon: ReadonlySet<string>,
  { size = PANTRY_SUGGESTIONS, catalogueVersion }: { size?: number; catalogueVersion?: number | string | null } = {},
): Promise<readonly RankedRecipe[]> {
  const keys = [...held.keys()];
  const pool = size + SPARE;
  // The household's statement runs while the catalogue is counted in a worker thread.
  const householdRead = householdCandidates(db, reader, keys, [...soon], pool);
  // Awaited below; should reading the postings fail first, its failure is not left unhandled.
  householdRead.catch(() => undefined);
  const postings = await cataloguePostings(db, catalogueVersion);
  const [catalogue, household] = await Promise.all([rankCatalogueInWorker(postings, keys, soon, pool), householdRead]);
  const best = new BestCandidates<Counted>(pool);
  for (const { id, covered, total, soon: soonCount, number } of catalogue) {
    // None for a recipe unpublished or deleted since its index rows were written: not shown; its change moved the
    // catalogue's version, so the next request reads the postings again.
    if (postings.titles[number] !== undefined) best.offer({ id, covered, total, soon: soonCount, number });
  }
  for (const { recipeId, total, covered, soon: soonCount } of household)
    best.offer({ id: recipeId, covered, total, soon: soonCount, number: null });
  // The household's own among those ranked, with their titles and items, if they may still be shown.
  const shown = await householdRecipesShown(
    db,
    reader,
    best.best.filter(({ number }) => number === null).map(({ id }) => id),
  );
  // Built for those shown alone, without spreading objects (which V8 does slowly, and this runs 40 times an answer).
  const ranked: RankedRecipe[] = [];
  for (const { id, covered, total, soon: soonCount, number } of best.best) {
    if (ranked.length === size) break;
    // A catalogue recipe's title and items from memory: a few dozen look-ups for the few ranked.
    if (number !== null) {
      const title = postings.titles[number] as string;
      ranked.push({ id, covered, total, soon: soonCount, title, inCatalogue: true, items: catalogueItemsOf(postings, number) });
      continue;
    }
    const recipe = shown.get(id);
    if (recipe) ranked.push({ id, covered, total, soon: soonCount, title: recipe.title, inCatalogue: false, items: recipe.items });
  }
  return ranked;
}

/**
 * "What can I make?" (docs/decisions/0079-the-pantry.md): the recipes `reader` may read ranked by the share of
 * their items the household's pantry has (staples left out), those using items near or past their best-before
 * date (as of `today`, the reader's date) first among equals, each with what is missing as the recipe names it.
 * `read`: the catalogue's version and the household's pantry if the request has read them already (with the session).
 */
export async function whatCanIMake(
  db: Db,
  reader: HouseholdMember,
  today: string,
  read?: PantryBesideSession,
): Promise<PantrySuggestion[]> {
  const { held, soon } = read ? pantryForRanking(read.items, today) : await readPantry(db, reader.householdId, today);
  if (held.size === 0) return [];
  const ranked = await rankedCandidates(db, reader, held, soon, { catalogueVersion: read?.catalogueVersion });
  // What is covered and missing, from the items ranked with: the catalogue's from memory, the household's own from the
  // index's rows of the recipes as they are now, rather than from each recipe's ingredient lines keyed afresh.
  const suggestions = ranked.map(({ id, title, inCatalogue, items }): PantrySuggestion => {
    const missing: string[] = [];
    const usesSoon: string[] = [];
    for (const { key, item } of items) {
      const have = held.get(key);
      if (have === undefined) missing.push(item);
      else if (soon.has(key)) usesSoon.push(have.item);
    }
    return { id, title, inCatalogue, covered: items.length - missing.length, total: items.length, missing, usesSoon };
  });
  // Equals are cut in the index by id; those kept are shown by title, so the same pantry reads the same way each time.
  return suggestions.sort(
    (a, b) =>
      b.covered * a.total - a.covered * b.total ||
      b.usesSoon.length - a.usesSoon.length ||
      b.covered - a.covered ||
      (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
  );
}
