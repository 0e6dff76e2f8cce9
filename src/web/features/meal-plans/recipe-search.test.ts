import { describe, expect, it } from 'vitest';
import type { CatalogueSummary, Recipe } from '../../../shared/recipes.ts';
import { catalogueOnly, matchOwnRecipes, searchWords, titleMatches } from './recipe-search.ts';

const recipe = (id: string, title: string) => ({ id, title }) as Recipe;
const result = (id: string, savedId: string | null) =>
  ({ id, title: id, saved: savedId ? { id: savedId, isFavorite: false, eatThisWeek: false } : null }) as CatalogueSummary;

describe('searching the planner’s recipes', () => {
  it('matches titles holding every word, in any case and order', () => {
    expect(searchWords('  Red  LENTIL ')).toEqual(['red', 'lentil']);
    expect(titleMatches('Red lentil dal', ['lentil', 'red'])).toBe(true);
    expect(titleMatches('Red lentil dal', ['lentil', 'soup'])).toBe(false);
    expect(titleMatches('Anything', [])).toBe(false);
  });

  it('lists the user’s matches, closest first', () => {
    const mine = [recipe('1', 'Lentil and spinach soup'), recipe('2', 'Lentil soup'), recipe('3', 'Pea soup')];
    expect(matchOwnRecipes(mine, 'lentil').map((r) => r.id)).toEqual(['2', '1']);
    expect(matchOwnRecipes(mine, '')).toEqual([]);
    expect(matchOwnRecipes(mine, 'soup', 1).map((r) => r.id)).toEqual(['3']);
  });

  it('leaves out catalogue recipes already shown as the user’s own copy', () => {
    const shown = [recipe('mine-1', 'Dal')];
    expect(catalogueOnly([result('c1', 'mine-1'), result('c2', null), result('c3', 'mine-9')], shown).map((r) => r.id)).toEqual([
      'c2',
      'c3',
    ]);
  });
});
