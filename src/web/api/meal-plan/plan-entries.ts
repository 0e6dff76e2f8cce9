import { translate } from '../../lib/i18n/i18n.ts';
import type { MealPlanEntry } from '../../../shared/meal-plans.ts';
import { MAX_ENTRIES_PER_SLOT, type MealType } from '../../../shared/meal-plan-rules.ts';

/**
 * The planner's view of a week's entries and the changes it shows before the server confirms them. Every
 * function returns new arrays and leaves its input alone, so a rollback is the old array put back.
 */

/** A slot is one meal of one day. */
export interface Slot {
  date: string;
  mealType: MealType;
}

export const sameSlot = (a: Slot, b: Slot) => a.date === b.date && a.mealType === b.mealType;

/** The entries of one slot, in their order. */
export function slotEntries(entries: readonly MealPlanEntry[], slot: Slot): MealPlanEntry[] {
  return entries.filter((entry) => sameSlot(entry, slot)).sort((a, b) => a.position - b.position);
}

/** Positions 0, 1, 2… in each slot, keeping their order (after something left or joined it). */
function renumber(entries: readonly MealPlanEntry[], slots: readonly Slot[]): MealPlanEntry[] {
  const positions = new Map<string, number>();
  for (const slot of slots) slotEntries(entries, slot).forEach((entry, index) => positions.set(entry.id, index));
  return entries.map((entry) => {
    const position = positions.get(entry.id);
    return position === undefined || position === entry.position ? entry : { ...entry, position };
  });
}

/** A new entry goes at the end of its slot, as the server puts it. */
export function appendEntry(entries: readonly MealPlanEntry[], entry: MealPlanEntry): MealPlanEntry[] {
  return [...entries, { ...entry, position: slotEntries(entries, entry).length }];
}

/** The server's answer takes the place of the entry shown while it was on its way. */
export function replaceEntry(entries: readonly MealPlanEntry[], id: string, entry: MealPlanEntry): MealPlanEntry[] {
  return entries.map((e) => (e.id === id ? entry : e));
}

export function removeEntry(entries: readonly MealPlanEntry[], id: string): MealPlanEntry[] {
  const gone = entries.find((entry) => entry.id === id);
  if (!gone) return [...entries];
  return renumber(
    entries.filter((entry) => entry.id !== id),
    [gone],
  );
}

export interface EntryChange {
  date?: string | undefined;
  mealType?: MealType | undefined;
  /** Where in the target slot, counted without the entry itself; the end when left out. */
  position?: number | undefined;
  servings?: number | undefined;
  text?: string | undefined;
}

/** A change of servings or text, or a move to another slot or place: both slots are renumbered. */
export function changeEntry(entries: readonly MealPlanEntry[], id: string, change: EntryChange): MealPlanEntry[] {
  const entry = entries.find((e) => e.id === id);
  if (!entry) return [...entries];
  const { date = entry.date, mealType = entry.mealType, position, servings, text } = change;
  const edited: MealPlanEntry = {
    ...entry,
    date,
    mealType,
    ...(servings !== undefined ? { servings } : {}),
    ...(text !== undefined && entry.text !== null ? { text, title: text } : {}),
  };
  const moving = date !== entry.date || mealType !== entry.mealType || position !== undefined;
  if (!moving) return entries.map((e) => (e.id === id ? edited : e));

  const others = entries.filter((e) => e.id !== id);
  const target = slotEntries(others, edited);
  const at = Math.max(0, Math.min(position ?? target.length, target.length));
  target.splice(at, 0, edited);
  const order = new Map(target.map((e, index) => [e.id, index]));
  const placed = [...others, edited].map((e) => {
    const index = order.get(e.id);
    return index === undefined ? e : { ...e, position: index };
  });
  return renumber(placed, [entry]);
}

/** A slot takes at most MAX_ENTRIES_PER_SLOT entries (the server refuses more). */
export function slotIsFull(entries: readonly MealPlanEntry[], slot: Slot): boolean {
  return slotEntries(entries, slot).length >= MAX_ENTRIES_PER_SLOT;
}

/** The places an entry can go in a slot: before each entry there (other than itself), or at the end. */
export function placeChoices(entries: readonly MealPlanEntry[], slot: Slot, movingId: string): { value: string; label: string }[] {
  const others = slotEntries(entries, slot).filter((entry) => entry.id !== movingId);
  return [
    ...others.map((entry, index) => ({ value: String(index), label: translate('mealPlans.move.before', { title: entry.title }) })),
    { value: String(others.length), label: others.length ? translate('mealPlans.move.atTheEnd') : translate('mealPlans.move.onlyMeal') },
  ];
}

/** The place an entry has now in its own slot, as a placeChoices value. */
export function currentPlace(entries: readonly MealPlanEntry[], entry: MealPlanEntry): string {
  return String(slotEntries(entries, entry).findIndex((e) => e.id === entry.id));
}

/** An entry the server has not confirmed yet carries a temporary id; it cannot be changed until it has. */
const PENDING_PREFIX = 'pending:';
let pendingCount = 0;
export const pendingEntryId = () => `${PENDING_PREFIX}${(pendingCount += 1)}`;
export const isPendingEntry = (entry: Pick<MealPlanEntry, 'id'>) => entry.id.startsWith(PENDING_PREFIX);

/** How an entry links to its recipe: free text has none, nor has a recipe deleted since it was planned. */
export function entryKind(entry: Pick<MealPlanEntry, 'recipeId' | 'text' | 'recipeDeleted'>): 'recipe' | 'text' | 'deleted' {
  if (entry.text !== null) return 'text';
  if (entry.recipeDeleted || entry.recipeId === null) return 'deleted';
  return 'recipe';
}
