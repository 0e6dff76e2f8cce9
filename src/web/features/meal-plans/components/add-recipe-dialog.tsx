import { useState } from 'react';
import type { MealType } from '../../../../shared/meal-plan-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { failedWith } from '../../../lib/api-failure.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useRecipe } from '../../../api/recipes/get-recipe.ts';
import type { Slot } from '../../../api/meal-plan/plan-entries.ts';
import type { PlannableRecipe } from './planner-context.tsx';
import { messageOf } from './planner-feedback.tsx';
import { SlotFields } from './slot-fields.tsx';

/** "Add <title> to your plan": one recipe, a day of the week shown and a meal. */
export function AddRecipeDialog({
  recipe,
  dates,
  initial,
  onClose,
  onAdd,
}: {
  recipe: PlannableRecipe;
  dates: string[];
  initial: Slot;
  onClose: () => void;
  onAdd: (slot: Slot) => void;
}) {
  const t = useT();
  const [slot, setSlot] = useState<{ date: string; mealType: MealType }>(initial);
  return (
    <Dialog title={t('mealPlans.addRecipe.title', { title: recipe.title })} onClose={onClose}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          onAdd(slot);
        }}
      >
        <SlotFields dates={dates} date={slot.date} mealType={slot.mealType} onChange={setSlot} />
        <div className="dialog-actions">
          <Button type="submit">{t('mealPlans.addToPlan')}</Button>
          <Button variant="secondary" onClick={onClose}>
            {t('mealPlans.dialog.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A link to the planner with ?add=<recipe id> (links people kept from before the Recipe Catalog planned in place): the recipe is read first. */
export function AddRecipeByIdDialog({
  recipeId,
  dates,
  initial,
  onClose,
  onAdd,
}: {
  recipeId: string;
  dates: string[];
  initial: Slot;
  onClose: () => void;
  onAdd: (recipe: PlannableRecipe, slot: Slot) => void;
}) {
  const t = useT();
  const query = useRecipe(recipeId);
  const recipe = query.data;
  if (recipe) {
    return <AddRecipeDialog recipe={recipe} dates={dates} initial={initial} onClose={onClose} onAdd={(slot) => onAdd(recipe, slot)} />;
  }
  if (!query.error) {
    return (
      <Dialog title={t('mealPlans.addRecipe.opening')} onClose={onClose}>
        <Skeleton variant="lines" count={3} label={t('mealPlans.addRecipe.openingLabel')} />
      </Dialog>
    );
  }
  const missing = failedWith(query.error, 'NOT_FOUND');
  return (
    <Dialog title={t('mealPlans.addRecipe.notFoundTitle')} onClose={onClose}>
      <p>{missing ? t('mealPlans.addRecipe.notFound') : messageOf(query.error)}</p>
    </Dialog>
  );
}
