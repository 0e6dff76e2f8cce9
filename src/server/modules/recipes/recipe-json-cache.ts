import { LRUCache } from 'lru-cache';
import { perDatabase, type Db } from '../../db/kysely.ts';
import { toIso } from '../../db/schema.ts';

/**
 * Recipes as JSON (UTF-8 bytes, so a page is put together by copying and sent without encoding or measuring
 * it again), kept by id and version, so a page of someone's collection is not parsed from its
 * stored columns and serialised again on every request (for 100 recipes, two thirds of the list's time).
 *
 * The version is what can change a recipe's JSON: `updatedAt`, which every change of the app's moves
 * (recipes.repo.ts), and the two columns that change without it (a saved copy's catalogue recipe deleted for
 * good nulls `savedFromId`; `photoId` is not a foreign key, but is in the version all the same). The caller
 * reads the version with the page, from the database, so a change made by any server is seen at once: a kept
 * text is used only while its version is still the row's.
 */
interface Entry {
  version: string;
  json: Buffer;
}

/** At most 16 MB of JSON per database, least recently used out. */
const entriesOf = perDatabase(
  () => new LRUCache<string, Entry>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (entry) => Math.max(1, entry.json.byteLength) }),
);

/** The recipe's JSON if it is kept for exactly this version. */
export function keptRecipeJson(db: Db, id: string, version: string): Buffer | undefined {
  const entry = entriesOf(db).get(id);
  return entry?.version === version ? entry.json : undefined;
}

export function keepRecipeJson(db: Db, id: string, version: string, json: Buffer): void {
  entriesOf(db).set(id, { version, json });
}

export function recipeVersion(row: { updatedAt: Date | string; savedFromId: string | null; photoId: string | null }): string {
  return `${toIso(row.updatedAt)}|${row.savedFromId ?? ''}|${row.photoId ?? ''}`;
}
