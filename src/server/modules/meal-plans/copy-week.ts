import { addDays, daysBetween, MAX_ENTRIES_PER_SLOT, type MealPlanEntry } from '../../../shared/meal-plans.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import type { Quotas } from '../../../shared/quotas.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentLocale, words } from '../../lib/i18n.ts';
import { assertMealPlanRoom } from '../../lib/quotas.ts';
import { insertEntries, listEntries, lockPlan, type NewEntry, type PlanOwner } from './meal-plans.repo.ts';

/** A plan's YYYY-MM-DD day as the person's language writes it ("Monday 4 May"). */
const readableDay = (date: string) =>
  new Intl.DateTimeFormat(currentLocale(), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * Copies every entry of the seven days from `from` to the same weekday and meal of the seven days from `to`,
 * after what is already there (adding, never replacing). Recipe, text, title and servings are kept; an
 * entry whose recipe is gone is copied as it is. All or nothing. Answers the target week.
 */
export async function copyWeek(
  db: Db,
  owner: PlanOwner,
  { from, to }: { from: string; to: string },
  quotas?: Quotas,
): Promise<MealPlanEntry[]> {
  const { householdId } = owner;
  const target = { from: to, to: addDays(to, 6) };
  await inTransaction(db, async (trx) => {
    await lockPlan(trx, householdId);
    const source = await listEntries(trx, householdId, { from, to: addDays(from, 6) });
    // Slot sizes of the target week, grown as entries are added to them.
    const sizes = new Map<string, number>();
    for (const entry of await listEntries(trx, householdId, target)) {
      const key = `${entry.date} ${entry.mealType}`;
      sizes.set(key, (sizes.get(key) ?? 0) + 1);
    }
    const copies: NewEntry[] = source.map((entry) => {
      const date = addDays(to, daysBetween(from, entry.date));
      const key = `${date} ${entry.mealType}`;
      const position = sizes.get(key) ?? 0;
      if (position >= MAX_ENTRIES_PER_SLOT) {
        throw new AppError(
          'CONFLICT',
          words('server.mealPlans.copyOverfills', {
            meal: words(`calendar.meal.${entry.mealType}`),
            day: readableDay(date),
            max: MAX_ENTRIES_PER_SLOT,
          }),
        );
      }
      sizes.set(key, position + 1);
      // The title as shown (the recipe's current one), so a copy keeps it should the recipe go later.
      return {
        date,
        mealType: entry.mealType,
        recipeId: entry.recipeId,
        text: entry.text,
        title: entry.title,
        servings: entry.servings,
        position,
      };
    });
    if (quotas && copies.length > 0) await assertMealPlanRoom(trx, householdId, quotas, copies.length);
    await insertEntries(trx, owner, copies);
  });
  return listEntries(db, householdId, target);
}
