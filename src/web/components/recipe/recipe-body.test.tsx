import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { asLocale, sourceLocale } from '../../../shared/i18n/locales.ts';
import { activateLocale } from '../../lib/i18n/i18n.ts';
import { recipeFor } from '../../test/recipes.ts';
import { renderPage } from '../../test/render.tsx';
import { RecipeBody } from './recipe-body.tsx';

const recipe = recipeFor({
  servings: 2,
  prepMinutes: 15,
  cookMinutes: 50,
  ingredients: [{ text: '200 g red lentils', quantity: 200, unit: 'g', item: 'red lentils', note: null }],
  steps: ['1. Rinse the lentils.'],
  dietary: ['vegan', 'gluten-free'],
  nutrition: { calories: 412.4, proteinG: 21.5, carbsG: 60, fatG: 9, fibreG: 12 },
  sourceUrl: 'https://www.example.org/lentil-soup',
});

afterEach(async () => {
  await act(() => activateLocale(sourceLocale));
});

describe('a recipe drawn in the person’s language', () => {
  it('draws its words from the catalogue, in English as before', () => {
    renderPage(<RecipeBody recipe={recipe} startServings={undefined} />);

    expect(screen.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Method' })).toBeVisible();
    expect(screen.getByText('1 h 5 min')).toBeVisible();
    expect(screen.getByText('Serves 2 as written')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Suitable for' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Vegan', 'Gluten-free']);
    const nutrition = screen.getByRole('region', { name: 'Nutrition per serving' });
    expect(within(nutrition).getByText('Fibre')).toBeVisible();
    expect(within(nutrition).getByText('412 kcal')).toBeVisible();
    expect(within(nutrition).getByText('21.5 g')).toBeVisible();
    // The link sits inside its sentence, so a translation can move it.
    expect(screen.getByRole('link', { name: 'www.example.org' }).parentElement).toHaveTextContent('Source: www.example.org');
  });

  it('follows the active language: US English spells it “Fiber”', async () => {
    renderPage(<RecipeBody recipe={recipe} startServings={undefined} />);
    await act(() => activateLocale(asLocale('en-US')));

    const nutrition = screen.getByRole('region', { name: 'Nutrition per serving' });
    expect(within(nutrition).getByText('Fiber')).toBeVisible();
    expect(within(nutrition).queryByText('Fibre')).toBeNull();
  });
});
