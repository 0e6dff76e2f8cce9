import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import { catalogueVersion } from '../../db/catalogue-version.ts';
import { perDatabase, type Db } from '../../db/kysely.ts';

/**
 * The catalogue's side of "What can I make?" (docs/decisions/0090-the-pantry-ranking-in-memory.md): for every item
 * key, the catalogue recipes that use it, held in this process as numbers in shared memory, read from the index in the
 * database (`recipeItem`) and read again whenever the catalogue's version moves (migration 0007's triggers, which
 * every writer on every server moves). A pantry's catalogue recipes are then counted exactly, every recipe that uses
 * any of its items, in a worker thread (rank-catalogue.ts) that reads the same memory.
 */
export interface CataloguePostings {
  /** The catalogue's version when the reading began: the postings hold at least what it had. */
  version: number;
  /** Each recipe's id by its number here, numbered in the order of their ids (as the database orders them). */
  ids: string[];
  /** Each recipe's item count (staples left out), by its number, in shared memory. */
  itemCounts: Uint16Array;
  /** Every key's recipe numbers, one key after another, in shared memory. */
  postings: Int32Array;
  /** Where each key's numbers are in `postings`. */
  ranges: Map<string, { start: number; end: number }>;
}

/** Rows read per statement while the postings are built: a few milliseconds each, with other requests between. */
export const ROWS_PER_READ = 2_000;

/** A typed array over shared memory, so that a worker thread reads it where it is instead of a copy. */
function shared<A extends Int32Array | Uint16Array>(
  Kind: { new (buffer: SharedArrayBuffer): A; BYTES_PER_ELEMENT: number },
  length: number,
): A {
  return new Kind(new SharedArrayBuffer(Math.max(1, length) * Kind.BYTES_PER_ELEMENT));
}

/** One read of the postings: `rows` of the catalogue's rows of the index after `after`, in the order of their recipes' ids. */
export function postingsRead(db: Db, after: { recipeId: string; itemKey: string } | null, rows: number) {
  // `inCatalogue = 1` written out, not a parameter: the planner then knows the partial index (migration 0029) holds
  // every row asked for.
  let query = db.kysely
    .selectFrom('recipeItem')
    .select(['recipeId', 'itemKey', 'itemCount'])
    .where(sql<boolean>`${sql.ref('inCatalogue')} = 1`);
  if (after) {
    const { recipeId, itemKey } = after;
    query = query.where((eb) => eb(eb.refTuple('recipeId', 'itemKey'), '>', eb.tuple(recipeId, itemKey)));
  }
  return query.orderBy('recipeId').orderBy('itemKey').limit(rows);
}

/**
 * Reads the postings, `rowsPerRead` rows at a time in the order of the recipes' ids (so each is numbered in that
 * order as it comes), yielding to other work between reads.
 */
export async function readPostings(db: Db, rowsPerRead = ROWS_PER_READ): Promise<CataloguePostings> {
  // The version first: a change that commits while the rows are read moves it past this one, so the next request
  // reads the postings again rather than keep a mixture under a version that claims to be whole.
  const version = await catalogueVersion(db);
  const ids: string[] = [];
  const counts: number[] = [];
  const lists = new Map<string, number[]>();
  let after: { recipeId: string; itemKey: string } | null = null;
  for (;;) {
    const rows = await postingsRead(db, after, rowsPerRead).execute();
    for (const row of rows) {
      if (ids.at(-1) !== row.recipeId) {
        ids.push(row.recipeId);
        counts.push(Number(row.itemCount));
      }
      let list = lists.get(row.itemKey);
      if (!list) lists.set(row.itemKey, (list = []));
      list.push(ids.length - 1);
    }
    const last = rows.at(-1);
    if (!last || rows.length < rowsPerRead) break;
    after = { recipeId: last.recipeId, itemKey: last.itemKey };
    await nextTurn();
  }
  const itemCounts = shared(Uint16Array, ids.length);
  itemCounts.set(counts);
  let length = 0;
  for (const list of lists.values()) length += list.length;
  const postings = shared(Int32Array, length);
  const ranges = new Map<string, { start: number; end: number }>();
  let at = 0;
  for (const [key, list] of lists) {
    ranges.set(key, { start: at, end: at + list.length });
    postings.set(list, at);
    at += list.length;
  }
  return { version, ids, itemCounts, postings, ranges };
}

interface Holder {
  current: CataloguePostings | null;
  reading: Promise<CataloguePostings> | null;
}

const holderOf = perDatabase<Holder>(() => ({ current: null, reading: null }));

function startReading(db: Db, holder: Holder): Promise<CataloguePostings> {
  const reading = readPostings(db).then((postings) => {
    holder.current = postings;
    return postings;
  });
  holder.reading = reading;
  const done = () => {
    if (holder.reading === reading) holder.reading = null;
  };
  reading.then(done, done);
  return reading;
}

/**
 * The postings of the catalogue as it is now: those held, when the catalogue's version has not moved since they
 * were read; otherwise read afresh, one reading at a time per process, which every request that needs it awaits
 * (so a recipe published on any server is counted by the next request on every server).
 */
export async function cataloguePostings(db: Db): Promise<CataloguePostings> {
  const holder = holderOf(db);
  const version = await catalogueVersion(db);
  if (holder.current?.version === version) return holder.current;
  if (holder.reading) {
    const read = await holder.reading;
    if (read.version === version) return read;
  }
  // None under way, or one that began before this version was read: one that begins now reads it or a later one.
  return holder.reading ?? startReading(db, holder);
}
