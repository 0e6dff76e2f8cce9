import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { SharedRecipePage } from './shared-recipe-page.tsx';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const recipe = {
  title: 'Tomato soup',
  description: 'A warm bowl',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 25,
  ingredients: [{ text: '800 g tomatoes', quantity: 800, unit: 'g', item: 'tomatoes', note: null }],
  steps: ['Simmer for 20 minutes.'],
  tags: ['soup'],
  dietary: [],
  nutrition: null,
  language: 'en',
  sourceUrl: null,
  imageUrl: `/api/shared-recipes/${token}/photo`,
};

const open = () => renderPage(<SharedRecipePage />, { url: `/r/${token}`, path: '/r/:token' });

describe('a shared recipe, read by a visitor', () => {
  it('shows the recipe read-only, with Print and a way to the home page', async () => {
    stubApi({ [`GET /api/shared-recipes/${token}`]: { body: recipe }, 'GET /api/auth/get-session': { body: null } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tomato soup' })).toBeVisible();
    // Under the page's h1, the recipe's sections are h2 (as under a dialog's title they are h3).
    expect(screen.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Method' })).toBeVisible();
    expect(screen.getByText('800 g tomatoes')).toBeVisible();
    expect(screen.getByText('Simmer for 20 minutes.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find out more and sign up' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('says the link no longer works, and what to do', async () => {
    stubApi({
      [`GET /api/shared-recipes/${token}`]: { status: 404, body: { error: 'This link no longer works', code: 'NOT_FOUND' } },
      'GET /api/auth/get-session': { body: null },
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    expect(screen.getByText(/Ask them to share it again and send you the new link/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'About Champion Kitchen' })).toHaveAttribute('href', '/');
  });
});
