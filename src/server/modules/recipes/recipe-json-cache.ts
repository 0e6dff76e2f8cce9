import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';

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
export interface RecipeJsonCache {
  get(id: string, version: string): Buffer | undefined;
  set(id: string, version: string, json: Buffer): void;
}

interface Entry {
  version: string;
  json: Buffer;
}

const holders = new WeakMap<Kysely<Database>, LRUCache<string, Entry>>();

/** The cache of a database (tests open many): at most `maxBytes` of JSON, least recently used out. */
export function recipeJsonCache(db: Db, maxBytes = 16 * 1024 * 1024): RecipeJsonCache {
  let entries = holders.get(db.kysely);
  if (!entries) {
    entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.json.byteLength) });
    holders.set(db.kysely, entries);
  }
  const kept = entries;
  return {
    get: (id, version) => {
      const entry = kept.get(id);
      return entry?.version === version ? entry.json : undefined;
    },
    set: (id, version, json) => void kept.set(id, { version, json }),
  };
}

export function recipeVersion(row: { updatedAt: Date | string; savedFromId: string | null; photoId: string | null }): string {
  const updatedAt = row.updatedAt instanceof Date ? row.updatedAt.toISOString() : row.updatedAt;
  return `${updatedAt}|${row.savedFromId ?? ''}|${row.photoId ?? ''}`;
}
