import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../../shared/users.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { browserStorage } from '../../lib/browser-storage.ts';
import { resolveSetupComplete } from '../../lib/setup-complete.ts';
import { meKeys } from './keys.ts';

/**
 * Is there a session at all? better-auth answers 200 with `null` when there is none, so a signed-out visitor
 * costs no 401 (which browsers log to the console as an error) on every page load.
 */
async function hasSession(signal?: AbortSignal): Promise<boolean> {
  const session = await apiRequest('/api/auth/get-session', { signal });
  return session !== null && typeof session === 'object';
}

/**
 * The signed-in user's document, or null when signed out. A "force-refresh of the ID token"
 * maps to re-reading this; a failure of any kind yields null, as a failed token refresh does.
 */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    if (!(await hasSession(signal))) return null;
    const me = await apiRequest<Me>('/api/me', { signal });
    // Caches setupComplete_{uid} = 'true' once the server says setup is done; later checks are skipped.
    await resolveSetupComplete(browserStorage, me.id, async () => me);
    return me;
  } catch (error) {
    // Signed out (401) and a cancelled request are expected; anything else is worth a trace in the console.
    const expected = (error instanceof ApiError && error.status === 401) || (error instanceof DOMException && error.name === 'AbortError');
    if (!expected) console.warn('Could not load the signed-in user', error);
    return null;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meKeys.all,
  queryFn: ({ signal }) => getMe(signal),
});

/** The sign-in state, shared by every component (it stands for a sign-in state listener). */
export function useMe() {
  return useQuery(meQueryOptions);
}
