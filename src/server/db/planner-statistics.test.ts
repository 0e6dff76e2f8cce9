import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, refreshPlannerStatistics, type Db } from './kysely.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * While an index has samples in sqlite_stat4, SQLite compiles a kept statement again whenever a new value is compared
 * with it: the session's look-up by token, on every request, took three times as long. The start-up's refresh
 * keeps the samples where one value can match far more rows than another, and no others.
 */
describe("SQLite's planner statistics", () => {
  let dir: string;
  let db: Db;
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The indexes sqlite_stat4 holds samples of. */
  const sampled = async () =>
    (await sql<{ idx: string }>`select distinct idx from sqlite_stat4`.execute(db.kysely)).rows.map((r) => r.idx).sort();
  const indexOn = async (table: string, column: string) => {
    const { rows } = await sql<{ name: string }>`
      select list.name from pragma_index_list(${table}) as list, pragma_index_info(list.name) as info where info.name = ${column}`.execute(
      db.kysely,
    );
    return rows.map((r) => r.name);
  };

  it('keep no samples of unique indexes after the refresh at start-up, and keep the others', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ck-stats-'));
    db = createDb({ kind: 'sqlite', file: path.join(dir, 'stats.db') });
    await migrateToLatest(db);
    const now = new Date().toISOString();
    for (let i = 0; i < 40; i++) {
      await db.kysely
        .insertInto('user')
        .values({ id: `u${i}`, name: `Person ${i}`, email: `p${i}@example.com`, emailVerified: 1, createdAt: now, updatedAt: now })
        .execute();
      // Several sessions for some people: the index on userId has values of different weight.
      for (let s = 0; s < (i % 4) + 1; s++) {
        await db.kysely
          .insertInto('session')
          .values({ id: `s${i}-${s}`, token: `token-${i}-${s}`, expiresAt: now, createdAt: now, updatedAt: now, userId: `u${i}` })
          .execute();
      }
    }
    // A new connection, as at a server's start: its `optimize` analyses the tables that grew, with samples.
    await db.destroy();
    db = createDb({ kind: 'sqlite', file: path.join(dir, 'stats.db') });
    await sql`pragma optimize = 0x10002`.execute(db.kysely);
    const [byToken] = await indexOn('session', 'token');
    const [byUserId] = await indexOn('session', 'userId');
    const [userById] = await indexOn('user', 'id');
    expect(await sampled()).toEqual(expect.arrayContaining([byToken, byUserId, userById]));

    await refreshPlannerStatistics(db);
    const after = await sampled();
    expect(after).not.toContain(byToken);
    expect(after).not.toContain(userById);
    expect(after).toContain(byUserId);
    // The counts every index has (sqlite_stat1) stay.
    const counted = (await sql<{ idx: string }>`select idx from sqlite_stat1`.execute(db.kysely)).rows.map((r) => r.idx);
    expect(counted).toEqual(expect.arrayContaining([byToken, byUserId, userById]));
  });
});
