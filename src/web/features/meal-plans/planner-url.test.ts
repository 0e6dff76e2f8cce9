import { describe, expect, it } from 'vitest';
import { ownRecipeHref, readPlannerView, shoppingListHref, writePlannerView, type PlannerContext } from './planner-url.ts';

// Wednesday 26 November 2025.
const monday: PlannerContext = { today: '2025-11-26', weekStart: 'monday' };
const sunday: PlannerContext = { today: '2025-11-26', weekStart: 'sunday' };
const read = (query: string, context = monday) => readPlannerView(new URLSearchParams(query), context);

describe('the Meal Planning URL', () => {
  it('shows the current week by the person’s week start when no week is given', () => {
    expect(read('')).toEqual({ week: '2025-11-24', add: null });
    expect(read('', sunday)).toEqual({ week: '2025-11-23', add: null });
  });

  it('shows the week holding any day it is given', () => {
    expect(read('week=2025-12-03')).toMatchObject({ week: '2025-12-01' });
    expect(read('week=2025-12-01')).toMatchObject({ week: '2025-12-01' });
    expect(read('week=2025-12-06', sunday)).toMatchObject({ week: '2025-11-30' });
  });

  it.each(['week=2025-02-30', 'week=next', 'week=2025-1-1', 'week='])('falls back to this week for %s', (query) => {
    expect(read(query)).toMatchObject({ week: '2025-11-24' });
  });

  it('reads a recipe to add', () => {
    expect(read('add=abc123')).toEqual({ week: '2025-11-24', add: 'abc123' });
    expect(read('add=')).toMatchObject({ add: null });
  });

  it('writes the current week as the plain address and other weeks by their first day', () => {
    expect(writePlannerView({ week: '2025-11-24', add: null }, monday).toString()).toBe('');
    expect(writePlannerView({ week: '2025-12-01', add: null }, monday).toString()).toBe('week=2025-12-01');
    expect(writePlannerView({ week: '2025-11-17', add: 'r1' }, monday).toString()).toBe('week=2025-11-17&add=r1');
  });

  it('round-trips a view', () => {
    const view = { week: '2026-01-05', add: 'x' };
    expect(read(writePlannerView(view, monday).toString())).toEqual(view);
  });

  it('links to the week’s shopping list and to a recipe in My recipes', () => {
    expect(shoppingListHref('2025-11-24', '2025-11-30')).toBe('/meal-planning/shopping-list?from=2025-11-24&to=2025-11-30');
    expect(ownRecipeHref('r 1')).toBe('/recipe-catalog?tab=mine&open=r+1');
  });
});
