import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import { searchColumns, suggestibleWords, type SearchSource } from '../../lib/search-text.ts';
import { addToVocabulary } from '../../lib/search-vocabulary.ts';

/** Recipes re-indexed per batch. */
const BATCH = 500;

interface StoredRecipe {
  id: string;
  title: string;
  description: string;
  tags: string;
  dietary: string;
  ingredients: string;
  inCatalogue: number | string;
  deleted: number | string;
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

/**
 * Search that finds plurals and offers spellings (docs/decisions/0028-stems-and-spellings.md): every
 * recipe's search columns are written again with the stems of their words after the words (the full-text index
 * follows: SQLite's triggers, PostgreSQL's generated tsvector), and the catalogue's vocabulary with its trigram
 * index is built from the live catalogue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('searchWord')
    .addColumn('word', 'text', (c) => c.primaryKey())
    // How many distinct trigrams the word has, for the similarity of a candidate without reading them all.
    .addColumn('trigrams', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('searchTrigram')
    .addColumn('trigram', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('searchTrigram_pk', ['trigram', 'word'])
    .execute();
  await reindexSearch(db);
}

/**
 * Writes every recipe's search columns again from its stored fields, and adds the live catalogue's words to the
 * vocabulary: what a recipe indexed before stems looks like afterwards. Safe to run again.
 */
export async function reindexSearch(db: QueryExecutorProvider): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<StoredRecipe>`
      select "id", "title", "description", "tags", "dietary", "ingredients", "inCatalogue", "deleted"
      from "recipe" where "id" > ${after} order by "id" limit ${BATCH}`.execute(db);
    const words = new Set<string>();
    for (const row of rows) {
      const source = sourceOf(row);
      // Every recipe was English until migration 0013 gave recipes a language (and re-indexes them in it).
      const columns = searchColumns(source, 'en');
      await sql`update "recipe" set "searchTitle" = ${columns.searchTitle}, "searchTags" = ${columns.searchTags},
        "searchIngredients" = ${columns.searchIngredients}, "searchDescription" = ${columns.searchDescription}
        where "id" = ${row.id}`.execute(db);
      if (Number(row.inCatalogue) === 1 && Number(row.deleted) === 0) for (const word of suggestibleWords(source)) words.add(word);
    }
    await addToVocabulary(db, words);
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
}
