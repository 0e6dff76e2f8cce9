import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { clientAs, createUser } from '../test/factories.ts';
import { describeEachDatabase } from '../test/test-server.ts';
import { countRequest, recipeImportLimit, type RequestLimit } from './request-limit.ts';

const recipePage = readFileSync(new URL('../modules/recipes/import/fixtures/minimal.html', import.meta.url), 'utf8');
let unique = 0;
const subject = () => `subject-${Date.now()}-${unique++}`;

describeEachDatabase('request limits in the database', (server) => {
  const limit: RequestLimit = { prefix: 'test-limit:', max: 3, windowSeconds: 60 };

  it('lets max requests through in a window, then answers the seconds left; others keep their own count', async () => {
    const { db } = server().ctx;
    const me = subject();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await countRequest(db, limit, me));
    expect(answers.slice(0, 3)).toEqual([null, null, null]);
    expect(answers[3]).toBeGreaterThanOrEqual(1);
    expect(answers[3]).toBeLessThanOrEqual(60);
    expect(Number.isInteger(answers[3])).toBe(true);

    expect(await countRequest(db, limit, subject())).toBeNull(); // another subject
    expect(await countRequest(db, { ...limit, prefix: 'other-limit:' }, me)).toBeNull(); // another limit
  });

  it('starts a new window once the old one has passed', async () => {
    const { db } = server().ctx;
    const me = subject();
    for (let i = 0; i < 4; i++) await countRequest(db, limit, me);
    expect(await countRequest(db, limit, me)).not.toBeNull();
    // The window began a minute ago (moved back in the database rather than waited for).
    await db.kysely
      .updateTable('rateLimit')
      .set({ lastRequest: Date.now() - limit.windowSeconds * 1000 })
      .where('key', '=', `${limit.prefix}${me}`)
      .execute();
    expect(await countRequest(db, limit, me)).toBeNull();
    const row = await db.kysely.selectFrom('rateLimit').select('count').where('key', '=', `${limit.prefix}${me}`).executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(1);
  });

  it('counts requests racing each other once each: exactly max of them get through', async () => {
    const { db } = server().ctx;
    const me = subject();
    const answers = await Promise.all(Array.from({ length: 12 }, () => countRequest(db, { ...limit, max: 5 }, me)));
    expect(answers.filter((a) => a === null)).toHaveLength(5);
  });

  it('limits recipe imports per user: 429 with Retry-After past 20 a minute; another user is unaffected', async () => {
    const greedy = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }));
    for (let i = 0; i < recipeImportLimit.max; i++) {
      const res = await greedy.post('/api/recipes/import', { html: recipePage });
      expect({ attempt: i + 1, status: res.status }).toEqual({ attempt: i + 1, status: 200 });
    }
    const locked = await greedy.post('/api/recipes/import', { html: recipePage });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('Too many tries in a short time. Try again in 1 minute.');
    expect(String(locked.headers['retry-after'])).toMatch(/^[1-9]\d*$/);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(recipeImportLimit.windowSeconds);

    // The same address, another user: the limit is the user's.
    const other = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }));
    expect((await other.post('/api/recipes/import', { html: recipePage })).status).toBe(200);
  });
});
