import { useMutation } from '@tanstack/react-query';
import type { AccountDelete } from '../../../shared/account.ts';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * DELETE /api/me {confirmEmail, password?}: removes the account and everything that names them, and ends their
 * sessions (204). Without a password on the account, the server asks for a recent sign-in instead.
 */
export async function deleteAccount(confirmation: AccountDelete): Promise<void> {
  await apiRequest('/api/me', { method: 'DELETE', body: confirmation });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
