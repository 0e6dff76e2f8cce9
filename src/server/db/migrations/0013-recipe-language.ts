import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import { recipeLanguages, type RecipeLanguage } from '../../../shared/recipe-rules.ts';
import { searchColumns, type SearchSource } from '../../lib/search-text.ts';
import { columnTypes } from './column-types.ts';

/** Recipes re-indexed per batch. */
const BATCH = 500;

interface StoredRecipe {
  id: string;
  title: string;
  description: string;
  tags: string;
  dietary: string;
  ingredients: string;
  language: string;
}

/** A stored JSON list, or nothing when a row holds something else (the search text is then built without it). */
function storedList<T>(json: string, keep: (item: unknown) => item is T): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(keep) : [];
  } catch {
    return [];
  }
}

const isText = (item: unknown): item is string => typeof item === 'string';
const isIngredient = (item: unknown): item is SearchSource['ingredients'][number] =>
  typeof item === 'object' && item !== null && typeof (item as { text?: unknown }).text === 'string';

function sourceOf(row: StoredRecipe): SearchSource {
  return {
    title: row.title,
    description: row.description,
    tags: storedList(row.tags, isText),
    dietary: storedList(row.dietary, isText),
    ingredients: storedList(row.ingredients, isIngredient).map((i) => ({ item: typeof i.item === 'string' ? i.item : null, text: i.text })),
  };
}

const languageOf = (code: string): RecipeLanguage =>
  (recipeLanguages as readonly string[]).includes(code) ? (code as RecipeLanguage) : 'en';

/**
 * Recipes keep the language they are written in, and search stems each in its own
 * (docs/decisions/0046-search-per-language.md): a `language` column (a BCP 47 primary subtag, 'en' for every recipe
 * so far and for the starter set), given to both full-text indexes so a stem can be required to come from a recipe
 * of its language: a column of SQLite's FTS5 table, and the lexeme '@en' in PostgreSQL's tsvector (the app's words
 * are letters and digits, so none can be it). Then every recipe's search columns are written again in its language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('recipe')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();

  if (t.kind === 'sqlite') {
    // FTS5 tables cannot gain a column: made again, with the triggers of migration 0002 plus the language.
    for (const trigger of ['recipeFts_insert', 'recipeFts_delete', 'recipeFts_update'])
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    await sql`drop table "recipeFts"`.execute(db);
    await sql`create virtual table "recipeFts" using fts5(title, tags, ingredients, description, language, tokenize = 'unicode61 remove_diacritics 0')`.execute(
      db,
    );
    const live = (row: 'new' | 'old') => sql.raw(`${row}."inCatalogue" = 1 and ${row}."deleted" = 0 and ${row}."searchId" is not null`);
    const columns = sql.raw('rowid, title, tags, ingredients, description, language');
    const values = (row: 'new') =>
      sql.raw(
        `${row}."searchId", ${row}."searchTitle", ${row}."searchTags", ${row}."searchIngredients", ${row}."searchDescription", ${row}."language"`,
      );
    await sql`create trigger "recipeFts_insert" after insert on "recipe" when ${live('new')} begin
      insert into "recipeFts" (${columns}) values (${values('new')}); end`.execute(db);
    await sql`create trigger "recipeFts_delete" after delete on "recipe" when ${live('old')} begin delete from "recipeFts" where rowid = old."searchId"; end`.execute(
      db,
    );
    // One trigger for updates, so the old entry always goes before the new one arrives.
    const indexed = sql.raw(
      '"searchTitle", "searchTags", "searchIngredients", "searchDescription", "language", "deleted", "inCatalogue", "searchId"',
    );
    await sql`create trigger "recipeFts_update" after update of ${indexed} on "recipe" when ${live('old')} or ${live('new')} begin
      delete from "recipeFts" where rowid = old."searchId" and ${live('old')};
      insert into "recipeFts" (${columns}) select ${values('new')} where ${live('new')};
    end`.execute(db);
    await sql`insert into "recipeFts" (${columns})
      select "searchId", "searchTitle", "searchTags", "searchIngredients", "searchDescription", "language" from "recipe"
      where "inCatalogue" = 1 and "deleted" = 0 and "searchId" is not null`.execute(db);
  } else {
    // The index goes with the column.
    await sql`alter table "recipe" drop column "searchVector"`.execute(db);
    await sql`alter table "recipe" add column "searchVector" tsvector generated always as (
      to_tsvector('simple', "searchTitle" || ' ' || "searchTags" || ' ' || "searchIngredients" || ' ' || "searchDescription")
        || array_to_tsvector(array['@' || "language"])
    ) stored`.execute(db);
    await sql`create index "recipe_search_idx" on "recipe" using gin ("searchVector") where "inCatalogue" = 1 and "deleted" = 0`.execute(
      db,
    );
  }
  // Which languages the catalogue holds (catalogueLanguages): a search leaves out the stems of the others. The
  // language leads: an index that began (inCatalogue, deleted) was taken by SQLite's planner for the catalogue's
  // pages, walking every live recipe rather than looking up the full-text matches by searchId (20,000 recipes: 5 →
  // 30 ms a search); and a partial index on the language alone was not chosen for min().
  await db.schema.createIndex('recipe_language_idx').on('recipe').columns(['language', 'inCatalogue', 'deleted']).execute();
  await reindexSearch(db);

  // Statistics for the new index, as migration 0006 gathered them for the others: without a row of its own, SQLite
  // takes an index for a selective one.
  if (t.kind === 'sqlite') await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`analyze`.execute(db);
}

/**
 * Writes every recipe's search columns again from its stored fields, with the stems of its language: what a
 * recipe indexed before looks like afterwards. Safe to run again. (The vocabulary holds words, never stems, so it
 * stays as it is.)
 */
export async function reindexSearch(db: QueryExecutorProvider): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<StoredRecipe>`
      select "id", "title", "description", "tags", "dietary", "ingredients", "language"
      from "recipe" where "id" > ${after} order by "id" limit ${BATCH}`.execute(db);
    for (const row of rows) {
      const columns = searchColumns(sourceOf(row), languageOf(row.language));
      await sql`update "recipe" set "searchTitle" = ${columns.searchTitle}, "searchTags" = ${columns.searchTags},
        "searchIngredients" = ${columns.searchIngredients}, "searchDescription" = ${columns.searchDescription}
        where "id" = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
}
