import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '../../../../shared/permissions.ts';
import { useCatalogueRecipe } from '../../../api/catalogue/get-catalogue-recipe.ts';
import { useCatalogueMarks, useOwnCopy } from '../../../api/catalogue/save-catalogue-recipe.ts';
import { useUnpublishRecipe } from '../../../api/catalogue/unpublish-recipe.ts';
import { useMe } from '../../../api/me/get-me.ts';
import { AddToCollectionSection } from '../../../components/collections/add-to-collection-section.tsx';
import { CookedButton } from '../../../components/recipe/cook-log-section.tsx';
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
import { T } from '../../../lib/i18n/t.tsx';

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
  const t = useT();
  const { report } = useRecipeErrors();
  const query = useCatalogueRecipe(id);
  const marks = useCatalogueMarks(report);
  const ownCopy = useOwnCopy();
  const { data: me } = useMe();
  const recipe = query.data;
  if (!recipe) return <PendingRecipeDialog error={query.error} onClose={onClose} />;
  const saved = recipe.saved;
  const mayUnpublish = can(me, 'unpublishAnyCatalogueRecipe');
  return (
    <Dialog title={recipe.title} onClose={onClose} size="lg">
      <RecipeErrorAlert />
      <div className="dialog-actions">
        {saved && saved.id !== 'pending' ? (
          <p className="saved-note">
            <T k="catalogue.dialog.savedNote" components={{ 0: <Link to={myRecipeHref(saved.id)} /> }} />
          </p>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={marks.isPending}
            onClick={() => marks.mutate({ catalogueId: recipe.id, saved: null })}
          >
            <span>{t('catalogue.dialog.save')}</span>
          </button>
        )}
        <StartCookingLink recipeId={recipe.id} catalogue />
        <PrintRecipeButton />
        <MarkButtons
          marks={saved ?? { isFavorite: false, eatThisWeek: false }}
          onToggle={(mark) => marks.mutate({ catalogueId: recipe.id, saved, mark })}
        />
        {/* Only the user's own recipes are planned: the first time, planning saves a copy (and says so). */}
        <PlanRecipeSection title={recipe.title} ownRecipe={() => ownCopy(recipe.id, saved)} myRecipeHref={myRecipeHref} />
        <CookedButton recipe={recipe} ownRecipe={() => ownCopy(recipe.id, saved)} />
        {/* The catalogue recipe itself goes in, not a copy: a collection of catalogue recipes costs no saving. */}
        <AddToCollectionSection recipeId={recipe.id} title={recipe.title} />
      </div>
      {mayUnpublish ? <UnpublishAction id={recipe.id} title={recipe.title} onDone={onClose} /> : null}
      <RecipeBody recipe={recipe} startServings={me?.householdSize} />
    </Dialog>
  );
}

/** Admins take any recipe out of the catalogue, after saying so once; people's saved copies stay theirs. */
function UnpublishAction({ id, title, onDone }: { id: string; title: string; onDone: () => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const unpublish = useUnpublishRecipe();
  const toast = useToast();
  const { report } = useRecipeErrors();
  if (!confirming) {
    return (
      <div className="dialog-actions">
        <button type="button" className="button button--ghost button--danger-text" onClick={() => setConfirming(true)}>
          <span>{t('catalogue.dialog.remove')}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="dialog-actions" role="group" aria-label={t('catalogue.dialog.remove')}>
      <p>{t('catalogue.dialog.removeConfirm', { title })}</p>
      <button
        type="button"
        className="button button--danger"
        disabled={unpublish.isPending}
        onClick={() =>
          unpublish.mutate(id, {
            onSuccess: () => {
              onDone();
              toast.success(t('catalogue.dialog.removed', { title }));
            },
            onError: report,
          })
        }
      >
        <span>{t('catalogue.dialog.removeForEveryone')}</span>
      </button>
      <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
        <span>{t('catalogue.dialog.keep')}</span>
      </button>
    </div>
  );
}
