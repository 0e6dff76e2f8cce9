import { describe, expect, it } from 'vitest';
import { parseCooklangForTest } from './cooklang.ts';

describe('a Cooklang recipe', () => {
  it('reads its metadata, its steps as a person reads them, and every marked ingredient with its amount', () => {
    const node = parseCooklangForTest(
      [
        '---',
        'title: Weeknight lentil soup',
        'servings: 4',
        'tags: soup, vegan',
        'source: https://example.org/lentil-soup',
        '---',
        '',
        '-- a comment nobody reads',
        'Warm @olive oil{2%tbsp} in a #large pot{} and soften @onion{1}(finely chopped) for ~{8%minutes}.',
        '',
        'Add @red lentils{250%g}, @vegetable stock{1.2%l} and a pinch of @salt. [- no more salt -]',
        'Simmer for ~simmer{20%minutes}.',
        '',
        '> Keeps for three days in the fridge.',
      ].join('\n'),
    );
    expect(node).toMatchObject({
      name: 'Weeknight lentil soup',
      recipeYield: '4',
      keywords: 'soup, vegan',
      url: 'https://example.org/lentil-soup',
      description: 'Keeps for three days in the fridge.',
      recipeIngredient: ['2 tbsp olive oil', '1 onion, finely chopped', '250 g red lentils', '1.2 l vegetable stock', 'salt'],
      recipeInstructions: [
        'Warm olive oil in a large pot and soften onion for 8 minutes.',
        'Add red lentils, vegetable stock and a pinch of salt. Simmer for 20 minutes.',
      ],
    });
  });

  it('takes a paragraph of nothing but marked ingredients as the ingredient list, not as a step (as our export writes it)', () => {
    const recipe = parseCooklangForTest(
      [
        '---',
        'title: Oat porridge',
        'locale: de',
        'diet: vegan, gluten-free',
        'private: true',
        '---',
        '',
        '@rolled oats{1 1/2%cups}(toasted)',
        '@salt{}',
        '',
        'Simmer the oats with a pinch of salt.',
        '',
      ].join('\n'),
    );
    expect(recipe).toMatchObject({
      name: 'Oat porridge',
      inLanguage: 'de',
      suitableForDiet: ['vegan', 'gluten-free'],
      'ck:private': true,
      recipeIngredient: ['1 1/2 cups rolled oats, toasted', 'salt'],
      recipeInstructions: ['Simmer the oats with a pinch of salt.'],
    });
  });

  it('takes the older ">> key: value" metadata, and the file name when there is no title', () => {
    const node = parseCooklangForTest('>> servings: 2\n>> prep time: 10 minutes\n\nToast @bread{2%slices} and spread @butter.');
    expect(node).toMatchObject({
      name: 'recipe',
      recipeYield: '2',
      prepTime: '10 minutes',
      recipeIngredient: ['2 slices bread', 'butter'],
    });
  });
});
