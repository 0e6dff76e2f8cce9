import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n/i18n.ts';
import { gettingStartedDoneKey, gettingStartedSteps, hasFinishedGettingStarted, hasOpenedShoppingList } from './getting-started.ts';

function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the getting started checklist', () => {
  it('has four steps in the order people take them, ticked from the facts', () => {
    const steps = gettingStartedSteps({ savedRecipe: true, markedEatThisWeek: false, plannedMeal: true, openedShoppingList: false });
    expect(steps.map((s) => [translate(s.label), s.done])).toEqual([
      ['Save a recipe', true],
      ['Mark one to eat this week', false],
      ['Plan a meal', true],
      ['Open your shopping list', false],
    ]);
    expect(steps.map((s) => s.to)).toEqual([
      '/recipe-catalog',
      '/recipe-catalog?tab=mine',
      '/meal-planning',
      '/meal-planning/shopping-list',
    ]);
  });

  it('remembers, per person, that the list was opened and that the checklist is finished', () => {
    const storage = memoryStorage({ shoppingListOpened_u1: 'true', [gettingStartedDoneKey('u2')]: 'true' });
    expect(hasOpenedShoppingList(storage, 'u1')).toBe(true);
    expect(hasOpenedShoppingList(storage, 'u2')).toBe(false);
    expect(hasFinishedGettingStarted(storage, 'u2')).toBe(true);
    expect(hasFinishedGettingStarted(storage, 'u1')).toBe(false);
  });
});
