import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * The one place the client's query cache limits live (the "cache size setting"): unused data is
 * dropped after five minutes, data counts as fresh for 30 seconds. Refetching on window focus and on
 * reconnect is what "automatic long-polling detection" means in this app: fresh data after a return or a lost connection.
 */
export const queryCacheLimits = {
  staleTime: 30_000,
  gcTime: 5 * 60_000,
} as const;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...queryCacheLimits,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
        // Whatever its age: what changed elsewhere while the connection was lost (another device ticked the list,
        // planned a meal) shows once it is back.
        refetchOnReconnect: 'always',
        // Offline, a read still goes out once, so the service worker can answer it from its cache (the week plan,
        // the list, the session: src/web/lib/offline); only retries wait for the connection. Mutations keep the
        // default, "online": they wait while offline and are sent when it returns.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
