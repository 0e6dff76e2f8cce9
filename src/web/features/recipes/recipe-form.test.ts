import { describe, expect, it } from 'vitest';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import { initialValues, recipeFieldErrors, toRecipeInput } from './recipe-form.ts';

describe('the recipe editor form', () => {
  it('turns its text fields into the API shape: one ingredient or step per line, tags by comma', () => {
    const values = {
      ...initialValues({}),
      title: 'Porridge',
      servings: '2',
      prepMinutes: '',
      cookMinutes: '10',
      ingredients: '1 cup oats\n\n  2 cups milk  \n',
      steps: 'Simmer.\nStir.',
      tags: 'breakfast, quick,,',
      sourceUrl: '  ',
    };
    expect(toRecipeInput(values)).toMatchObject({
      title: 'Porridge',
      servings: 2,
      prepMinutes: null,
      cookMinutes: 10,
      ingredients: ['1 cup oats', '2 cups milk'],
      steps: ['Simmer.', 'Stir.'],
      tags: ['breakfast', 'quick'],
      sourceUrl: null,
      photoId: null,
    });
  });

  it('starts from an imported draft, ingredients as their original lines', () => {
    const values = initialValues({
      title: 'Dal',
      servings: 6,
      ingredients: [{ text: '200 g red lentils', quantity: 200, unit: 'g', item: 'red lentils', note: null }],
      steps: ['Cook.'],
      tags: ['dinner'],
    });
    expect(values).toMatchObject({ title: 'Dal', servings: '6', ingredients: '200 g red lentils', steps: 'Cook.', tags: 'dinner' });
  });

  it('says which line of a list is wrong', () => {
    const input = toRecipeInput({ ...initialValues({}), title: '', servings: '0', ingredients: `ok\n${'x'.repeat(501)}` });
    const parsed = recipeCreateSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const errors = recipeFieldErrors(parsed.error?.issues ?? []);
    expect(errors.title).toBe('Give the recipe a title');
    expect(errors.servings).toBe('Servings must be at least 1');
    expect(errors.ingredients).toMatch(/^Line 2: /);
  });

  it('refuses an empty servings field rather than sending zero', () => {
    const parsed = recipeCreateSchema.safeParse(toRecipeInput({ ...initialValues({}), title: 'x', servings: '' }));
    expect(parsed.success).toBe(false);
  });
});
