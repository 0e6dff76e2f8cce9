import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import { catalogueVersion } from '../../db/catalogue-version.ts';
import { perDatabase, type Db } from '../../db/kysely.ts';

/**
 * The catalogue's side of "What can I make?" (docs/decisions/0090-the-pantry-ranking-in-memory.md, 0091): for every
 * item key, the catalogue recipes that use it, held in this process as numbers in shared memory, and every catalogue
 * recipe's title and items, read from the index in the database (`recipeItem`) and read again whenever the
 * catalogue's version moves (migration 0007's triggers, which every writer on every server moves). A pantry's
 * catalogue recipes are then counted exactly, every recipe that uses any of its items, in a worker thread
 * (rank-catalogue.ts) that reads the same memory, and those shown are shown from memory too.
 */
export interface CataloguePostings {
  /** The catalogue's version when the reading began: the postings hold at least what it had. */
  version: number;
  /** Each recipe's id by its number here, numbered in the order of their ids (as the database orders them). */
  ids: string[];
  /**
   * Each recipe's title by its number; none for a recipe unpublished or deleted while the postings were read (its
   * change moved the version, so the next request reads them again).
   */
  titles: (string | undefined)[];
  /** Each recipe's item count (staples left out), by its number, in shared memory. */
  itemCounts: Uint16Array;
  /** Every key's recipe numbers, one key after another, in shared memory. */
  postings: Int32Array;
  /** Where each key's numbers are in `postings`. */
  ranges: Map<string, { start: number; end: number }>;
  /** Every recipe's items in their order, recipe after recipe, as numbers in `words`. */
  items: Int32Array;
  /** Where each recipe's items are in `items`: from `itemStarts[number]` to `itemStarts[number + 1]`. */
  itemStarts: Int32Array;
  /** Each distinct item: its key, and its words as recipes name it (what is shown as missing). */
  words: RecipeItem[];
}

/** An item of a recipe as the index holds it: its key, and its words as the recipe names it. */
export interface RecipeItem {
  key: string;
  item: string;
}

/** Rows read per statement while the postings are built: a few milliseconds each, with other requests between. */
export const ROWS_PER_READ = 2_000;

/** Recipes whose titles are asked for at once. */
const TITLES_PER_READ = 1_000;

/** A typed array over shared memory, so that a worker thread reads it where it is instead of a copy. */
function shared<A extends Int32Array | Uint16Array>(
  Kind: { new (buffer: SharedArrayBuffer): A; BYTES_PER_ELEMENT: number },
  length: number,
): A {
  return new Kind(new SharedArrayBuffer(Math.max(1, length) * Kind.BYTES_PER_ELEMENT));
}

/** Where a read of the postings goes on from: the last row read. */
export interface PostingsPlace {
  recipeId: string;
  position: number;
}

/**
 * One read of the postings: `rows` of the catalogue's rows of the index after `after`, recipe by recipe in the order
 * of their ids, each recipe's items in their order (from the covering index of migration 0030).
 */
export function postingsRead(db: Db, after: PostingsPlace | null, rows: number) {
  // `inCatalogue = 1` written out, not a parameter: the planner then knows the partial index holds every row asked for.
  let query = db.kysely
    .selectFrom('recipeItem')
    .select(['recipeId', 'position', 'itemKey', 'itemCount', 'item'])
    .where(sql<boolean>`${sql.ref('inCatalogue')} = 1`);
  if (after) {
    const { recipeId, position } = after;
    query = query.where((eb) => eb(eb.refTuple('recipeId', 'position'), '>', eb.tuple(recipeId, position)));
  }
  return query.orderBy('recipeId').orderBy('position').limit(rows);
}

/** The titles of the catalogue recipes `ids` that are still published, by their numbers in `ids`, into `titles`. */
async function readTitles(db: Db, ids: readonly string[], titles: (string | undefined)[]): Promise<void> {
  for (let at = 0; at < ids.length; at += TITLES_PER_READ) {
    const chunk = ids.slice(at, at + TITLES_PER_READ);
    const numbers = new Map(chunk.map((id, k) => [id, at + k]));
    const rows = await db.kysely
      .selectFrom('recipe')
      .select(['id', 'title'])
      .where('id', 'in', chunk)
      .where('inCatalogue', '=', 1)
      .where('deleted', '=', 0)
      .execute();
    for (const row of rows) titles[numbers.get(row.id) as number] = row.title;
    await nextTurn();
  }
}

/**
 * Reads the postings, `rowsPerRead` rows at a time in the order of the recipes' ids (so each is numbered in that
 * order as it comes), then the recipes' titles, yielding to other work between reads.
 */
export async function readPostings(db: Db, rowsPerRead = ROWS_PER_READ): Promise<CataloguePostings> {
  // The version first: a change that commits while the rows are read moves it past this one, so the next request
  // reads the postings again rather than keep a mixture under a version that claims to be whole.
  const version = await catalogueVersion(db);
  const ids: string[] = [];
  const counts: number[] = [];
  const lists = new Map<string, number[]>();
  const starts: number[] = [];
  const items: number[] = [];
  const words: RecipeItem[] = [];
  // One number per distinct item: most of the catalogue's items name the same few thousand things the same way.
  const wordNumbers = new Map<string, Map<string, number>>();
  let after: PostingsPlace | null = null;
  for (;;) {
    const rows = await postingsRead(db, after, rowsPerRead).execute();
    for (const row of rows) {
      if (ids.at(-1) !== row.recipeId) {
        ids.push(row.recipeId);
        counts.push(Number(row.itemCount));
        starts.push(items.length);
      }
      let list = lists.get(row.itemKey);
      if (!list) lists.set(row.itemKey, (list = []));
      list.push(ids.length - 1);
      let named = wordNumbers.get(row.itemKey);
      if (!named) wordNumbers.set(row.itemKey, (named = new Map()));
      let word = named.get(row.item);
      if (word === undefined) {
        named.set(row.item, (word = words.length));
        words.push({ key: row.itemKey, item: row.item });
      }
      items.push(word);
    }
    const last = rows.at(-1);
    if (!last || rows.length < rowsPerRead) break;
    after = { recipeId: last.recipeId, position: Number(last.position) };
    await nextTurn();
  }
  starts.push(items.length);
  const titles: (string | undefined)[] = new Array<string | undefined>(ids.length);
  await readTitles(db, ids, titles);
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
  return { version, ids, titles, itemCounts, postings, ranges, items: Int32Array.from(items), itemStarts: Int32Array.from(starts), words };
}

/** The items of the catalogue recipe numbered `number`, in its order. */
export function catalogueItemsOf(postings: CataloguePostings, number: number): RecipeItem[] {
  const found: RecipeItem[] = [];
  const end = postings.itemStarts[number + 1] as number;
  for (let at = postings.itemStarts[number] as number; at < end; at++)
    found.push(postings.words[postings.items[at] as number] as RecipeItem);
  return found;
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
