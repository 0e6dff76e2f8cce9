import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CataloguePage, CatalogueRecipe, Recipe, SavedState, saveFromCatalogueSchema } from '../../../shared/recipes.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { recipeKeys } from '../recipes/keys.ts';
import { refreshRecipes } from '../recipes/recipe-cache.ts';
import { updateRecipe } from '../recipes/update-recipe.ts';
import type { RecipeMark } from '../recipes/toggle-recipe.ts';
import { catalogueKeys } from './keys.ts';

type SaveInput = z.input<typeof saveFromCatalogueSchema>;

/** POST /api/catalogue/{id}/save: the person's own copy of a catalogue recipe, optionally marked at once. */
export function saveCatalogueRecipe(id: string, marks: SaveInput = {}): Promise<Recipe> {
  return apiRequest<Recipe>(`/api/catalogue/${encodeURIComponent(id)}/save`, { method: 'POST', body: marks });
}

type SearchData = InfiniteData<CataloguePage, string | null>;

/** What every loaded search and the recipe's dialog say the person saved of a catalogue recipe. */
function patchSaved(queryClient: QueryClient, catalogueId: string, saved: SavedState | null) {
  queryClient.setQueriesData<SearchData>({ queryKey: catalogueKeys.searches() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, recipes: page.recipes.map((r) => (r.id === catalogueId ? { ...r, saved } : r)) })),
        }
      : data,
  );
  queryClient.setQueryData<CatalogueRecipe>(catalogueKeys.detail(catalogueId), (recipe) => (recipe ? { ...recipe, saved } : recipe));
}

const savedStateOf = (recipe: Recipe): SavedState => ({ id: recipe.id, isFavorite: recipe.isFavorite, eatThisWeek: recipe.eatThisWeek });

/**
 * "Save to my recipes", Favourite and Eat this week on a catalogue recipe: marks live on the person's saved
 * copy, so the first mark saves one and later marks change it. Shown at once, rolled back on failure.
 */
export function useCatalogueMarks(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ catalogueId, saved, mark }: { catalogueId: string; saved: SavedState | null; mark?: RecipeMark }) => {
      if (!saved) return saveCatalogueRecipe(catalogueId, mark ? { [mark]: true } : {});
      if (!mark) return null;
      return updateRecipe(saved.id, { [mark]: !saved[mark] });
    },
    onMutate: async ({ catalogueId, saved, mark }) => {
      await queryClient.cancelQueries({ queryKey: catalogueKeys.all });
      const optimistic: SavedState = saved
        ? { ...saved, ...(mark ? { [mark]: !saved[mark] } : {}) }
        : { id: 'pending', isFavorite: mark === 'isFavorite', eatThisWeek: mark === 'eatThisWeek' };
      patchSaved(queryClient, catalogueId, optimistic);
      return { previous: saved };
    },
    onError: (error, { catalogueId }, context) => {
      patchSaved(queryClient, catalogueId, context?.previous ?? null);
      onError(error);
    },
    onSuccess: (recipe, { catalogueId }) => {
      if (recipe) patchSaved(queryClient, catalogueId, savedStateOf(recipe));
    },
    onSettled: () => refreshRecipes(queryClient),
  });
}

/**
 * The person's own copy of a catalogue recipe, for planning it: the one they have, or one saved now. The dialog
 * and the lists learn of a new copy at once, as they do after "Save to my recipes".
 */
export function useOwnCopy() {
  const queryClient = useQueryClient();
  return async (catalogueId: string, saved: SavedState | null): Promise<{ id: string; copied: boolean }> => {
    if (saved && saved.id !== 'pending') return { id: saved.id, copied: false };
    const recipe = await saveCatalogueRecipe(catalogueId);
    patchSaved(queryClient, catalogueId, savedStateOf(recipe));
    void refreshRecipes(queryClient);
    return { id: recipe.id, copied: true };
  };
}

/** A catalogue recipe picked in the planner's search: saved as the person's own (only those are planned). */
export function useSaveCatalogueRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (catalogueId: string) => saveCatalogueRecipe(catalogueId),
    onSuccess: (recipe, catalogueId) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      patchSaved(queryClient, catalogueId, savedStateOf(recipe));
      return refreshRecipes(queryClient);
    },
  });
}
