import { useState } from 'react';
import type { MealType } from '../../../../shared/meal-plan-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { failedWith } from '../../../lib/api-failure.ts';
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
  const [slot, setSlot] = useState<{ date: string; mealType: MealType }>(initial);
  return (
    <Dialog title={`Add ${recipe.title} to your plan`} onClose={onClose}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          onAdd(slot);
        }}
      >
        <SlotFields dates={dates} date={slot.date} mealType={slot.mealType} onChange={setSlot} />
        <div className="dialog-actions">
          <Button type="submit">Add to plan</Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
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
  const query = useRecipe(recipeId);
  const recipe = query.data;
  if (recipe) {
    return <AddRecipeDialog recipe={recipe} dates={dates} initial={initial} onClose={onClose} onAdd={(slot) => onAdd(recipe, slot)} />;
  }
  if (!query.error) {
    return (
      <Dialog title="Opening recipe" onClose={onClose}>
        <Skeleton variant="lines" count={3} label="Opening the recipe…" />
      </Dialog>
    );
  }
  const missing = failedWith(query.error, 'NOT_FOUND');
  return (
    <Dialog title="Recipe not found" onClose={onClose}>
      <p>{missing ? 'This recipe does not exist, was deleted, or is not one of yours.' : messageOf(query.error)}</p>
    </Dialog>
  );
}
