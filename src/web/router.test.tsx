import { describe, expect, it, vi } from 'vitest';
import { meQueryOptions } from './api/me/get-me.ts';
import { createQueryClient } from './lib/query-client.ts';
import { startPage } from './router.tsx';
import { stubApi } from './test/fetch-stub.ts';
import { meFor } from './test/people.ts';

// The top navigation's module, recorded when something asks for it (the app shell loads it on demand).
const { asked } = vi.hoisted(() => ({ asked: { topNav: 0 } }));
vi.mock('./app/top-nav.tsx', () => {
  asked.topNav += 1;
  return { TopNav: () => null };
});

async function start(pathname: string, me: ReturnType<typeof meFor>) {
  stubApi({ 'GET /api/me': { body: me } });
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryOptions.queryKey, me);
  await startPage({ pathname, search: '' }, queryClient);
}

// The two run in this order: a module is loaded once, so the second would see the first's load.
describe('startPage and the top navigation', () => {
  // It preloaded the navigation for every signed-in person, on setup pages too, where the navigation is hidden.
  it('does not load the navigation for a setup page, where it is hidden', async () => {
    await start('/setup', meFor({ setupComplete: false, userType: null }));
    await start('/champion/setup', meFor({ setupComplete: false, userType: null }));
    expect(asked.topNav).toBe(0);
  });

  it('loads it for a page that shows it', async () => {
    await start('/profile', meFor({ setupComplete: true, userType: 'regular' }));
    expect(asked.topNav).toBe(1);
  });
});
