import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Recipe } from '../../../shared/recipes.ts';
import { recipeMessages } from '../../../shared/recipe-rules.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { mealPlanKeys } from '../meal-plan/keys.ts';
import { shoppingListKeys } from '../shopping-list/keys.ts';
import { recipeKeys } from './keys.ts';
import type { RecipeListData } from './list-recipes.ts';

/** The recipes of every loaded page of every loaded list (All, Favourites, Eat this week). */
export function loadedRecipes(lists: readonly (RecipeListData | undefined)[]): Recipe[] {
  return lists.flatMap((list) => list?.pages.flatMap((page) => page.recipes) ?? []);
}

/**
 * The rule: a toggle needs the recipe in the loaded list, else "Recipe not found" (and nothing is
 * sent to the server).
 */
export function findLoadedRecipe(lists: readonly (RecipeListData | undefined)[], id: string): Recipe {
  const recipe = loadedRecipes(lists).find((r) => r.id === id);
  if (!recipe) throw new Error(recipeMessages.notFound);
  return recipe;
}

export function patchLists(list: RecipeListData | undefined, id: string, patch: Partial<Recipe>): RecipeListData | undefined {
  if (!list) return list;
  return {
    ...list,
    pages: list.pages.map((page) => ({ ...page, recipes: page.recipes.map((r) => (r.id === id ? { ...r, ...patch } : r)) })),
  };
}

export function listsInCache(queryClient: QueryClient): (RecipeListData | undefined)[] {
  return queryClient.getQueriesData<RecipeListData>({ queryKey: recipeKeys.lists() }).map(([, data]) => data);
}

/**
 * After any change to a person's recipes: every read of them (My recipes, Recently deleted, the dashboard's
 * shortlists, the planner's lists), the catalogue, whose results say which recipes they saved, and the meal plan and
 * shopping lists, which show planned recipes' titles and ingredients.
 */
export function refreshRecipes(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
    queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }),
    queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  ]);
}

/** The same, keeping the server's copy of a changed recipe for its dialog at once. */
export function useRefreshRecipes() {
  const queryClient = useQueryClient();
  return async (recipe?: Recipe) => {
    if (recipe) queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
    await refreshRecipes(queryClient);
  };
}
