import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '../../../../shared/permissions.ts';
import { recipeMessages } from '../../../../shared/recipes.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCatalogueRecipe } from '../../../api/catalogue/get-catalogue-recipe.ts';
import { useRecipe } from '../../../api/recipes/get-recipe.ts';
import { useMe } from '../../../api/me/get-me.ts';
import { usePublishRecipe } from '../../../api/catalogue/publish-recipe.ts';
import { useUnpublishRecipe } from '../../../api/catalogue/unpublish-recipe.ts';
import { useCatalogueMarks, useOwnCopy } from '../../../api/catalogue/save-catalogue-recipe.ts';
import { useToggleRecipe } from '../../../api/recipes/toggle-recipe.ts';
import { MarkButtons } from './mark-buttons.tsx';
import { PlanRecipeSection } from './plan-recipe-section.tsx';
import { RecipeBody } from './recipe-body.tsx';
import { messageOf, RecipeErrorAlert, useRecipeErrors } from './recipe-errors.tsx';
import { useDeleteWithUndo } from './use-delete-with-undo.ts';

/** While a recipe loads, or when it cannot be shown: the dialog stays, with a title saying so. */
function PendingDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  if (!error) {
    return (
      <Dialog title="Opening recipe" onClose={onClose}>
        <Skeleton variant="lines" count={4} label="Opening the recipe…" />
      </Dialog>
    );
  }
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Dialog title={recipeMessages.notFound} onClose={onClose}>
      <p>{missing ? 'This recipe does not exist, was deleted, or is not yours to see.' : messageOf(error)}</p>
    </Dialog>
  );
}

/** A catalogue recipe, whole, over the list: save it, mark it, scale it. */
export function CatalogueRecipeDialog({
  id,
  onClose,
  myRecipeHref,
}: {
  id: string;
  onClose: () => void;
  myRecipeHref: (id: string) => string;
}) {
  const { report } = useRecipeErrors();
  const query = useCatalogueRecipe(id);
  const marks = useCatalogueMarks(report);
  const ownCopy = useOwnCopy();
  const { data: me } = useMe();
  const recipe = query.data;
  if (!recipe) return <PendingDialog error={query.error} onClose={onClose} />;
  const saved = recipe.saved;
  return (
    <Dialog title={recipe.title} onClose={onClose} size="lg">
      <RecipeErrorAlert />
      <div className="dialog-actions">
        {saved && saved.id !== 'pending' ? (
          <p className="saved-note">
            In your recipes · <Link to={myRecipeHref(saved.id)}>Open in My recipes</Link>
          </p>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={marks.isPending}
            onClick={() => marks.mutate({ catalogueId: recipe.id, saved: null })}
          >
            <span>Save to my recipes</span>
          </button>
        )}
        <MarkButtons
          marks={saved ?? { isFavorite: false, eatThisWeek: false }}
          onToggle={(mark) => marks.mutate({ catalogueId: recipe.id, saved, mark })}
        />
        {/* Only the user's own recipes are planned: the first time, planning saves a copy (and says so). */}
        <PlanRecipeSection title={recipe.title} ownRecipe={() => ownCopy(recipe.id, saved)} myRecipeHref={myRecipeHref} />
      </div>
      {can(me, 'unpublishAnyCatalogueRecipe') ? <UnpublishAction id={recipe.id} title={recipe.title} onDone={onClose} /> : null}
      <RecipeBody recipe={recipe} startServings={me?.householdSize} />
    </Dialog>
  );
}

/** Admins take any recipe out of the catalogue, after saying so once; people's saved copies stay theirs. */
function UnpublishAction({ id, title, onDone }: { id: string; title: string; onDone: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const unpublish = useUnpublishRecipe();
  const toast = useToast();
  const { report } = useRecipeErrors();
  if (!confirming) {
    return (
      <div className="dialog-actions">
        <button type="button" className="button button--ghost button--danger-text" onClick={() => setConfirming(true)}>
          <span>Remove from catalogue</span>
        </button>
      </div>
    );
  }
  return (
    <div className="dialog-actions" role="group" aria-label="Remove from catalogue">
      <p>Remove “{title}” from the catalogue for everyone? Copies people saved to their own recipes stay.</p>
      <button
        type="button"
        className="button button--danger"
        disabled={unpublish.isPending}
        onClick={() =>
          unpublish.mutate(id, {
            onSuccess: () => {
              onDone();
              toast.success(`“${title}” is no longer in the catalogue.`);
            },
            onError: report,
          })
        }
      >
        <span>Remove for everyone</span>
      </button>
      <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
        <span>Keep it</span>
      </button>
    </div>
  );
}

/** One of the user's own recipes: marks, edit, delete, scale. */
export function MyRecipeDialog({ id, onClose, editHref }: { id: string; onClose: () => void; editHref: string }) {
  const { report } = useRecipeErrors();
  const query = useRecipe(id);
  const toggle = useToggleRecipe(report);
  const { deleteRecipe, deleting } = useDeleteWithUndo();
  const publish = usePublishRecipe();
  const toast = useToast();
  const { data: me } = useMe();
  const recipe = query.data;
  if (!recipe) return <PendingDialog error={query.error} onClose={onClose} />;
  return (
    <Dialog title={recipe.title} onClose={onClose} size="lg">
      <RecipeErrorAlert />
      <div className="dialog-actions">
        <MarkButtons marks={recipe} onToggle={(mark) => toggle(recipe.id, mark)} />
        <PlanRecipeSection title={recipe.title} ownRecipe={() => Promise.resolve({ id: recipe.id, copied: false })} />
        <Link to={editHref} replace className="button button--secondary">
          Edit
        </Link>
        <button
          type="button"
          className="button button--ghost button--danger-text"
          disabled={deleting}
          onClick={() => deleteRecipe(recipe, onClose)}
        >
          <span>Delete</span>
        </button>
        {can(me, 'publishToCatalogue') ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={publish.isPending || publish.isSuccess}
            onClick={() =>
              publish.mutate(recipe, {
                onSuccess: (published) =>
                  toast.success(`Published: everyone in the programme can now find “${published.title}” in All recipes.`),
                onError: report,
              })
            }
          >
            <span>Publish to the catalogue</span>
          </button>
        ) : null}
      </div>
      <RecipeBody recipe={recipe} startServings={me?.householdSize} />
    </Dialog>
  );
}
