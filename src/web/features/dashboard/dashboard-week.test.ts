import { describe, expect, it } from 'vitest';
import type { MealPlanEntry } from '../../../shared/meal-plans.ts';
import { myRecipeHref } from '../../lib/recipe-hrefs.ts';
import { dayName, mealCountText, myRecipesHref, plannedOn, restOfWeek, shoppingListHref, weekOf } from './dashboard-week.ts';

let sequence = 0;
function entry(date: string, mealType: MealPlanEntry['mealType'], title: string, position = 0): MealPlanEntry {
  sequence += 1;
  return {
    id: `e${sequence}`,
    date,
    mealType,
    recipeId: null,
    text: title,
    title,
    servings: 2,
    position,
    recipeDeleted: false,
    thumbnailUrl: null,
    cooked: false,
  };
}

const today = '2026-11-19'; // a Thursday
const week = weekOf(today, 'monday');

describe('the dashboard’s week', () => {
  it('is the week holding today, by the person’s week start', () => {
    expect(week).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(weekOf(today, 'sunday')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
  });

  it('lists today’s meals in the order of the day', () => {
    const entries = [
      entry(today, 'dinner', 'Chilli'),
      entry(today, 'breakfast', 'Porridge', 1),
      entry('2026-11-20', 'lunch', 'Soup'),
      entry(today, 'breakfast', 'Tea', 0),
    ];
    expect(plannedOn(entries, today).map((e) => e.title)).toEqual(['Tea', 'Porridge', 'Chilli']);
  });

  it('shows the days after today, empty ones too, and nothing before', () => {
    const entries = [entry('2026-11-17', 'lunch', 'Past'), entry('2026-11-21', 'dinner', 'Curry'), entry(today, 'lunch', 'Now')];
    const rest = restOfWeek(entries, today, week);
    expect(rest.map((day) => [day.date, day.entries.map((e) => e.title)])).toEqual([
      ['2026-11-20', []],
      ['2026-11-21', ['Curry']],
      ['2026-11-22', []],
    ]);
    expect(restOfWeek(entries, '2026-11-22', week)).toEqual([]);
  });

  it('names days as people say them', () => {
    expect(dayName('2026-11-20', today, 'en-GB')).toBe('Tomorrow');
    expect(dayName('2026-11-21', today, 'en-GB')).toBe('Saturday 21 November');
  });

  it('counts meals in words', () => {
    expect(mealCountText(0)).toBe('No meals planned this week yet');
    expect(mealCountText(1)).toBe('1 meal planned this week');
    expect(mealCountText(3)).toBe('3 meals planned this week');
  });

  it('links to a recipe on My recipes, and to the list of the week', () => {
    expect(myRecipeHref('r 1')).toBe('/recipe-catalog?tab=mine&open=r+1');
    expect(myRecipesHref('eat-this-week')).toBe('/recipe-catalog?tab=mine&filter=eat-this-week');
    expect(myRecipesHref()).toBe('/recipe-catalog?tab=mine');
    expect(shoppingListHref(week)).toBe('/meal-planning/shopping-list?from=2026-11-16&to=2026-11-22');
  });
});
