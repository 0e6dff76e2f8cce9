import { describe, expect, it } from 'vitest';
import { readMealMasterForTest } from './mealmaster.ts';

// Written for this project in MealMaster's layout: fixed columns, two recipes in one file, one in two columns.
const file = [
  'MMMMM----- Recipe via Meal-Master (tm) v8.05',
  ' ',
  '      Title: Lemon Drizzle Cake',
  ' Categories: Cakes, Baking',
  '      Yield: 8 servings',
  ' ',
  '    225 g  Butter; softened',
  '    225 g  Caster sugar',
  '      4    Eggs',
  '    1/2 c  Milk',
  '      1 lg Lemon',
  '           -zest finely grated',
  ' ',
  'MMMMM-----------------------------TOPPING--------------------------------',
  '    100 g  Icing sugar',
  ' ',
  '  Heat the oven to 180C. Beat the butter and sugar until pale, then beat in',
  '  the eggs one at a time.',
  ' ',
  '  Bake for 45 minutes; drizzle with the icing while warm.',
  ' ',
  'MMMMM',
  '',
  '---------- Recipe via Meal-Master (tm) v8.02',
  '      Title: Two-column Flapjacks',
  ' Categories: Snacks',
  '   Servings: 12',
  ' ',
  // Each column 40 characters wide.
  '    250 g  Rolled oats'.padEnd(40) + '    125 g  Butter',
  '    100 g  Golden syrup'.padEnd(40) + '      1 pn Salt',
  ' ',
  '  Melt, stir, press into a tin and bake for 20 minutes.',
  '-----',
].join('\n');

describe('a MealMaster file', () => {
  it('reads every recipe: fields, columns, continued lines, groups, two columns and paragraphs of directions', () => {
    const [cake, flapjacks] = readMealMasterForTest(file);
    expect(cake).toMatchObject({
      name: 'Lemon Drizzle Cake',
      recipeYield: '8 servings',
      keywords: ['Cakes', 'Baking'],
      recipeIngredient: [
        '225 g Butter, softened',
        '225 g Caster sugar',
        '4 Eggs',
        '1/2 cup Milk',
        '1 large Lemon zest finely grated',
        '100 g Icing sugar',
      ],
      recipeInstructions: [
        'Heat the oven to 180C. Beat the butter and sugar until pale, then beat in the eggs one at a time.',
        'Bake for 45 minutes; drizzle with the icing while warm.',
      ],
    });
    expect(flapjacks).toMatchObject({
      name: 'Two-column Flapjacks',
      recipeYield: '12',
      recipeIngredient: ['250 g Rolled oats', '125 g Butter', '100 g Golden syrup', '1 pinch Salt'],
      recipeInstructions: ['Melt, stir, press into a tin and bake for 20 minutes.'],
    });
  });
});
