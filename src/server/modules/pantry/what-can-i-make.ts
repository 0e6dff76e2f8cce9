import { freshnessOf } from '../../../shared/pantry/freshness.ts';
import { isStaple } from '../../../shared/pantry/staples.ts';
import { PANTRY_SUGGESTIONS, type PantrySuggestion } from '../../../shared/pantry.ts';
import { ingredientItemKey } from '../../../shared/shopping/merge-ingredients.ts';
import type { Db } from '../../db/kysely.ts';
import type { HouseholdMember } from '../households/index.ts';
import { listPantryItems, rankRecipesByPantry } from './pantry.repo.ts';

/** Candidates ranked in the index before each is checked against its recipe: room for a few stale rows. */
const POOL = PANTRY_SUGGESTIONS * 3;

/**
 * "What can I make?" (docs/decisions/0079-the-pantry.md): the recipes `reader` may read ranked by the share of
 * their items the household's pantry has (staples left out), those using items near or past their best-before
 * date (as of `today`, the reader's date) first among equals, each with what is missing as the recipe names it.
 */
export async function whatCanIMake(db: Db, reader: HouseholdMember, today: string): Promise<PantrySuggestion[]> {
  const pantry = await listPantryItems(db, reader.householdId);
  const held = new Map(pantry.filter((item) => !isStaple(item.key)).map((item) => [item.key, item]));
  const soon = new Set(pantry.filter((item) => ['near', 'past'].includes(freshnessOf(item.bestBefore, today))).map((item) => item.key));
  const ranked = await rankRecipesByPantry(
    db,
    reader,
    [...held.keys()],
    [...soon].filter((key) => held.has(key)),
    {
      limit: PANTRY_SUGGESTIONS,
      pool: POOL,
    },
  );
  const suggestions = ranked.map((recipe) => {
    const missing = new Map<string, string>();
    const usesSoon = new Set<string>();
    for (const ingredient of recipe.ingredients) {
      const key = ingredientItemKey(ingredient);
      if (key === '' || isStaple(key)) continue;
      const item = held.get(key);
      if (item === undefined) {
        if (!missing.has(key)) missing.set(key, ingredient.item.trim() || ingredient.text);
      } else if (soon.has(key)) usesSoon.add(item.item);
    }
    return {
      id: recipe.id,
      title: recipe.title,
      inCatalogue: recipe.inCatalogue,
      covered: recipe.covered,
      total: recipe.total,
      missing: [...missing.values()],
      usesSoon: [...usesSoon],
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
