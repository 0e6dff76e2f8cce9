import { MAX_ENTRIES_PER_SLOT, type MealPlanEntry, type MealPlanEntryUpdate, type MealType } from '../../../shared/meal-plans.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEntry, findEntryRow, lockPlan, renumber, slotEntryIds } from './meal-plans.repo.ts';
import { words } from '../../lib/i18n.ts';

/**
 * Changes one of the household's entries: its servings, its text (free-text entries only), or its place. A move
 * takes the entry out of its slot, closing the gap, and puts it at `position` of the target slot (the end
 * when that is past it, or when no position is given for a new slot); both slots are numbered 0..n-1 after.
 */
export async function updateEntry(db: Db, householdId: string, id: string, patch: MealPlanEntryUpdate): Promise<MealPlanEntry> {
  await inTransaction(db, async (trx) => {
    await lockPlan(trx, householdId);
    const current = await findEntryRow(trx, householdId, id);
    if (!current) throw new AppError('NOT_FOUND', words('server.mealPlans.entryNotFound'));
    if (patch.text !== undefined && current.text === null) throw new AppError('BAD_REQUEST', words('server.mealPlans.notFreeText'));

    const from = { date: current.date, mealType: current.mealType as MealType };
    const to = { date: patch.date ?? from.date, mealType: patch.mealType ?? from.mealType };
    const sameSlot = to.date === from.date && to.mealType === from.mealType;
    const moving = !sameSlot || patch.position !== undefined;
    let position = current.position;

    if (moving) {
      const target = (await slotEntryIds(trx, householdId, to.date, to.mealType)).filter((e) => e.id !== id);
      if (!sameSlot && target.length >= MAX_ENTRIES_PER_SLOT)
        throw new AppError('CONFLICT', words('server.mealPlans.slotFull', { max: MAX_ENTRIES_PER_SLOT }));
      position = Math.min(patch.position ?? target.length, target.length);
      // -1 never matches an index, so the moved entry's position is written too (with the rest of it below).
      await renumber(trx, householdId, [...target.slice(0, position), { id, position: -1 }, ...target.slice(position)]);
      if (!sameSlot) {
        const source = (await slotEntryIds(trx, householdId, from.date, from.mealType)).filter((e) => e.id !== id);
        await renumber(trx, householdId, source);
      }
    }

    await trx.kysely
      .updateTable('mealPlanEntry')
      .set({
        date: to.date,
        mealType: to.mealType,
        position,
        ...(patch.servings !== undefined && { servings: patch.servings }),
        ...(patch.text !== undefined && { text: patch.text, title: patch.text }),
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('householdId', '=', householdId)
      .execute();
  });
  const entry = await findEntry(db, householdId, id);
  if (!entry) throw new AppError('NOT_FOUND', words('server.mealPlans.entryNotFound'));
  return entry;
}
