import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';
import { insertOldUser, oldRowsCreated } from './old-schema-test-rows.ts';

/*
 * Migration 0019 moves each import's outcomes from two JSON lists on its row to a row each. An import made before
 * it still reports the recipes it made and every problem, in the same order; the lists' columns go.
 */
describe.each(databaseKinds)('migration 0019 (import outcomes) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0019');
  let db: Db;
  const created = oldRowsCreated;

  it("carries every import's recipes and problems over, in order, and drops the lists", async () => {
    db = await freshDatabase();
    await migrateTo(db, '0018-recipe-imports');
    const k = db.kysely;
    await insertOldUser(db, { id: 'u-ana', name: 'Ana', email: 'ana@example.com' });
    const problems = [
      { name: 'bad.json', problem: 'unreadable' },
      { name: 'Soup', problem: 'photoLeftOut' },
      { name: 'Stew', problem: 'shortened', detail: '[{"field":"title","from":300,"to":200}]' },
      { name: 'https://example.org/x', problem: 'pageUnreadable', detail: 'That page has no recipe.' },
    ];
    await sql`insert into "recipeImport" ("id", "userId", "status", "fileName", "language", "locale", "total", "done", "imported", "failed", "problems", "recipeIds", "createdAt", "updatedAt")
      values ('i-1', 'u-ana', 'done', 'export.zip', 'en', 'en-GB', 5, 5, 3, 2, ${JSON.stringify(problems)}, '["r-1","r-2","r-3"]', ${created}, ${created})`.execute(
      k,
    );
    await sql`insert into "recipeImport" ("id", "userId", "status", "fileName", "language", "locale", "createdAt", "updatedAt")
      values ('i-2', 'u-ana', 'failed', 'notes.txt', 'en', 'en-GB', ${created}, ${created})`.execute(k);

    await migrateToLatest(db);

    const items = await k
      .selectFrom('recipeImportItem')
      .select(['importId', 'position', 'name', 'outcome', 'recipeId', 'problem', 'detail', 'photoLeftOut', 'shortened'])
      .orderBy('importId')
      .orderBy('position')
      .execute();
    const row = (position: number, values: Partial<(typeof items)[number]>) => ({
      importId: 'i-1',
      position,
      name: '',
      outcome: 'imported',
      recipeId: null,
      problem: null,
      detail: null,
      photoLeftOut: 0,
      shortened: null,
      ...values,
    });
    expect(items.map((item) => ({ ...item, photoLeftOut: Number(item.photoLeftOut) }))).toEqual([
      row(-7, { recipeId: 'r-1' }),
      row(-6, { recipeId: 'r-2' }),
      row(-5, { recipeId: 'r-3' }),
      row(-4, { name: 'bad.json', outcome: 'failed', problem: 'unreadable' }),
      row(-3, { name: 'Soup', photoLeftOut: 1 }),
      row(-2, { name: 'Stew', shortened: '[{"field":"title","from":300,"to":200}]' }),
      row(-1, { name: 'https://example.org/x', outcome: 'failed', problem: 'pageUnreadable', detail: 'That page has no recipe.' }),
    ]);
    const columns = (await k.introspection.getTables()).find((table) => table.name === 'recipeImport')?.columns.map((c) => c.name);
    expect(columns).not.toContain('problems');
    expect(columns).not.toContain('recipeIds');
    expect(await k.selectFrom('recipeImport').select(['id', 'imported', 'failed']).orderBy('id').execute()).toEqual([
      { id: 'i-1', imported: 3, failed: 2 },
      { id: 'i-2', imported: 0, failed: 0 },
    ]);

    // The outcomes go with their import.
    await k.deleteFrom('recipeImport').where('id', '=', 'i-1').execute();
    expect(await k.selectFrom('recipeImportItem').select('importId').execute()).toEqual([]);
  });
});
