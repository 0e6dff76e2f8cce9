import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routing.ts';
import type { Me } from '../../../shared/users.ts';
import { browserStorage } from '../browser-storage.ts';
import { clearSetupState } from '../setup-state.ts';
import { meQueryKey } from './get-me.ts';

/** Sign-out clears the user, the setup state and the draft, and goes to "/". A failure is only logged. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const me = queryClient.getQueryData<Me | null>(meQueryKey);
    try {
      // The auth client loads on demand, keeping it out of the first page load.
      const { authClient } = await import('../auth-client.ts');
      const { error } = await authClient.signOut();
      if (error) console.error('Sign-out failed', error);
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    if (me) clearSetupState(browserStorage, me.id);
    // Leave the guarded page first, so that its guard does not send us to sign-in on the way out.
    await navigate(paths.home, { replace: true });
    await queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, null);
  }, [navigate, queryClient]);
}
