import { Link } from 'react-router';
import { can } from '../../../../shared/permissions.ts';
import { usePublishRecipe } from '../../../api/catalogue/publish-recipe.ts';
import { useMe } from '../../../api/me/get-me.ts';
import { useRecipe } from '../../../api/recipes/get-recipe.ts';
import { useToggleRecipe } from '../../../api/recipes/toggle-recipe.ts';
import { AddToCollectionSection } from '../../../components/collections/add-to-collection-section.tsx';
import { CookedButton, CookLogSection, CookSummary } from '../../../components/recipe/cook-log-section.tsx';
import { MarkButtons } from '../../../components/recipe/mark-buttons.tsx';
import { PendingRecipeDialog } from '../../../components/recipe/pending-recipe-dialog.tsx';
import { PlanRecipeSection } from '../../../components/recipe/plan-recipe-section.tsx';
import { RecipeBody } from '../../../components/recipe/recipe-body.tsx';
import { RecipeErrorAlert, useRecipeErrors } from '../../../components/recipe/recipe-errors.tsx';
import { PrintRecipeButton } from '../../../components/recipe/print-recipe-button.tsx';
import { StartCookingLink } from '../../../components/recipe/start-cooking-link.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ShareRecipeSection } from './share-recipe-section.tsx';
import { useDeleteWithUndo } from './use-delete-with-undo.ts';

/** One of the user's own recipes: marks, edit, delete, scale; or a household member's, to read and plan. */
export function MyRecipeDialog({ id, onClose, editHref }: { id: string; onClose: () => void; editHref: string }) {
  const t = useT();
  const { report } = useRecipeErrors();
  const query = useRecipe(id);
  const toggle = useToggleRecipe(report);
  const { deleteRecipe, deleting } = useDeleteWithUndo();
  const publish = usePublishRecipe();
  const toast = useToast();
  const { data: me } = useMe();
  const recipe = query.data;
  if (!recipe) return <PendingRecipeDialog error={query.error} onClose={onClose} />;
  const mayPublish = can(me, 'publishToCatalogue');
  if (recipe.mine === false)
    // A household member's recipe: read and planned, changed only by its owner (docs/decisions/0064).
    return (
      <Dialog title={recipe.title} onClose={onClose} size="lg">
        <RecipeErrorAlert />
        <p className="muted">{t('recipes.dialog.readOnly', { name: recipe.ownerName ?? '' })}</p>
        <CookSummary recipe={recipe} />
        <div className="dialog-actions">
          <StartCookingLink recipeId={recipe.id} />
          <PrintRecipeButton />
          <PlanRecipeSection title={recipe.title} ownRecipe={() => Promise.resolve({ id: recipe.id, copied: false })} />
          <AddToCollectionSection recipeId={recipe.id} title={recipe.title} />
          <CookedButton recipe={recipe} />
        </div>
        <RecipeBody recipe={recipe} startServings={me?.householdSize} />
        <CookLogSection recipeId={recipe.id} />
      </Dialog>
    );
  return (
    <Dialog title={recipe.title} onClose={onClose} size="lg">
      <RecipeErrorAlert />
      <CookSummary recipe={recipe} />
      <div className="dialog-actions">
        <StartCookingLink recipeId={recipe.id} />
        <PrintRecipeButton />
        <MarkButtons marks={recipe} onToggle={(mark) => toggle(recipe.id, mark)} />
        <PlanRecipeSection title={recipe.title} ownRecipe={() => Promise.resolve({ id: recipe.id, copied: false })} />
        <AddToCollectionSection recipeId={recipe.id} title={recipe.title} />
        <CookedButton recipe={recipe} />
        <Link to={editHref} replace className="button button--secondary">
          {t('recipes.dialog.edit')}
        </Link>
        <button
          type="button"
          className="button button--ghost button--danger-text"
          disabled={deleting}
          onClick={() => deleteRecipe(recipe, onClose)}
        >
          <span>{t('recipes.dialog.delete')}</span>
        </button>
        {mayPublish ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={publish.isPending || publish.isSuccess}
            onClick={() =>
              publish.mutate(recipe, {
                onSuccess: (published) => toast.success(t('recipes.dialog.published', { title: published.title })),
                onError: report,
              })
            }
          >
            <span>{t('recipes.dialog.publish')}</span>
          </button>
        ) : null}
      </div>
      <ShareRecipeSection recipeId={recipe.id} />
      <RecipeBody recipe={recipe} startServings={me?.householdSize} />
      <CookLogSection recipeId={recipe.id} />
    </Dialog>
  );
}
