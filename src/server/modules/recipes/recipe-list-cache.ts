import { LRUCache } from 'lru-cache';
import type { SessionCompanion } from '../../auth/session-check.ts';
import { compiledOnce, perDatabase, type Db } from '../../db/kysely.ts';
import type { KeptBytes } from '../../lib/kept-gzip.ts';

/**
 * Pages of a person's recipe list, kept whole (the JSON bytes and the next cursor) by the page's address — the
 * person, the filter, the page size and the cursor — and the person's recipe list version.
 *
 * The version is a number triggers change with every insert, update or delete of a recipe the person owns
 * (migration 0011), whoever writes it: the app on any server, the CLI, a restore, a foreign key. It is read from
 * the database on every request, so a change made through any server shows at once; a kept page is used only
 * while its version is still the person's. A page is read after the version, so it is never older than the
 * version it is kept under (it may be newer, and is then read again next time, as the version has changed).
 */
export interface KeptListPage extends KeptBytes {
  json: Buffer<ArrayBuffer>;
  nextCursor: string | null;
}

interface Entry {
  version: string;
  page: KeptListPage;
}

/**
 * At most 16 MB of pages per database, least recently used out. A page counts a quarter more than its JSON: room
 * for its gzip form, made once a client asks for it (JSON of repeated keys compresses to well under that).
 */
const pagesOf = perDatabase(
  () =>
    new LRUCache<string, Entry>({
      maxSize: 16 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.page.json.byteLength * 1.25)),
    }),
);

export const listPageKey = (userId: string, filter: string, limit: number, cursor: string | undefined) =>
  `${userId}\n${filter}\n${limit}\n${cursor ?? ''}`;

/** The person's recipe list version: "0" while they have no row (no recipe of theirs written since). */
export async function recipeListVersion(db: Db, userId: string): Promise<string> {
  const [row] = await versionOf(db, userId);
  return versionText(row?.version);
}

export const versionText = (version: number | string | null | undefined) => String(version ?? 0);

/**
 * The version read in the session check's own statement (requireUserWith): a kept page then costs one statement,
 * which on PostgreSQL is one round trip instead of two. Read before the page, as recipeListVersion is.
 */
export const listVersionBesideSession: SessionCompanion<number | string> = {
  select: (eb) =>
    eb
      .selectFrom('recipeListVersion')
      .select('recipeListVersion.version')
      .whereRef('recipeListVersion.userId', '=', 'session.userId')
      .$asScalar()
      .as('companion'),
};

/** Compiled once: it runs on every read of a recipe list. */
const versionOf = compiledOnce<{ version: number | string }, [userId: string]>((kysely) =>
  kysely.selectFrom('recipeListVersion').select('version').where('userId', '=', ''),
);

/** The page kept under this address if it is kept for exactly this version. */
export function keptListPage(db: Db, key: string, version: string): KeptListPage | undefined {
  const entry = pagesOf(db).get(key);
  return entry?.version === version ? entry.page : undefined;
}

export function keepListPage(db: Db, key: string, version: string, page: KeptListPage): void {
  pagesOf(db).set(key, { version, page });
}
