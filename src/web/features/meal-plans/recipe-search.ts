import type { CatalogueSummary, Recipe } from '../../../shared/recipes.ts';

/** The words of a search, lower-cased; a recipe matches when its title holds every one. */
export function searchWords(q: string): string[] {
  return q.toLowerCase().split(/\s+/).filter(Boolean);
}

export function titleMatches(title: string, words: readonly string[]): boolean {
  const lower = title.toLowerCase();
  return words.length > 0 && words.every((word) => lower.includes(word));
}

/** The recipes (the user's own, or their household's) whose titles match, shortest first (closest to what was typed), at most `limit`. */
export function matchOwnRecipes<R extends Recipe>(recipes: readonly R[], q: string, limit = 20): R[] {
  const words = searchWords(q);
  return recipes
    .filter((recipe) => titleMatches(recipe.title, words))
    .sort((a, b) => a.title.length - b.title.length || a.title.localeCompare(b.title))
    .slice(0, limit);
}

/**
 * Catalogue results worth offering beside the user's own matches: one the user has saved and that already
 * shows among their matches would appear twice.
 */
export function catalogueOnly(results: readonly CatalogueSummary[], ownShown: readonly Recipe[]): CatalogueSummary[] {
  const shown = new Set(ownShown.map((recipe) => recipe.id));
  return results.filter((result) => !(result.saved && shown.has(result.saved.id)));
}
