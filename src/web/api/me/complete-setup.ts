import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, SetupInput } from '../../../shared/users.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { browserStorage } from '../../lib/browser-storage.ts';
import { cacheSetupComplete } from '../../lib/setup-state.ts';
import { meKeys } from './keys.ts';

/** PUT /api/me/setup: completes (or updates) setup and answers with the user document. */
export function completeSetup(input: SetupInput): Promise<Me> {
  return apiRequest<Me>('/api/me/setup', { method: 'PUT', body: input });
}

/** On success setup is cached as complete (which also drops the draft) and the user query holds the answer. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSetup,
    onSuccess: (me) => {
      cacheSetupComplete(browserStorage, me.id);
      queryClient.setQueryData(meKeys.all, me);
    },
  });
}
