import { describe, expect, it } from 'vitest';
import type { MealPlanEntry } from '../../../shared/meal-plans.ts';
import {
  appendEntry,
  changeEntry,
  currentPlace,
  entryKind,
  isPendingEntry,
  pendingEntryId,
  placeChoices,
  removeEntry,
  replaceEntry,
  slotEntries,
  slotIsFull,
} from './plan-entries.ts';

function entry(id: string, date: string, mealType: MealPlanEntry['mealType'], position: number, title = `Meal ${id}`): MealPlanEntry {
  return {
    id,
    date,
    mealType,
    recipeId: `recipe-${id}`,
    text: null,
    title,
    servings: 2,
    position,
    recipeDeleted: false,
    thumbnailUrl: null,
    cooked: false,
  };
}

const mon = '2025-11-24';
const tue = '2025-11-25';
const week = [
  entry('a', mon, 'dinner', 0),
  entry('b', mon, 'dinner', 1),
  entry('c', mon, 'dinner', 2),
  entry('d', tue, 'dinner', 0),
  entry('e', mon, 'lunch', 0),
];
const ids = (entries: MealPlanEntry[]) => entries.map((e) => `${e.id}${e.position}`);
const slot = (entries: MealPlanEntry[], date: string, mealType: MealPlanEntry['mealType']) => ids(slotEntries(entries, { date, mealType }));

describe('a week’s entries', () => {
  it('lists a slot in its order, whatever the order of the answer', () => {
    expect(slot([week[2]!, week[0]!, week[1]!], mon, 'dinner')).toEqual(['a0', 'b1', 'c2']);
    expect(slot(week, tue, 'breakfast')).toEqual([]);
  });

  it('adds a new entry at the end of its slot', () => {
    const added = appendEntry(week, entry('n', mon, 'dinner', 99));
    expect(slot(added, mon, 'dinner')).toEqual(['a0', 'b1', 'c2', 'n3']);
    expect(slot(appendEntry(week, entry('m', tue, 'snack', 5)), tue, 'snack')).toEqual(['m0']);
  });

  it('puts the server’s entry in the place of the one shown while it was sent', () => {
    const pending = appendEntry(week, entry('pending:1', tue, 'lunch', 0));
    const saved = replaceEntry(pending, 'pending:1', entry('real', tue, 'lunch', 0));
    expect(slot(saved, tue, 'lunch')).toEqual(['real0']);
  });

  it('closes the gap an entry leaves', () => {
    const removed = removeEntry(week, 'b');
    expect(slot(removed, mon, 'dinner')).toEqual(['a0', 'c1']);
    expect(removed).toHaveLength(4);
    expect(removeEntry(week, 'nope')).toEqual(week);
  });

  it('moves an entry to the end of another slot and renumbers both', () => {
    const moved = changeEntry(week, 'a', { date: tue, mealType: 'dinner' });
    expect(slot(moved, mon, 'dinner')).toEqual(['b0', 'c1']);
    expect(slot(moved, tue, 'dinner')).toEqual(['d0', 'a1']);
  });

  it('moves an entry to a place in another slot', () => {
    const moved = changeEntry(week, 'c', { date: tue, mealType: 'dinner', position: 0 });
    expect(slot(moved, tue, 'dinner')).toEqual(['c0', 'd1']);
    expect(slot(moved, mon, 'dinner')).toEqual(['a0', 'b1']);
  });

  it('reorders within a slot', () => {
    expect(slot(changeEntry(week, 'c', { position: 0 }), mon, 'dinner')).toEqual(['c0', 'a1', 'b2']);
    expect(slot(changeEntry(week, 'a', { position: 2 }), mon, 'dinner')).toEqual(['b0', 'c1', 'a2']);
    expect(slot(changeEntry(week, 'a', { position: 1 }), mon, 'dinner')).toEqual(['b0', 'a1', 'c2']);
    expect(slot(changeEntry(week, 'b', { position: 40 }), mon, 'dinner')).toEqual(['a0', 'c1', 'b2']);
  });

  it('changes servings in place', () => {
    const changed = changeEntry(week, 'b', { servings: 5 });
    expect(changed.find((e) => e.id === 'b')?.servings).toBe(5);
    expect(ids(changed)).toEqual(ids(week));
    expect(week.find((e) => e.id === 'b')?.servings).toBe(2);
  });

  it('changes the text of a free-text entry and its title with it, never a recipe’s title', () => {
    const text: MealPlanEntry = { ...entry('t', mon, 'lunch', 1, 'Leftovers'), recipeId: null, text: 'Leftovers' };
    const changed = changeEntry([text], 't', { text: 'Soup' })[0];
    expect(changed).toMatchObject({ text: 'Soup', title: 'Soup' });
    expect(changeEntry(week, 'a', { text: 'Soup' })[0]).toMatchObject({ title: 'Meal a', text: null });
  });

  it('offers the places in a slot, without the entry being moved', () => {
    expect(placeChoices(week, { date: mon, mealType: 'dinner' }, 'b')).toEqual([
      { value: '0', label: 'Before Meal a' },
      { value: '1', label: 'Before Meal c' },
      { value: '2', label: 'At the end' },
    ]);
    expect(placeChoices(week, { date: tue, mealType: 'snack' }, 'b')).toEqual([{ value: '0', label: 'Only meal here' }]);
    expect(currentPlace(week, week[1]!)).toBe('1');
  });

  it('knows a full slot', () => {
    const full = Array.from({ length: 20 }, (_, i) => entry(`f${i}`, tue, 'snack', i));
    expect(slotIsFull(full, { date: tue, mealType: 'snack' })).toBe(true);
    expect(slotIsFull(week, { date: mon, mealType: 'dinner' })).toBe(false);
  });

  it('tells entries waiting for the server from saved ones', () => {
    expect(isPendingEntry({ id: pendingEntryId() })).toBe(true);
    expect(pendingEntryId()).not.toBe(pendingEntryId());
    expect(isPendingEntry({ id: 'abc' })).toBe(false);
  });

  it('tells recipes from free text and deleted recipes', () => {
    expect(entryKind({ recipeId: 'r', text: null, recipeDeleted: false })).toBe('recipe');
    expect(entryKind({ recipeId: 'r', text: null, recipeDeleted: true })).toBe('deleted');
    expect(entryKind({ recipeId: null, text: null, recipeDeleted: false })).toBe('deleted');
    expect(entryKind({ recipeId: null, text: 'Leftovers', recipeDeleted: false })).toBe('text');
  });
});
