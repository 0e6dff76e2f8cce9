import { freshnessOf } from '../../../shared/pantry/freshness.ts';
import { isStaple } from '../../../shared/pantry/staples.ts';
import { PANTRY_SUGGESTIONS, type PantryItem, type PantrySuggestion } from '../../../shared/pantry.ts';
import type { Db } from '../../db/kysely.ts';
import type { HouseholdMember } from '../households/index.ts';
import { cataloguePostings } from './catalogue-postings.ts';
import { BestCandidates, type Candidate } from './rank-catalogue.ts';
import { rankCatalogueInWorker } from './rank-in-worker.ts';
import { householdPostings, indexedItemsOf, type HouseholdPosting, listPantryItems, suggestibleRecipes } from './pantry.repo.ts';

/**
 * Candidates ranked before who may see them is asked of the recipes: room for the household's own recipes whose rows
 * the index still holds a moment after they were deleted or made private. (The catalogue's postings are exactly the
 * catalogue at the version just read: its recipes are never stale.)
 */
const POOL = PANTRY_SUGGESTIONS + 10;

/** The household's pantry as the ranking reads it: its items by key (staples left out), and those to use soon. */
export async function readPantry(
  db: Db,
  householdId: string,
  today: string,
): Promise<{ held: Map<string, PantryItem>; soon: Set<string> }> {
  const pantry = await listPantryItems(db, householdId);
  const held = new Map(pantry.filter((item) => !isStaple(item.key)).map((item) => [item.key, item]));
  const soon = new Set(
    pantry.filter((item) => held.has(item.key) && ['near', 'past'].includes(freshnessOf(item.bestBefore, today))).map((item) => item.key),
  );
  return { held, soon };
}

/** The household's own recipes that use any of `keys`, counted exactly from the index's rows. */
function offerHousehold(rows: readonly HouseholdPosting[], soon: ReadonlySet<string>, best: BestCandidates): void {
  const byRecipe = new Map<string, Candidate>();
  for (const row of rows) {
    let candidate = byRecipe.get(row.recipeId);
    if (!candidate) byRecipe.set(row.recipeId, (candidate = { id: row.recipeId, covered: 0, total: row.itemCount, soon: 0 }));
    candidate.covered++;
    if (soon.has(row.itemKey)) candidate.soon++;
  }
  for (const candidate of byRecipe.values()) best.offer(candidate);
}

/**
 * The best `pool` recipes for the pantry, best first, counted from the index alone: every catalogue recipe that uses
 * any of the pantry's items (held in memory, catalogue-postings.ts, and counted in a worker thread) and the household's
 * own (read from the database).
 */
export async function rankedCandidates(
  db: Db,
  reader: HouseholdMember,
  held: ReadonlyMap<string, PantryItem>,
  soon: ReadonlySet<string>,
  pool = POOL,
): Promise<readonly Candidate[]> {
  const keys = [...held.keys()];
  const [postings, household] = await Promise.all([cataloguePostings(db), householdPostings(db, reader, keys)]);
  const best = new BestCandidates(pool);
  for (const candidate of await rankCatalogueInWorker(postings, keys, soon, pool)) best.offer(candidate);
  offerHousehold(household, soon, best);
  return best.best;
}

/**
 * "What can I make?" (docs/decisions/0079-the-pantry.md): the recipes `reader` may read ranked by the share of
 * their items the household's pantry has (staples left out), those using items near or past their best-before
 * date (as of `today`, the reader's date) first among equals, each with what is missing as the recipe names it.
 */
export async function whatCanIMake(db: Db, reader: HouseholdMember, today: string): Promise<PantrySuggestion[]> {
  const { held, soon } = await readPantry(db, reader.householdId, today);
  if (held.size === 0) return [];
  const candidates = await rankedCandidates(db, reader, held, soon);
  const shown = await suggestibleRecipes(
    db,
    reader,
    candidates.map((candidate) => candidate.id),
  );
  const ranked = candidates.flatMap((candidate) => shown.get(candidate.id) ?? []).slice(0, PANTRY_SUGGESTIONS);
  // What is covered and missing, from the index's rows of the recipes as they are now rather than from each recipe's
  // ingredient lines keyed afresh.
  const items = await indexedItemsOf(
    db,
    ranked.map((recipe) => recipe.id),
  );
  const suggestions = ranked.map((recipe) => {
    const missing: string[] = [];
    const usesSoon: string[] = [];
    const recipeItems = items.get(recipe.id) ?? [];
    for (const { key, item } of recipeItems) {
      const have = held.get(key);
      if (have === undefined) missing.push(item);
      else if (soon.has(key)) usesSoon.push(have.item);
    }
    return {
      id: recipe.id,
      title: recipe.title,
      inCatalogue: recipe.inCatalogue,
      covered: recipeItems.length - missing.length,
      total: recipeItems.length,
      missing,
      usesSoon,
    };
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
