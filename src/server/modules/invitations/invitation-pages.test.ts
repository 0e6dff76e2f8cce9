import { expect, it } from 'vitest';
import { clientAs, createUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

describeEachDatabase('invitation list pages', (server) => {
  // Review 14.3: the invitation list answered up to 200 at once, and the rest could not be reached.
  it('pages the invitations, at most 100 a page, every one reached by its cursor; a bigger page is refused', async () => {
    const champion = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'champion' }));
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await champion.post('/api/invitations', { kind: 'participant' });
      expect(res.status).toBe(201);
      made.push(res.body.id);
    }
    const refused = await champion.get('/api/invitations?limit=101');
    expect([refused.status, refused.body.error]).toEqual([400, 'A page can hold at most 100 invitations']);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await champion.get(`/api/invitations?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.invitations.map((i: { id: string }) => i.id));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());

    const all = await champion.get('/api/invitations');
    expect([all.body.invitations.length, all.body.nextCursor]).toEqual([5, null]);
    const forged = await champion.get(`/api/invitations?cursor=${Buffer.from('["not a date","x"]').toString('base64url')}`);
    expect([forged.status, forged.body.code]).toEqual([400, 'INVALID_CURSOR']);
  });
});
