import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipeErrorAlert, RecipeErrorProvider } from '../../../components/recipe/recipe-errors.tsx';
import { stubApi } from '../../../test/fetch-stub.ts';
import { renderPage } from '../../../test/render.tsx';
import { ShareRecipeSection } from './share-recipe-section.tsx';

const link = 'http://kitchen.example/r/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

function openSection() {
  return renderPage(
    <RecipeErrorProvider>
      <RecipeErrorAlert />
      <ShareRecipeSection recipeId="r1" />
    </RecipeErrorProvider>,
  );
}

describe("a recipe's public link in its owner's dialog", () => {
  it('Share makes the link and shows it, focused, in a read-only field; Stop sharing takes it away at once', async () => {
    const api = stubApi({
      'GET /api/recipes/r1/share': { body: { url: null } },
      'POST /api/recipes/r1/share': { status: 201, body: { url: link } },
      'DELETE /api/recipes/r1/share': { status: 204 },
    });
    const { user } = openSection();

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const field = await screen.findByRole('textbox', { name: 'Public link' });
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Anyone with this link can read the recipe. Stop sharing and it stops working at once.');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('button', { name: 'Share' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Public link' })).toBeNull();
    expect(await screen.findByText('Sharing stopped: the link no longer works.')).toBeVisible();
    expect(api.requestsTo('POST /api/recipes/r1/share')).toHaveLength(1);
    expect(api.requestsTo('DELETE /api/recipes/r1/share')).toHaveLength(1);
  });

  it('shows the link a recipe already has, without a Share button', async () => {
    stubApi({ 'GET /api/recipes/r1/share': { body: { url: link } } });
    openSection();
    expect(await screen.findByRole('textbox', { name: 'Public link' })).toHaveValue(link);
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('says why when sharing is refused, and keeps the Share button', async () => {
    stubApi({
      'GET /api/recipes/r1/share': { body: { url: null } },
      'POST /api/recipes/r1/share': { status: 404, body: { error: 'Recipe not found', code: 'NOT_FOUND' } },
    });
    const { user } = openSection();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Recipe not found');
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
  });
});
