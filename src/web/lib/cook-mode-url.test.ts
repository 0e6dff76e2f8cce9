import { describe, expect, it } from 'vitest';
import { cookModeHref, readCookModeQuery } from './cook-mode-url.ts';

describe('cook mode address', () => {
  it('names the recipe, its kind, the servings and the way back, and reads them again', () => {
    const href = cookModeHref({ recipeId: 'r 1', servings: 6, from: '/meal-planning?week=2026-11-23' });
    expect(href).toBe('/cook/r%201?servings=6&from=%2Fmeal-planning%3Fweek%3D2026-11-23');
    const query = readCookModeQuery(new URL(href, 'http://x').searchParams);
    expect(query).toEqual({ servings: 6, from: '/meal-planning?week=2026-11-23' });
    expect(cookModeHref({ recipeId: 'c1', catalogue: true })).toBe('/cook/catalogue/c1');
  });

  it.each([
    ['servings=0&from=//evil.example', { servings: null, from: null }],
    ['servings=abc&from=https://evil.example/', { servings: null, from: null }],
    ['servings=2.5', { servings: null, from: null }],
    ['', { servings: null, from: null }],
  ])('leaves out what is malformed: %s', (search, expected) => {
    expect(readCookModeQuery(new URLSearchParams(search))).toEqual(expected);
  });
});
