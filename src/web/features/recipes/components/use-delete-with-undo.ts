import type { Recipe } from '../../../../shared/recipes.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDeleteRecipe } from '../../../api/recipes/delete-recipe.ts';
import { useRestoreRecipe } from '../../../api/recipes/restore-recipe.ts';
import { useRecipeErrors } from '../../../components/recipe/recipe-errors.tsx';
import { translate } from '../../../lib/i18n/i18n.ts';

export const deletedText = (title: string) => translate('recipes.delete.deleted', { title });
export const restoredText = (title: string) => translate('recipes.delete.restored', { title });

/**
 * Delete a recipe (to Recently deleted) from a card or its dialog, confirmed by a toast with Undo. Undo uses
 * mutateAsync, not per-call callbacks, because the card or dialog that deleted it may be gone by then.
 */
export function useDeleteWithUndo() {
  const { report, clear } = useRecipeErrors();
  const toast = useToast();
  const remove = useDeleteRecipe();
  const restore = useRestoreRecipe();

  const undo = (recipe: Recipe) => {
    restore
      .mutateAsync(recipe.id)
      .then(() => toast.success(restoredText(recipe.title)))
      .catch(report);
  };

  const deleteRecipe = (recipe: Recipe, onDeleted?: () => void) =>
    remove.mutate(recipe.id, {
      onSuccess: () => {
        clear();
        toast.success(deletedText(recipe.title), { action: { label: translate('recipes.delete.undo'), onAction: () => undo(recipe) } });
        onDeleted?.();
      },
      onError: report,
    });

  return { deleteRecipe, deleting: remove.isPending, restore: undo };
}
