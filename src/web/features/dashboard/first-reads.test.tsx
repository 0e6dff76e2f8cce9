import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meQueryOptions } from '../../api/me/get-me.ts';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { meFor } from '../../test/people.ts';
import { DashboardPage, firstReads } from './dashboard-page.tsx';

describe("the dashboard's first reads", () => {
  // The router starts them before the page renders; on a slow phone they are answered before it does. The page
  // must then use those answers, not ask again (a read whose answer is never fresh would go out twice).
  it('are answered before the page renders, and the page asks for none of them again', async () => {
    const me = meFor({ setupComplete: true, userType: 'regular' });
    const api = stubApi({
      'GET /api/meal-plan': { body: { entries: [] } },
      'GET /api/shopping-list': { body: { items: [] } },
      'GET /api/recipes': { body: [] },
      'GET /api/me/champion': { body: { champion: null, recommendations: [] } },
      // Goals are read afresh on each visit (staleTime 0), so they are no first read.
      'GET /api/me/goals': { body: { goals: [] } },
      // Your weeks is read once the page is drawn, below its cards: no first read either.
      'GET /api/me/progress': { body: { weeks: [], goals: [] } },
      'GET /api/me/messages': { body: { championName: null, messages: [], unread: 0 } },
      'GET /api/me/check-in': { body: { weekStart: '2026-11-23', champion: null, checkIn: null } },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryOptions.queryKey, me);

    firstReads({ queryClient, me, search: new URLSearchParams() });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const started = api.sent.map((request) => request.url);
    expect(started).toEqual(
      expect.arrayContaining([
        '/api/me/champion',
        '/api/me/messages',
        '/api/me/check-in',
        expect.stringMatching(/^\/api\/meal-plan\?from=/),
      ]),
    );

    render(
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/dashboard']}>
            <DashboardPage />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/No favourites yet/)).toBeVisible();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const again = api.sent.slice(started.length).map((request) => request.url);
    expect(again.filter((url) => started.includes(url))).toEqual([]);
  });
});
