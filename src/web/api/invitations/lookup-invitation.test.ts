import { afterEach, describe, expect, it, vi } from 'vitest';
import { invitationKeys } from './keys.ts';
import { invitationLookupOptions } from './lookup-invitation.ts';

afterEach(() => vi.unstubAllGlobals());

// The invite page trimmed a pasted code and setup did not, under one cache key: setup then showed a refusal for
// a code the invite page had just shown as valid. Both now read through one look-up.
describe('the invitation look-up', () => {
  it('asks for a pasted code without its spaces, under the key of the code itself', async () => {
    // Only the address asked for matters here, so the server's answer is a refusal.
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'Invitation not found' }), { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const options = invitationLookupOptions('  AbC123  ');

    expect(options.queryKey).toEqual(invitationKeys.lookup('AbC123'));
    await expect(options.queryFn!({ signal: new AbortController().signal } as never)).rejects.toThrow();
    expect(fetch).toHaveBeenCalledWith('/api/invitations/lookup/AbC123', expect.anything());
  });
});
