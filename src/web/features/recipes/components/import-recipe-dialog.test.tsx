import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub.ts';
import { renderPage } from '../../../test/render.tsx';
import { ImportRecipeDialog } from './import-recipe-dialog.tsx';

const draft = {
  title: 'Chilli con carne',
  description: '',
  servings: 4,
  prepMinutes: null,
  cookMinutes: null,
  ingredients: [],
  steps: [],
  tags: [],
  dietary: [],
  nutrition: null,
  sourceUrl: 'https://nhs.uk/recipes/chilli',
  language: 'en',
};

function openImport() {
  const onDraft = vi.fn();
  const view = renderPage(<ImportRecipeDialog onDraft={onDraft} onOpenExisting={vi.fn()} onClose={vi.fn()} />);
  return { ...view, onDraft };
}

const addressField = () => screen.getByRole('textbox', { name: 'Recipe web address' });

describe('importing a recipe by its address', () => {
  // Regression: an address typed as people type it, without https://, was refused before it was sent.
  it('reads an address written without https://, as a browser would', async () => {
    const api = stubApi({ 'POST /api/recipes/import': { body: { recipe: draft, shortened: [], existing: null } } });
    const { user, onDraft } = openImport();

    await user.type(addressField(), 'nhs.uk/recipes/chilli');
    await user.click(screen.getByRole('button', { name: 'Read recipe' }));

    await waitFor(() => expect(onDraft).toHaveBeenCalledWith(draft, []));
    expect(api.requestsTo('POST /api/recipes/import').map((r) => r.body)).toEqual([{ url: 'nhs.uk/recipes/chilli' }]);
  });

  it('says what to type beside the field when the address is not one, and sends nothing', async () => {
    const api = stubApi({});
    const { user } = openImport();

    await user.type(addressField(), 'my nan’s notebook');
    await user.click(screen.getByRole('button', { name: 'Read recipe' }));

    expect(addressField()).toHaveAccessibleDescription('Enter a web address starting with http:// or https://');
    expect(api.sent).toHaveLength(0);
  });
});
