import { useQuery } from '@tanstack/react-query';
import { meKeys } from './keys.ts';

/** The auth client loads on demand, keeping it out of the pages that do not need it. */
export const loadAuthClient = () => import('../../lib/auth-client.ts');

/** The ways the signed-in person can sign in, as better-auth's provider ids (credential, google, oidc). */
export function useSignInMethods(userId: string) {
  return useQuery({
    queryKey: meKeys.signInMethods(userId),
    queryFn: async () => {
      const { authClient, authErrorMessage } = await loadAuthClient();
      const { data, error } = await authClient.listAccounts();
      if (error) throw new Error(authErrorMessage(error));
      return [...new Set(data.map((account) => account.providerId))];
    },
  });
}
