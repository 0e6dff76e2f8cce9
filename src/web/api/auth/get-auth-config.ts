import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '../../../shared/auth.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { authKeys } from './keys.ts';

const noProviders: AuthProviders = { google: false, oidc: null, championSignup: 'open', appUrl: null };

/**
 * Which sign-in methods the server offers, and CHAMPION_SIGNUP (the sign-in pages and setup use it). If it
 * cannot say, only email and password are offered, and setup says nothing of an admin's confirmation (the
 * server still decides).
 */
export async function getAuthConfig(signal?: AbortSignal): Promise<AuthProviders> {
  try {
    return await apiRequest<AuthProviders>('/api/auth-config', { signal });
  } catch (error) {
    console.warn('Could not load the sign-in methods', error);
    return noProviders;
  }
}

export const authConfigQueryOptions = queryOptions({
  queryKey: authKeys.config(),
  queryFn: ({ signal }) => getAuthConfig(signal),
  staleTime: Infinity,
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
