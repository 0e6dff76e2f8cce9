import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from '../../../shared/routing.ts';
import { browserStorage } from '../browser-storage.ts';
import { clearOfflineCaches } from '../offline/clear-offline-caches.ts';
import { clearSetupState } from '../setup-complete.ts';
import { meQueryOptions } from '../../api/me/get-me.ts';

/**
 * Sign-out ends the session, clears the setup state and the draft, and goes to "/". A failure is only logged.
 *
 * It leaves by loading "/" afresh rather than by a client-side navigation: nothing of the signed-out user
 * stays in memory, and no guarded page can see the user vanish before the router has left it (React renders
 * the route change as a transition, so an urgent "signed out" would reach the old page first and send it to
 * sign-in).
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const me = queryClient.getQueryData(meQueryOptions.queryKey);
    try {
      // The auth client loads on demand, keeping it out of the first page load.
      const { authClient } = await import('../auth-client.ts');
      const { error } = await authClient.signOut();
      if (error) console.error('Sign-out failed', error);
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    if (me) clearSetupState(browserStorage, me.id);
    // The service worker's copies of this user's plan, list and session go too (even if the sign-out failed).
    await clearOfflineCaches();
    window.location.replace(paths.home);
  }, [queryClient]);
}
