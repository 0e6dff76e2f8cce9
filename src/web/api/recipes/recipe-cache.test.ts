import { describe, expect, it } from 'vitest';
import type { Recipe } from '../../../shared/recipes.ts';
import { recipeMessages } from '../../../shared/recipe-rules.ts';
import type { RecipeListData } from './list-recipes.ts';
import { recipeFor } from '../../test/recipes.ts';
import { findLoadedRecipe, loadedRecipes, patchLists } from './recipe-cache.ts';

function recipe(id: string, overrides: Partial<Recipe> = {}): Recipe {
  return recipeFor({ id, userId: 'u1', title: `Recipe ${id}`, ...overrides });
}

const list = (...pages: Recipe[][]): RecipeListData => ({
  pages: pages.map((recipes, i) => ({ recipes, nextCursor: i < pages.length - 1 ? `c${i}` : null })),
  pageParams: pages.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});

describe('the loaded recipe list', () => {
  const all = list([recipe('a'), recipe('b')], [recipe('c')]);
  const favourites = list([recipe('b', { isFavorite: true })]);

  it('holds the recipes of every loaded page of every list', () => {
    expect(loadedRecipes([all, undefined, favourites]).map((r) => r.id)).toEqual(['a', 'b', 'c', 'b']);
  });

  it('finds a recipe for a toggle anywhere in it, on any page', () => {
    expect(findLoadedRecipe([all], 'c').title).toBe('Recipe c');
  });

  it('refuses a toggle of a recipe that is not loaded with the source’s message', () => {
    expect(() => findLoadedRecipe([all, favourites], 'zzz')).toThrow(recipeMessages.notFound);
    expect(() => findLoadedRecipe([], 'a')).toThrow(recipeMessages.notFound);
  });

  it('patches one recipe in place and leaves the others alone', () => {
    const patched = patchLists(all, 'b', { isFavorite: true });
    expect(loadedRecipes([patched]).map((r) => [r.id, r.isFavorite])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
    expect(loadedRecipes([all]).find((r) => r.id === 'b')?.isFavorite).toBe(false);
  });
});
