import { MAX_ENTRIES_PER_SLOT, type MealPlanEntry, type MealPlanEntryCreate } from '../../../shared/meal-plans.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import type { Quotas } from '../../../shared/quotas.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertMealPlanRoom } from '../../lib/quotas.ts';
import { findEntry, findPlannableRecipe, householdSize, insertEntries, lockPlan, slotEntryIds, type PlanOwner } from './meal-plans.repo.ts';
import { words } from '../../lib/i18n.ts';

/**
 * Plans a recipe of the person's own or a household member's (not private), or a free-text meal at the end of its slot of their household's plan.
 * Servings default to the household's size: a household of two plans a recipe written for six for two, and its
 * shopping list with it (the recipe keeps the servings it was written for).
 */
export async function addEntry(db: Db, owner: PlanOwner, input: MealPlanEntryCreate, quotas?: Quotas): Promise<MealPlanEntry> {
  const { householdId } = owner;
  const id = await inTransaction(db, async (trx) => {
    await lockPlan(trx, householdId);
    if (quotas) await assertMealPlanRoom(trx, householdId, quotas, 1);
    let what: { recipeId: string | null; text: string | null; title: string };
    if (input.recipeId !== undefined) {
      const recipe = await findPlannableRecipe(trx, owner, input.recipeId);
      if (!recipe) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
      what = { recipeId: recipe.id, text: null, title: recipe.title };
    } else {
      // The schema lets through exactly one of recipeId and text.
      const text = input.text ?? '';
      what = { recipeId: null, text, title: text };
    }
    const servings = input.servings ?? (await householdSize(trx, householdId));
    const slot = await slotEntryIds(trx, householdId, input.date, input.mealType);
    if (slot.length >= MAX_ENTRIES_PER_SLOT)
      throw new AppError('CONFLICT', words('server.mealPlans.slotFull', { max: MAX_ENTRIES_PER_SLOT }));
    const [created] = await insertEntries(trx, owner, [
      { date: input.date, mealType: input.mealType, ...what, servings, position: slot.length },
    ]);
    return created;
  });
  const entry = id ? await findEntry(db, householdId, id) : null;
  if (!entry) throw new Error('a new meal plan entry could not be read back');
  return entry;
}
