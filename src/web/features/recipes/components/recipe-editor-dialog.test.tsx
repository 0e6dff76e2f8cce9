import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asLocale, sourceLocale } from '../../../../shared/i18n/locales.ts';
import { activateLocale } from '../../../lib/i18n/i18n.ts';
import { heldReply, stubApi } from '../../../test/fetch-stub.ts';
import { recipeFor } from '../../../test/recipes.ts';
import { renderPage } from '../../../test/render.tsx';
import type { RecipeDraft } from '../recipe-form.ts';
import { RecipeEditorDialog } from './recipe-editor-dialog.tsx';

function openEditor({
  editId = null,
  draft = {},
  shortened,
}: { editId?: string | null; draft?: RecipeDraft; shortened?: Parameters<typeof RecipeEditorDialog>[0]['shortened'] } = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = renderPage(
    <RecipeEditorDialog editId={editId} draft={draft} {...(shortened ? { shortened } : {})} onSaved={onSaved} onClose={onClose} />,
  );
  return { ...view, onSaved, onClose };
}

const field = (name: string) => screen.getByRole('textbox', { name });

afterEach(async () => {
  await act(() => activateLocale(sourceLocale));
});

describe('the recipe editor', () => {
  it('opens as "New recipe" with labelled fields and four servings to start from', () => {
    stubApi({});
    openEditor();

    const dialog = screen.getByRole('dialog', { name: 'New recipe' });
    for (const name of ['Title', 'Description', 'Ingredients', 'Method', 'Tags', 'Source web address']) {
      expect(within(dialog).getByRole('textbox', { name })).toBeVisible();
    }
    expect(within(dialog).getByRole('spinbutton', { name: 'Servings' })).toHaveValue(4);
    expect(within(dialog).getByRole('spinbutton', { name: 'Preparation (minutes)' })).toHaveValue(null);
    expect(within(dialog).getByRole('group', { name: 'Suitable for' })).toBeVisible();
    expect(field('Ingredients')).toHaveAccessibleDescription(/One per line, as you would write them/);
    expect(within(dialog).getByLabelText('Photo')).toHaveAttribute('type', 'file');
  });

  it('refuses a recipe without a title, and a source that is not a web address, beside their fields; nothing is sent', async () => {
    const api = stubApi({});
    const { user, onSaved } = openEditor();

    await user.type(field('Source web address'), 'my nan’s notebook');
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    expect(field('Title')).toBeInvalid();
    expect(field('Title')).toHaveAccessibleDescription('Give the recipe a title');
    expect(field('Source web address')).toHaveAccessibleDescription('The source must be a web address starting with http:// or https://');
    await waitFor(() => expect(field('Title')).toHaveFocus());
    expect(api.sent).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('counts the title’s characters near its limit and refuses one past it', async () => {
    stubApi({});
    const { user } = openEditor();

    await user.click(field('Title'));
    await user.paste('t'.repeat(159));
    expect(field('Title')).not.toHaveAccessibleDescription(/Characters used/);
    await user.type(field('Title'), 't');
    expect(field('Title')).toHaveAccessibleDescription(/^Characters used:\s*160 \/ 200$/);

    await user.paste('t'.repeat(43));
    expect(field('Title')).toHaveAccessibleDescription(/^This can be at most 200 characters: remove 3 characters to save it\./);
  });

  it('sends the recipe as the API takes it, busy while it saves, then says it was added', async () => {
    const reply = heldReply();
    const api = stubApi({ 'POST /api/recipes': reply.handler });
    const { user, onSaved } = openEditor();

    await user.type(field('Title'), 'Lentil soup');
    await user.click(field('Description'));
    await user.paste('Warming and cheap.');
    const servings = screen.getByRole('spinbutton', { name: 'Servings' });
    await user.clear(servings);
    await user.type(servings, '6');
    await user.type(screen.getByRole('spinbutton', { name: 'Cooking (minutes)' }), '35');
    await user.type(field('Ingredients'), '200 g red lentils{Enter}{Enter}1 onion, chopped');
    await user.click(field('Method'));
    await user.paste('Soften the onion.\n\nAdd the lentils and simmer.');
    await user.type(field('Tags'), 'Soup, quick , ');
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.type(field('Source web address'), ' https://example.org/soup ');
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    const save = screen.getByRole('button', { name: 'Save recipe' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(api.requestsTo('POST /api/recipes').map((r) => r.body)).toEqual([
      {
        title: 'Lentil soup',
        description: 'Warming and cheap.',
        servings: 6,
        prepMinutes: null,
        cookMinutes: 35,
        ingredients: ['200 g red lentils', '1 onion, chopped'],
        steps: ['Soften the onion.', 'Add the lentils and simmer.'],
        tags: ['Soup', 'quick'],
        dietary: ['vegan'],
        nutrition: null,
        photoId: null,
        sourceUrl: 'https://example.org/soup',
        private: false,
        language: 'en',
      },
    ]);

    const saved = recipeFor({ id: 'recipe-9', title: 'Lentil soup' });
    reply.release({ status: 201, body: saved });
    expect(await screen.findByText('“Lentil soup” added to My recipes')).toBeVisible();
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('shows the server’s refusal above the form and beside the line it names', async () => {
    stubApi({
      'POST /api/recipes': {
        status: 400,
        body: {
          error: 'Check the marked fields',
          code: 'BAD_REQUEST',
          details: [{ path: 'ingredients.1', message: 'An ingredient must be at most 500 characters' }],
        },
      },
    });
    const { user, onSaved } = openEditor();

    await user.type(field('Title'), 'Soup');
    await user.type(field('Ingredients'), 'water{Enter}salt');
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Check the marked fields');
    expect(field('Ingredients')).toHaveAccessibleDescription(/^Line 2: An ingredient must be at most 500 characters/);
    expect(screen.getByRole('button', { name: 'Save recipe' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits one of the user’s recipes: loads it into the form and sends the changes', async () => {
    const recipe = recipeFor({
      title: 'Lentil soup',
      ingredients: [{ text: '200 g red lentils', quantity: 200, unit: 'g', item: 'red lentils', note: null }],
      tags: ['soup'],
    });
    const api = stubApi({
      'GET /api/recipes/recipe-1': { body: recipe },
      'PATCH /api/recipes/recipe-1': ({ body }) => ({ body: { ...recipe, title: (body as { title: string }).title } }),
    });
    const { user, onSaved } = openEditor({ editId: 'recipe-1' });

    const dialog = await screen.findByRole('dialog', { name: 'Edit recipe' });
    expect(await within(dialog).findByRole('textbox', { name: 'Title' })).toHaveValue('Lentil soup');
    expect(field('Ingredients')).toHaveValue('200 g red lentils');
    expect(field('Tags')).toHaveValue('soup');

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Red lentil soup');
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    expect(await screen.findByText('Changes to “Red lentil soup” saved')).toBeVisible();
    expect(api.requestsTo('PATCH /api/recipes/recipe-1')[0]?.body).toMatchObject({
      title: 'Red lentil soup',
      ingredients: ['200 g red lentils'],
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'Red lentil soup' }));
  });

  it('marks a recipe private with a switch that says what it means, and shows a private one switched on when it is edited', async () => {
    const api = stubApi({ 'POST /api/recipes': { status: 201, body: recipeFor({ title: 'Secret stew', private: true }) } });
    const { user } = openEditor();

    const privateSwitch = screen.getByRole('checkbox', { name: 'Private: only I can see it' });
    expect(privateSwitch).not.toBeChecked();
    expect(privateSwitch).toHaveAccessibleDescription(
      'The others in your household see the recipes you do not mark private, and can plan them.',
    );
    await user.type(field('Title'), 'Secret stew');
    await user.click(privateSwitch);
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    expect(await screen.findByText('“Secret stew” added to My recipes')).toBeVisible();
    expect(api.requestsTo('POST /api/recipes')[0]?.body).toMatchObject({ title: 'Secret stew', private: true });
  });

  it('turns a private recipe back into one the household sees', async () => {
    const recipe = recipeFor({ title: 'Secret stew', private: true });
    const api = stubApi({
      'GET /api/recipes/recipe-1': { body: recipe },
      'PATCH /api/recipes/recipe-1': { body: { ...recipe, private: false } },
    });
    const { user } = openEditor({ editId: 'recipe-1' });

    const privateSwitch = await screen.findByRole('checkbox', { name: 'Private: only I can see it' });
    expect(privateSwitch).toBeChecked();
    await user.click(privateSwitch);
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    expect(await screen.findByText('Changes to “Secret stew” saved')).toBeVisible();
    expect(api.requestsTo('PATCH /api/recipes/recipe-1')[0]?.body).toMatchObject({ private: false });
  });

  it('says a recipe that is not there cannot be edited', async () => {
    stubApi({ 'GET /api/recipes/gone': { status: 404, body: { error: 'Recipe not found', code: 'NOT_FOUND' } } });
    openEditor({ editId: 'gone' });

    expect(await screen.findByRole('dialog', { name: 'Recipe not found' })).toHaveTextContent(
      'This recipe does not exist, was deleted, or is not yours to edit.',
    );
  });

  it('does not offer a household member’s recipe for editing: only its owner may change it', async () => {
    const api = stubApi({
      'GET /api/recipes/recipe-1': { body: { ...recipeFor({ userId: 'user-2' }), mine: false, ownerName: 'Sam Cook' } },
    });
    openEditor({ editId: 'recipe-1' });

    expect(await screen.findByRole('dialog', { name: 'Recipe not found' })).toHaveTextContent(
      'This recipe does not exist, was deleted, or is not yours to edit.',
    );
    expect(screen.queryByRole('button', { name: 'Save recipe' })).toBeNull();
    expect(api.requestsTo('PATCH /api/recipes/recipe-1')).toHaveLength(0);
  });

  // Regression: the form sent no language, so an imported German recipe was saved as English, and so was a new
  // recipe written by someone who uses the app in German (search then stemmed its words the English way).
  it('saves an imported recipe in the language it was written in, whatever the person’s', async () => {
    const api = stubApi({ 'POST /api/recipes': ({ body }) => ({ status: 201, body: recipeFor(body as object) }) });
    const { user } = openEditor({ draft: { title: 'Kartoffelsuppe', ingredients: ['500 g Kartoffeln'], language: 'de' } });

    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    expect(await screen.findByText('“Kartoffelsuppe” added to My recipes')).toBeVisible();
    expect(api.requestsTo('POST /api/recipes')[0]?.body).toMatchObject({ title: 'Kartoffelsuppe', language: 'de' });
  });

  it('writes a new recipe in the language the person uses the app in, by its primary subtag', async () => {
    await act(() => activateLocale(asLocale('pt-BR')));
    const api = stubApi({ 'POST /api/recipes': ({ body }) => ({ status: 201, body: recipeFor(body as object) }) });
    const { user } = openEditor();

    await user.type(within(screen.getByRole('dialog', { name: 'Nova receita' })).getByRole('textbox', { name: 'Título' }), 'Feijoada');
    await user.click(screen.getByRole('button', { name: 'Salvar receita' }));

    expect(await screen.findByText('“Feijoada” foi adicionada a Minhas receitas')).toBeVisible();
    expect(api.requestsTo('POST /api/recipes')[0]?.body).toMatchObject({ title: 'Feijoada', language: 'pt' });
  });

  it('keeps an edited recipe’s language', async () => {
    const recipe = recipeFor({ title: 'Zuppa di farro', language: 'it' });
    const api = stubApi({
      'GET /api/recipes/recipe-1': { body: recipe },
      'PATCH /api/recipes/recipe-1': { body: recipe },
    });
    const { user } = openEditor({ editId: 'recipe-1' });

    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Zuppa di farro');
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    expect(await screen.findByText('Changes to “Zuppa di farro” saved')).toBeVisible();
    expect(api.requestsTo('PATCH /api/recipes/recipe-1')[0]?.body).toMatchObject({ language: 'it' });
  });

  it('reviews an imported draft, saying what the import cut to fit before anything is saved', () => {
    stubApi({});
    openEditor({ draft: { title: 'Big stew', steps: ['Brown the meat.'] }, shortened: [{ field: 'steps', kind: 'leftOut', count: 3 }] });

    const dialog = screen.getByRole('dialog', { name: 'Review imported recipe' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Big stew');
    expect(within(dialog).getByText(/This page’s recipe is longer than a recipe here can be: .*left out/)).toBeVisible();
  });
});
