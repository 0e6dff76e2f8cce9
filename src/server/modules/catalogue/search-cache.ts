import { LRUCache } from 'lru-cache';
import { catalogueVersion } from '../../db/catalogue-version.ts';
import { perDatabase, type Db } from '../../db/kysely.ts';

/**
 * Catalogue pages by query, kept in memory and shared by everyone: the catalogue is the same for all, and a
 * common word costs a few milliseconds of full-text matching and ranking, while people search for the same
 * few words again and again. What is per person (their saved copies) is added after, never kept here.
 *
 * Every look-up first reads the catalogue's version (one row; migration 0007's triggers move it with every
 * change to a catalogue recipe or tag, made by any server or tool). A new version empties the cache, so no
 * page outlives the catalogue it was read from, on this server or any other: a recipe published anywhere is
 * found by the next search everywhere.
 */
export interface SearchCache<T extends object> {
  /** The page for `key`, computed by `compute` unless a page for the current catalogue is kept. */
  get(db: Db, key: string, compute: () => Promise<T>): Promise<T>;
}

interface Holder<T extends object> {
  version: number | null;
  pages: LRUCache<string, T>;
}

/** A cache per database, at most `maxBytes` of pages by `size`'s estimate. */
export function createSearchCache<T extends object>(maxBytes: number, size: (page: T) => number): SearchCache<T> {
  const holderOf = perDatabase<Holder<T>>(() => ({
    version: null,
    pages: new LRUCache<string, T>({ maxSize: maxBytes, sizeCalculation: (page) => Math.max(1, size(page)) }),
  }));
  return {
    async get(db, key, compute) {
      const holder = holderOf(db);
      const version = await catalogueVersion(db);
      if (holder.version !== version) {
        holder.pages.clear();
        holder.version = version;
      }
      const kept = holder.pages.get(key);
      if (kept) return kept;
      const page = await compute();
      // Read after the version, so never older than it; but if the catalogue moved on meanwhile, another
      // request has already emptied the cache for a newer version, and this page is not kept under it.
      if (holder.version === version) holder.pages.set(key, page);
      return page;
    },
  };
}
