import { freshnessOf } from '../../../shared/pantry/freshness.ts';
import { isStaple } from '../../../shared/pantry/staples.ts';
import { PANTRY_SUGGESTIONS, type PantryItem, type PantrySuggestion } from '../../../shared/pantry.ts';
import type { Db } from '../../db/kysely.ts';
import type { HouseholdMember } from '../households/index.ts';
import { indexedItemsOf, listPantryItems, pantryRankingQuery, rankRecipesByPantry, type RankingOptions } from './pantry.repo.ts';

/** Candidates counted exactly before the best are chosen: room for a few stale rows. */
const POOL = PANTRY_SUGGESTIONS * 3;

/** The household's pantry as the ranking reads it: its items by key (staples left out), and those to use soon. */
async function readPantry(db: Db, householdId: string, today: string): Promise<{ held: Map<string, PantryItem>; soon: Set<string> }> {
  const pantry = await listPantryItems(db, householdId);
  const held = new Map(pantry.filter((item) => !isStaple(item.key)).map((item) => [item.key, item]));
  const soon = new Set(
    pantry.filter((item) => held.has(item.key) && ['near', 'past'].includes(freshnessOf(item.bestBefore, today))).map((item) => item.key),
  );
  return { held, soon };
}

/** The ranking query "What can I make?" asks for `reader`'s pantry, or null when it holds nothing to rank by: for measuring it. */
export async function whatCanIMakeQuery(db: Db, reader: HouseholdMember, today: string, options: Partial<RankingOptions> = {}) {
  const { held, soon } = await readPantry(db, reader.householdId, today);
  if (held.size === 0) return null;
  return pantryRankingQuery(db, reader, [...held.keys()], [...soon], { limit: PANTRY_SUGGESTIONS, pool: POOL, ...options });
}

/**
 * "What can I make?" (docs/decisions/0079-the-pantry.md): the recipes `reader` may read ranked by the share of
 * their items the household's pantry has (staples left out), those using items near or past their best-before
 * date (as of `today`, the reader's date) first among equals, each with what is missing as the recipe names it.
 */
export async function whatCanIMake(
  db: Db,
  reader: HouseholdMember,
  today: string,
  options: Partial<RankingOptions> = {},
): Promise<PantrySuggestion[]> {
  const { held, soon } = await readPantry(db, reader.householdId, today);
  const ranked = await rankRecipesByPantry(db, reader, [...held.keys()], [...soon], { limit: PANTRY_SUGGESTIONS, pool: POOL, ...options });
  // What is missing, from the index rather than from each recipe's ingredient lines keyed afresh.
  const items = await indexedItemsOf(
    db,
    ranked.map((recipe) => recipe.id),
  );
  const suggestions = ranked.map((recipe) => {
    const missing: string[] = [];
    const usesSoon: string[] = [];
    for (const { key, item } of items.get(recipe.id) ?? []) {
      const have = held.get(key);
      if (have === undefined) missing.push(item);
      else if (soon.has(key)) usesSoon.push(have.item);
    }
    return {
      id: recipe.id,
      title: recipe.title,
      inCatalogue: recipe.inCatalogue,
      covered: recipe.covered,
      total: recipe.total,
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
