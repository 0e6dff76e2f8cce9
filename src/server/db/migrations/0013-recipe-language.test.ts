import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchColumns } from '../../lib/search-text.ts';
import { searchCatalogue } from '../../modules/catalogue/index.ts';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';
import { reindexSearch } from './0013-recipe-language.ts';

const kinds = databaseKinds;

/** Recipes stored before recipes had a language: English, and found as before, stems and all. */
describe.each(kinds)('migration 0013 on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0013');
  let db: Db;

  /** A catalogue recipe as the app wrote it before this migration: English stems, and no language column. */
  async function insertOldRecipe(id: string, title: string, ingredients: string[]) {
    const now = new Date().toISOString();
    const columns = searchColumns(
      { title, description: '', tags: [], dietary: [], ingredients: ingredients.map((text) => ({ item: text, text })) },
      'en',
    );
    await db.kysely
      .insertInto('recipe')
      .values({
        id,
        userId: null,
        inCatalogue: 1,
        title,
        servings: 4,
        prepMinutes: null,
        cookMinutes: null,
        totalMinutes: null,
        ingredients: JSON.stringify(ingredients.map((text) => ({ text, quantity: null, unit: null, item: text, note: null }))),
        steps: '[]',
        tags: '[]',
        dietary: '[]',
        nutrition: null,
        photoId: null,
        sourceUrl: null,
        savedFromId: null,
        createdAt: now,
        updatedAt: now,
        ...columns,
        searchId: sql<number>`(select coalesce(max("searchId"), 0) + 1 from "recipe")`,
      } as never)
      .execute();
  }

  const found = async (q: string) => (await searchCatalogue(db, 'nobody', { q, limit: 10 })).recipes.map((r) => r.title);

  it('gives existing recipes English, keeps finding them by their English stems, and re-indexes one in its new language', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0011-recipe-list-version');
    await insertOldRecipe('r1', 'Lentil soups', ['red lentils']);
    await insertOldRecipe('r2', 'Suppe mit Karotte', ['1 Kartoffel']);

    await migrateToLatest(db);
    const rows = await db.kysely.selectFrom('recipe').select(['id', 'language']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'r1', language: 'en' },
      { id: 'r2', language: 'en' },
    ]);
    expect(await found('soup')).toEqual(['Lentil soups']);
    expect(await found('lentil')).toEqual(['Lentil soups']);
    // Stemmed the English way, the German soup is found by its words' starts only, not by their German plurals.
    expect(await found('Karotten')).toEqual([]);
    expect(await found('Kartoffeln')).toEqual([]);

    // Someone sets its language (as PATCH or a fix by hand would), and the index follows.
    await db.kysely.updateTable('recipe').set({ language: 'de' }).where('id', '=', 'r2').execute();
    await reindexSearch(db.kysely);
    expect(await found('Karotten')).toEqual(['Suppe mit Karotte']);
    expect(await found('Kartoffeln')).toEqual(['Suppe mit Karotte']);
    expect(await found('soups')).toEqual(['Lentil soups']);
  });
});
