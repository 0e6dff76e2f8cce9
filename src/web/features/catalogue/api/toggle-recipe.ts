import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recipeSchema,
  saveFromCatalogueSchema,
  type CataloguePage,
  type CatalogueRecipe,
  type Recipe,
  type SavedState,
} from '../../../../shared/recipes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { RecipeListData } from './list-recipes.ts';
import { catalogueKeys, recipeKeys } from './query-keys.ts';
import { findLoadedRecipe, listsInCache, patchLists } from './recipe-cache.ts';
import { updateRecipe } from './recipe-mutations.ts';
import type { InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';

export type RecipeMark = 'isFavorite' | 'eatThisWeek';

/**
 * Favourite and Eat this week on the user's own recipes: the recipe must be in a loaded list (else it is refused
 * with "Recipe not found"), the change shows at once and is rolled back if the server refuses it.
 */
export function useToggleRecipe(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, mark, value }: { id: string; mark: RecipeMark; value: boolean }) => updateRecipe(id, { [mark]: value }),
    onMutate: async ({ id, mark, value }) => {
      await queryClient.cancelQueries({ queryKey: recipeKeys.all });
      const lists = queryClient.getQueriesData<RecipeListData>({ queryKey: recipeKeys.lists() });
      const detail = queryClient.getQueryData<Recipe>(recipeKeys.detail(id));
      queryClient.setQueriesData<RecipeListData>({ queryKey: recipeKeys.lists() }, (list) => patchLists(list, id, { [mark]: value }));
      if (detail) queryClient.setQueryData(recipeKeys.detail(id), { ...detail, [mark]: value });
      return { lists, detail };
    },
    onError: (error, { id }, context) => {
      for (const [key, data] of context?.lists ?? []) queryClient.setQueryData(key, data);
      if (context?.detail) queryClient.setQueryData(recipeKeys.detail(id), context.detail);
      onError(error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]),
  });

  return (id: string, mark: RecipeMark) => {
    let recipe: Recipe;
    try {
      recipe = findLoadedRecipe(listsInCache(queryClient), id);
    } catch (error) {
      onError(error);
      return;
    }
    mutation.mutate({ id, mark, value: !recipe[mark] });
  };
}

type SaveInput = z.input<typeof saveFromCatalogueSchema>;

/** "Save to my recipes", optionally marked at once: the user's copy of a catalogue recipe. */
export function saveCatalogueRecipe(id: string, marks: SaveInput = {}): Promise<Recipe> {
  return apiRequest(`/api/catalogue/${encodeURIComponent(id)}/save`, { method: 'POST', body: marks, schema: recipeSchema });
}

type SearchData = InfiniteData<CataloguePage, string | null>;

function patchSaved(queryClient: ReturnType<typeof useQueryClient>, catalogueId: string, saved: SavedState | null) {
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

/**
 * Marks on a catalogue recipe live on the user's saved copy: the first mark saves one; later marks change it.
 * Shown at once, rolled back on failure.
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
      if (recipe) patchSaved(queryClient, catalogueId, { id: recipe.id, isFavorite: recipe.isFavorite, eatThisWeek: recipe.eatThisWeek });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]),
  });
}

/**
 * The user's own copy of a catalogue recipe, for planning it: the one they have, or one saved now. The dialog
 * and the lists learn of a new copy at once, as they do after "Save to my recipes".
 */
export function useOwnCopy() {
  const queryClient = useQueryClient();
  return async (catalogueId: string, saved: SavedState | null): Promise<{ id: string; copied: boolean }> => {
    if (saved && saved.id !== 'pending') return { id: saved.id, copied: false };
    const recipe = await saveCatalogueRecipe(catalogueId);
    patchSaved(queryClient, catalogueId, { id: recipe.id, isFavorite: recipe.isFavorite, eatThisWeek: recipe.eatThisWeek });
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
    ]);
    return { id: recipe.id, copied: true };
  };
}
