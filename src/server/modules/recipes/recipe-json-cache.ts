import { LRUCache } from 'lru-cache';
import { perDatabase, type Db } from '../../db/kysely.ts';

/**
 * Recipes as JSON (UTF-8 bytes, so a page is put together by copying and sent without encoding or measuring
 * it again), kept by id and by the stored text they were made from, so a page of someone's collection read
 * again from the database is not parsed from its stored columns and serialised again for the recipes that did
 * not change (for 100 recipes, two thirds of the page's time).
 *
 * The key is every column the JSON is made of (`storedText`), not a version number: a kept text is used only
 * while the row still holds exactly what it was made from, whoever changed the row and whether or not they moved
 * `updatedAt` (a hand-written SQL update, a foreign key's ON DELETE SET NULL).
 */
interface Entry {
  stored: string;
  json: Buffer;
}

/** At most 16 MB of JSON and stored text per database, least recently used out. */
const entriesOf = perDatabase(
  () =>
    new LRUCache<string, Entry>({
      maxSize: 16 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.json.byteLength + entry.stored.length * 2),
    }),
);

/** The recipe's JSON if it is kept for exactly this stored text. */
export function keptRecipeJson(db: Db, id: string, stored: string): Buffer | undefined {
  const entry = entriesOf(db).get(id);
  return entry?.stored === stored ? entry.json : undefined;
}

export function keepRecipeJson(db: Db, id: string, stored: string, json: Buffer): void {
  entriesOf(db).set(id, { stored, json });
}

/**
 * A row's columns as one string, each value led by its length (so no two rows give the same string): comparing
 * it costs far less than the parsing and serialising it saves.
 */
export function storedText(row: Record<string, unknown>, columns: readonly string[]): string {
  let text = '';
  for (const column of columns) {
    const value = row[column];
    const part = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
    text += value === null || value === undefined ? '-;' : `${part.length}:${part}`;
  }
  return text;
}
