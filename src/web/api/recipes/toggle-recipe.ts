import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recipe } from '../../../shared/recipes.ts';
import { recipeKeys } from './keys.ts';
import type { RecipeListData } from './list-recipes.ts';
import { findLoadedRecipe, listsInCache, patchLists, refreshRecipes } from './recipe-cache.ts';
import { updateRecipe } from './update-recipe.ts';

export type RecipeMark = 'isFavorite' | 'eatThisWeek';

/**
 * Favourite and Eat this week on the person's own recipes: the recipe must be in a loaded list (else it is
 * refused with "Recipe not found"), the change shows at once and is rolled back if the server refuses it.
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
    onSettled: () => refreshRecipes(queryClient),
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
