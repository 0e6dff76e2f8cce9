import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub.ts';
import { recipeFor } from '../../test/recipes.ts';
import { publishRecipe } from './publish-recipe.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('publishing one of the person’s recipes', () => {
  // Regression: the copy went without its language, so a German recipe joined the catalogue as English and its words
  // were searched with English stems.
  it('sends the recipe’s language with its fields, and nothing that is the person’s own', async () => {
    const recipe = recipeFor({ title: 'Kartoffelsuppe', language: 'de', isFavorite: true });
    const api = stubApi({ 'POST /api/catalogue': { status: 201, body: { ...recipe, id: 'published-1', saved: null } } });

    await publishRecipe(recipe);

    const [sent] = api.requestsTo('POST /api/catalogue');
    expect(sent?.body).toMatchObject({ title: 'Kartoffelsuppe', language: 'de' });
    expect(sent?.body).not.toHaveProperty('isFavorite');
    expect(sent?.body).not.toHaveProperty('id');
  });
});
