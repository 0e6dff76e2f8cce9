import type { AppContext } from '../app-env.ts';
import type { TestClient } from './http-client.ts';

/**
 * POST /api/invitations/accept by the client's person, as the invite page sends it: `confirmMove` only once the
 * person has confirmed a move (out of another champion's group, or out of a household of their own).
 */
export function acceptInvitation(client: TestClient, code: string, confirmMove?: boolean) {
  return client.post('/api/invitations/accept', confirmMove === undefined ? { code } : { code, confirmMove });
}

/** Makes the invitation one that expired a moment ago, as time would. */
export async function expireInvitation(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.kysely
    .updateTable('invitation')
    .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', id)
    .execute();
}
