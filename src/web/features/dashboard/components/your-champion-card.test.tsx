import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { YourChampionCard } from './your-champion-card.tsx';

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <YourChampionCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the dashboard’s champion card', () => {
  // Regression: a name put into a message with elements was read again for elements, so "<b>…</b>" in a name vanished.
  it('shows a champion’s name exactly as it was written, markup and all', async () => {
    const name = 'Cam <b>Bold</b> <0>Zero</0> Chef';
    stubApi({
      'GET /api/me/champion': { body: { champion: { id: 'c1', name, joinedAt: '2026-11-01T00:00:00.000Z' }, recommendations: [] } },
    });
    renderCard();
    const strong = await screen.findByText(name, { selector: 'strong' });
    expect(strong.parentElement).toHaveTextContent(`${name} is your champion.`);
    expect(screen.getByText(`${name} has not recommended any recipes yet.`)).toBeVisible();
  });
});
