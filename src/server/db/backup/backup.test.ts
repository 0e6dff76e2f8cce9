import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, expect, inject, it } from 'vitest';
import { localToday } from '../../../shared/meal-plans.ts';
import { addEntry } from '../../modules/meal-plans/index.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { createDb, type DatabaseConfig } from '../kysely.ts';
import { backupDatabase, restoreDatabase, sqliteTables } from './backup.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const recipe = (title: string) => ({
  title,
  description: 'Made while a backup ran.',
  servings: 2,
  prepMinutes: 5,
  cookMinutes: 10,
  ingredients: ['1 cup rice', '2 cups water'],
  steps: ['Boil.', 'Simmer.'],
  tags: ['dinner'],
  dietary: [],
});

/** Every table's rows, each as JSON, sorted: two databases hold the same data when these are equal. */
async function everyTable(config: DatabaseConfig): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  if (config.kind === 'sqlite') {
    const db = new SqliteDatabase(config.file, { readonly: true });
    try {
      for (const t of sqliteTables(db))
        tables[t] = db
          .prepare(`select * from "${t}"`)
          .all()
          .map((r) => JSON.stringify(r))
          .sort();
    } finally {
      db.close();
    }
    return tables;
  }
  // A logical export is exactly every table's rows (generated columns aside) in one snapshot.
  const file = path.join(dir, `compare-${randomUUID()}.jsonl`);
  await backupDatabase(config, file);
  return linesOf(file);
}

describeEachDatabase('backup and restore', (server, kind) => {
  it('backs up while recipes are being written and restores every table', async () => {
    const { ctx, baseUrl } = server();
    const champion = await createUser(ctx, { userType: 'champion' });
    const users = await Promise.all([1, 2, 3].map(() => createUser(ctx, { userType: 'regular' })));
    const acknowledged: string[] = [];
    for (const user of users) {
      const res = await clientAs(baseUrl, user).post('/api/recipes', recipe(`Before ${user.name}`));
      expect(res.status).toBe(201);
      acknowledged.push((res.body as { id: string }).id);
    }
    await addEntry(
      ctx.db,
      { householdId: users[0]!.householdId ?? '', userId: users[0]!.id },
      { date: localToday(), mealType: 'dinner', recipeId: acknowledged[0]! },
    );
    await ctx.db.kysely
      .insertInto('invitation')
      .values({
        id: randomUUID(),
        inviterId: champion.id,
        kind: 'participant',
        codeHash: randomUUID(),
        codeHint: 'abcd',
        email: null,
        message: null,
        maxUses: 1,
        expiresAt: null,
        revokedAt: null,
        createdAt: new Date().toISOString(),
      })
      .execute();

    // A bounded stream of writes from every user, running while the backup is taken.
    let writing = true;
    let written = 0;
    const writers = users.map(async (user, i) => {
      const client = clientAs(baseUrl, user);
      for (let n = 0; writing && n < 40; n += 1) {
        const res = await client.post('/api/recipes', recipe(`During ${i}-${n}`));
        if (res.status === 201) written += 1;
      }
    });
    while (written < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = await ctx.db.kysely.selectFrom('recipe').select('id').execute();

    const file = path.join(dir, `backup-${kind}-${randomUUID()}`);
    await backupDatabase(ctx.config.database, file);
    writing = false;
    await Promise.all(writers);

    let target: DatabaseConfig;
    let drop = async () => {};
    if (kind === 'sqlite') {
      target = { kind: 'sqlite', file: path.join(mkdtempSync(path.join(dir, 'restored-')), 'champion-kitchen.db') };
      const check = new SqliteDatabase(file, { readonly: true });
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      check.close();
    } else {
      // A fresh, empty, migrated database: a copy of the migrated template.
      const adminUrl = inject('postgresUrl')!;
      const name = `r_${randomBytes(6).toString('hex')}`;
      const admin = createDb({ kind: 'postgres', url: adminUrl });
      await sql`create database ${sql.id(name)} template ${sql.id(inject('postgresTemplate'))}`.execute(admin.kysely);
      await admin.destroy();
      target = { kind: 'postgres', url: withDatabase(adminUrl, name) };
      drop = async () => {
        const again = createDb({ kind: 'postgres', url: adminUrl });
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(again.kysely);
        await again.destroy();
      };
    }
    try {
      await restoreDatabase(target, file);
      const restored = createDb(target);
      try {
        const ids = (await restored.kysely.selectFrom('recipe').select('id').execute()).map((r) => r.id);
        // Every write acknowledged before the backup began is in it.
        expect(ids).toEqual(expect.arrayContaining(before.map((r) => r.id)));
        expect(ids).toEqual(expect.arrayContaining(acknowledged));
        expect(await restored.kysely.selectFrom('mealPlanEntry').select('id').execute()).toHaveLength(1);
        expect(await restored.kysely.selectFrom('invitation').select('id').execute()).toHaveLength(1);
      } finally {
        await restored.destroy();
      }
      // The restored database holds exactly what the backup does, table by table.
      const backedUp = kind === 'sqlite' ? await everyTable({ kind: 'sqlite', file }) : linesOf(file);
      const after = await everyTable(target);
      expect(Object.keys(after).sort()).toEqual(Object.keys(backedUp).sort());
      for (const table of Object.keys(backedUp)) expect(after[table], table).toEqual(backedUp[table]);
      expect(Object.keys(backedUp)).toEqual(expect.arrayContaining(['user', 'recipe', 'mealPlanEntry', 'invitation']));

      // A second restore over the data is refused unless forced.
      await expect(restoreDatabase(target, file)).rejects.toThrow(/already exists|not empty/);
      await restoreDatabase(target, file, { force: true });
      expect(await everyTable(target)).toEqual(after);
    } finally {
      await drop();
    }
  });
});

/** A PostgreSQL backup's rows by table, sorted as `everyTable` gives them. */
function linesOf(file: string): Record<string, string[]> {
  const tables: Record<string, string[]> = {};
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    if (line === '') continue;
    const { table, row } = JSON.parse(line) as { table: string; row: unknown };
    (tables[table] ??= []).push(JSON.stringify(row));
  }
  for (const rows of Object.values(tables)) rows.sort();
  return tables;
}
