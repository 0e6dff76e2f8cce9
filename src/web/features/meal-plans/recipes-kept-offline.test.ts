import { describe, expect, it } from 'vitest';
import { plannedRecipeIds } from './recipes-kept-offline.ts';

describe('plannedRecipeIds', () => {
  it('reads each planned recipe once, leaving out free text and deleted recipes', () => {
    expect(plannedRecipeIds([{ recipeId: 'a' }, { recipeId: null }, { recipeId: 'b' }, { recipeId: 'a' }])).toEqual(['a', 'b']);
  });
});
