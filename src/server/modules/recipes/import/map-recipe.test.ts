import { describe, expect, it } from 'vitest';
import { recipeLimits } from '../../../../shared/recipes.ts';
import { dietaryFrom, nutritionFrom, recipeToDraft, servingsFrom, stepsFrom, tagsFrom } from './map-recipe.ts';

describe('servingsFrom (recipeYield)', () => {
  it.each([
    [6, 6],
    ['4', 4],
    ['4-6 servings', 4],
    ['4 to 6', 4],
    ['Serves 4', 4],
    [['4', '4 servings'], 4],
    [['', 'Serves 3'], 3],
    ['makes 12 muffins', 12],
    ['2.5', 3],
    [{ '@type': 'QuantitativeValue', value: 8 }, 8],
    ['0', 1],
    ['1,000 cookies', 100],
    [250, 100],
    ['Serves four', 4],
    [null, 4],
    [undefined, 4],
    [[], 4],
  ] as const)('%j gives %i', (value, servings) => {
    expect(servingsFrom(value)).toBe(servings);
  });
});

describe('nutritionFrom (NutritionInformation)', () => {
  it('reads calories and grams as sites write them, with salt from sodium', () => {
    expect(
      nutritionFrom({
        calories: '240 calories',
        proteinContent: '12g',
        carbohydrateContent: '30.25 grams',
        fatContent: 8,
        fiberContent: '4 g',
        sugarContent: '6 g',
        sodiumContent: '0.4 g',
      }),
    ).toEqual({ calories: 240, proteinG: 12, carbsG: 30.3, fatG: 8, fibreG: 4, sugarG: 6, saltG: 1 });
    expect(
      nutritionFrom([{ calories: '1,046 kJ', proteinContent: '1,200 mg', carbohydrateContent: '12,5 g', fatContent: '0.5 oz' }]),
    ).toEqual({
      calories: 250,
      proteinG: 1.2,
      carbsG: 12.5,
      fatG: 14.2,
    });
  });

  it.each([
    ['no nutrition', undefined],
    ['text', 'lots'],
    ['no fat', { calories: '100 kcal', proteinContent: '1 g', carbohydrateContent: '1 g' }],
    ['unreadable protein', { calories: '100 kcal', proteinContent: 'some', carbohydrateContent: '1 g', fatContent: '1 g' }],
    ['impossible calories', { calories: '20000 kcal', proteinContent: '1 g', carbohydrateContent: '1 g', fatContent: '1 g' }],
  ])('is null with %s', (_label, value) => {
    expect(nutritionFrom(value)).toBeNull();
  });

  it('leaves out an optional amount it cannot believe', () => {
    expect(nutritionFrom({ calories: 100, proteinContent: 1, carbohydrateContent: 1, fatContent: 1, sugarContent: '5000 g' })).toEqual({
      calories: 100,
      proteinG: 1,
      carbsG: 1,
      fatG: 1,
    });
  });
});

describe('dietaryFrom (suitableForDiet)', () => {
  it('maps schema.org diets we have a flag for, however they are written', () => {
    expect(
      dietaryFrom([
        'https://schema.org/VeganDiet',
        'http://schema.org/VegetarianDiet',
        'schema:GlutenFreeDiet',
        { '@id': 'https://schema.org/DairyFreeDiet' },
        'NutFreeDiet',
        'https://schema.org/HalalDiet',
        'https://schema.org/LowLactoseDiet',
        'VeganDiet',
      ]),
    ).toEqual(['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'nut-free']);
    expect(dietaryFrom(undefined)).toEqual([]);
  });
});

describe('tagsFrom', () => {
  it('joins category, cuisine and keywords in lower case, without repeats, blanks or sentences', () => {
    expect(
      tagsFrom({
        recipeCategory: ['Dinner', 'Main Course'],
        recipeCuisine: 'Thai',
        keywords: 'thai, Quick ,, dinner,  one   pot , this keyword is far too long to be a tag at all',
      }),
    ).toEqual(['dinner', 'main course', 'thai', 'quick', 'one pot']);
    expect(tagsFrom({ keywords: Array.from({ length: 30 }, (_, i) => `t${i}`) })).toHaveLength(20);
  });
});

describe('stepsFrom (recipeInstructions)', () => {
  it("drops the page's own step numbers, whether the steps are a block of text, strings or HowToSteps", () => {
    const expected = ['Heat the oven to 200 °C.', 'Roast the squash for 30 minutes.'];
    expect(stepsFrom('1. Heat the oven to 200 °C.\n2) Roast the squash for 30 minutes.', 'Squash')).toEqual(expected);
    expect(stepsFrom(['Step 1: Heat the oven to 200 °C.', 'Step 2: Roast the squash for 30 minutes.'], 'Squash')).toEqual(expected);
    expect(
      stepsFrom(
        [
          { '@type': 'HowToStep', text: '1. Heat the oven to 200 °C.' },
          { '@type': 'HowToStep', name: 'Step 2: Roast the squash for 30 minutes.' },
        ],
        'Squash',
      ),
    ).toEqual(expected);
  });

  // Regression: a step's name that heads it ("Make the dressing") was dropped, so the page's own headings were lost.
  it("puts a step's name that heads its text on a line before it, but not one that repeats its start, numbers it or labels several steps", () => {
    expect(
      stepsFrom(
        [
          { '@type': 'HowToStep', name: 'Make the dressing', text: 'Whisk the oil, lemon and mustard.' },
          { '@type': 'HowToStep', name: 'Toast the seeds in a dry pan…', text: 'Toast the seeds in a dry pan until they pop.' },
          { '@type': 'HowToStep', name: 'Step 3', text: 'Toss everything together.' },
          { '@type': 'HowToStep', name: 'Add an ingredient', text: 'Add the leaves.' },
          { '@type': 'HowToStep', name: 'Add an ingredient', text: 'Add the seeds.' },
        ],
        'Salad',
      ),
    ).toEqual([
      'Make the dressing',
      'Whisk the oil, lemon and mustard.',
      'Toast the seeds in a dry pan until they pop.',
      'Toss everything together.',
      'Add the leaves.',
      'Add the seeds.',
    ]);
  });

  // Regression: a method whose paragraphs had lost their tags in the page's data ("…tin.Snap the…") was one step.
  it('splits a one-line method whose paragraphs run together with no space, and only that', () => {
    expect(stepsFrom('Line a tin with paper.Snap the chocolate into a bowl and melt it.Pour into the tin and bake.', 'Brownies')).toEqual([
      'Line a tin with paper.',
      'Snap the chocolate into a bowl and melt it.',
      'Pour into the tin and bake.',
    ]);
    expect(stepsFrom('Season with 1 tsp. salt, e.g. Maldon, and serve in the U.S.A. style.', 'Chips')).toEqual([
      'Season with 1 tsp. salt, e.g. Maldon, and serve in the U.S.A. style.',
    ]);
    expect(stepsFrom(['Line the tin.Then melt.', 'Bake.'], 'Brownies')).toEqual(['Line the tin.Then melt.', 'Bake.']);
  });

  it('keeps a number that is part of the step', () => {
    expect(stepsFrom([{ '@type': 'HowToStep', text: '2 eggs go in next, one at a time.' }], 'Cake')).toEqual([
      '2 eggs go in next, one at a time.',
    ]);
  });
});

describe('recipeToDraft: what was cut to fit', () => {
  const page = { '@type': 'Recipe', name: 'Red lentil soup', recipeIngredient: ['200 g red lentils', '1 onion'] };

  it('reports an over-long description as shortened and the steps after the limit as left out', () => {
    // Regression: the description was cut and steps past 100 were dropped without telling the person importing.
    const read = recipeToDraft(
      {
        ...page,
        description: 'Warming and cheap. '.repeat(200),
        recipeInstructions: Array.from({ length: recipeLimits.steps + 12 }, (_, i) => `Stir ${i + 1} times.`),
      },
      null,
    );
    expect(read?.recipe.description.length).toBeLessThanOrEqual(recipeLimits.description);
    expect(read?.recipe.description.endsWith('…')).toBe(true);
    expect(read?.recipe.steps).toHaveLength(recipeLimits.steps);
    expect(read?.shortened).toEqual([
      { field: 'description', kind: 'shortened', count: 1 },
      { field: 'steps', kind: 'leftOut', count: 12 },
    ]);
  });

  it('reports nothing for a recipe within the limits', () => {
    // Regression: the notice must not cry wolf on a recipe that was taken whole.
    const read = recipeToDraft(
      {
        ...page,
        description: 'x'.repeat(recipeLimits.description),
        recipeInstructions: Array.from({ length: recipeLimits.steps }, (_, i) => `Stir ${i + 1} times.`),
      },
      null,
    );
    expect(read?.recipe.steps).toHaveLength(recipeLimits.steps);
    expect(read?.shortened).toEqual([]);
  });
});
