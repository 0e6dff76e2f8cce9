import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/me {confirmEmail}: removes the account and everything that names them, and ends their sessions (204). */
export async function deleteAccount(confirmEmail: string): Promise<void> {
  await apiRequest('/api/me', { method: 'DELETE', body: { confirmEmail } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
