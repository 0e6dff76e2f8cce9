import { MAX_ENTRIES_PER_SLOT, type MealPlanEntry, type MealPlanEntryCreate } from '../../../shared/meal-plans.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import type { Quotas } from '../../../shared/quotas.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertMealPlanRoom } from '../../lib/quotas.ts';
import { findEntry, findPlannableRecipe, householdSize, insertEntries, lockPlan, slotEntryIds } from './meal-plans.repo.ts';
import { words } from '../../lib/i18n.ts';

/**
 * Plans a recipe of the user's own or a free-text meal at the end of its slot. Servings default to the
 * household's size: a household of two plans a recipe written for six for two, and its shopping list with it
 * (the recipe keeps the servings it was written for).
 */
export async function addEntry(db: Db, userId: string, input: MealPlanEntryCreate, quotas?: Quotas): Promise<MealPlanEntry> {
  const id = await inTransaction(db, async (trx) => {
    await lockPlan(trx, userId);
    if (quotas) await assertMealPlanRoom(trx, userId, quotas, 1);
    let what: { recipeId: string | null; text: string | null; title: string };
    if (input.recipeId !== undefined) {
      const recipe = await findPlannableRecipe(trx, userId, input.recipeId);
      if (!recipe) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
      what = { recipeId: recipe.id, text: null, title: recipe.title };
    } else {
      // The schema lets through exactly one of recipeId and text.
      const text = input.text ?? '';
      what = { recipeId: null, text, title: text };
    }
    const servings = input.servings ?? (await householdSize(trx, userId));
    const slot = await slotEntryIds(trx, userId, input.date, input.mealType);
    if (slot.length >= MAX_ENTRIES_PER_SLOT)
      throw new AppError('CONFLICT', words('server.mealPlans.slotFull', { max: MAX_ENTRIES_PER_SLOT }));
    const [created] = await insertEntries(trx, userId, [
      { date: input.date, mealType: input.mealType, ...what, servings, position: slot.length },
    ]);
    return created;
  });
  const entry = id ? await findEntry(db, userId, id) : null;
  if (!entry) throw new Error('a new meal plan entry could not be read back');
  return entry;
}
