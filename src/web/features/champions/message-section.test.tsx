import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../shared/collections.ts';
import { renderPage } from '../../test/render.tsx';
import { stubApi } from '../../test/fetch-stub.ts';
import { MessageSection } from './message-section.tsx';

const collection = (id: string, name: string, mine: boolean): Collection => ({
  id,
  name,
  kind: 'manual',
  shared: !mine,
  search: null,
  mine,
  ownerName: mine ? null : 'Hal Household',
  recipeCount: 3,
  hasRecipe: null,
});

const soup = { id: 'r-soup', title: 'Lentil soup', description: '', servings: 2, prepMinutes: null };

describe('the champion’s message form', () => {
  it('sends a catalogue recipe picked from the search and one of the champion’s own collections with the message', async () => {
    const api = stubApi({
      'GET /api/champion/messages': { body: { championName: 'Cora Champion', messages: [], unread: 0 } },
      'GET /api/collections': {
        body: { collections: [collection('c-week', 'Weeknight', true), collection('c-family', 'Family favourites', false)] },
      },
      'GET /api/catalogue': { body: { recipes: [soup], nextCursor: null } },
      'POST /api/champion/messages': { status: 201, body: {} },
    });
    const { user } = renderPage(<MessageSection />);

    const choice = await screen.findByRole('combobox', { name: 'Recommend one of your collections (optional)' });
    expect(choice).toHaveAccessibleDescription(
      'Your group sees its name and the Recipe Catalog recipes in it as they are when you post (the first 60). Your own recipes in it stay private.',
    );
    // A household member's shared collection is not the champion's to recommend.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No collection', 'Weeknight']);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Soup week');
    await user.type(screen.getByRole('searchbox', { name: 'Recommend a recipe with it (optional)' }), 'lentil');
    await user.click(await screen.findByRole('button', { name: 'Choose Lentil soup' }));
    expect(screen.getByText('Recipe: Lentil soup')).toBeVisible();
    await user.selectOptions(choice, 'Weeknight');
    await user.click(screen.getByRole('button', { name: 'Post a message' }));

    expect(await screen.findByText('Message posted to your group')).toBeVisible();
    expect(api.requestsTo('POST /api/champion/messages').map((r) => r.body)).toEqual([
      { text: 'Soup week', recipeId: 'r-soup', collectionId: 'c-week' },
    ]);
    expect(choice).toHaveValue('');
  });
});
