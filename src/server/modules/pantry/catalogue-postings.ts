import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import { catalogueVersion } from '../../db/catalogue-version.ts';
import { perDatabase, type Db } from '../../db/kysely.ts';
import type { Logger } from '../../lib/logger.ts';

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

/** Recipes read per statement while the postings are built: a few milliseconds each, with other requests between. */
export const RECIPES_PER_READ = 500;

/** A typed array over shared memory, so that a worker thread reads it where it is instead of a copy. */
function shared<A extends Int32Array | Uint16Array>(
  Kind: { new (buffer: SharedArrayBuffer): A; BYTES_PER_ELEMENT: number },
  length: number,
): A {
  return new Kind(new SharedArrayBuffer(Math.max(1, length) * Kind.BYTES_PER_ELEMENT));
}

/**
 * One read of the postings: `recipes` catalogue recipes after the recipe `after`, in the order of their ids, each one
 * row with its items' keys and words in their order (from the covering index of migration 0030) and its title (none
 * if it is no longer published). A row per recipe, not per item: turning a row into JavaScript costs about a
 * microsecond, and the catalogue has eight items to a recipe.
 */
export function postingsRead(db: Db, after: string | null, recipes: number) {
  const aggregate = db.kind === 'sqlite' ? sql.raw('json_group_array') : sql.raw('json_agg');
  const inOrder = (column: 'itemKey' | 'item') =>
    sql<string | string[]>`${aggregate}(${sql.ref(`i.${column}`)} order by ${sql.ref('i.position')})`;
  // `inCatalogue = 1` written out, not a parameter: the planner then knows the partial index holds every row asked for.
  let grouped = db.kysely
    .selectFrom('recipeItem as i')
    .select(['i.recipeId', inOrder('itemKey').as('keys'), inOrder('item').as('items')])
    .where(sql<boolean>`${sql.ref('i.inCatalogue')} = 1`);
  if (after !== null) grouped = grouped.where('i.recipeId', '>', after);
  return db.kysely
    .selectFrom(grouped.groupBy('i.recipeId').orderBy('i.recipeId').limit(recipes).as('g'))
    .leftJoin('recipe as r', (join) => join.onRef('r.id', '=', 'g.recipeId').on('r.inCatalogue', '=', 1).on('r.deleted', '=', 0))
    .select(['g.recipeId', 'g.keys', 'g.items', 'r.title'])
    .orderBy('g.recipeId');
}

/** A list aggregated by the database: JSON text from SQLite, an array already from PostgreSQL's driver. */
const listOf = (value: string | string[]): string[] => (typeof value === 'string' ? (JSON.parse(value) as string[]) : value);

/**
 * Reads the postings, `recipesPerRead` recipes at a time in the order of their ids (so each is numbered in that order
 * as it comes), yielding to other work between reads.
 */
export async function readPostings(db: Db, recipesPerRead = RECIPES_PER_READ): Promise<CataloguePostings> {
  // The version first: a change that commits while the rows are read moves it past this one, so the next request
  // reads the postings again rather than keep a mixture under a version that claims to be whole.
  const version = await catalogueVersion(db);
  const ids: string[] = [];
  const titles: (string | undefined)[] = [];
  const counts: number[] = [];
  const lists = new Map<string, number[]>();
  const starts: number[] = [];
  const items: number[] = [];
  const words: RecipeItem[] = [];
  // One number per distinct item: most of the catalogue's items name the same few thousand things the same way.
  const wordNumbers = new Map<string, Map<string, number>>();
  let after: string | null = null;
  for (;;) {
    const rows = await postingsRead(db, after, recipesPerRead).execute();
    for (const row of rows) {
      const number = ids.length;
      ids.push(row.recipeId);
      // None for a recipe unpublished or deleted since its index rows were written: counted, never shown.
      titles.push(row.title ?? undefined);
      starts.push(items.length);
      const keys = listOf(row.keys);
      // A recipe's rows are its items, staples left out: their number is its item count.
      counts.push(keys.length);
      const named = listOf(row.items);
      keys.forEach((key, at) => {
        let list = lists.get(key);
        if (!list) lists.set(key, (list = []));
        list.push(number);
        let byWords = wordNumbers.get(key);
        if (!byWords) wordNumbers.set(key, (byWords = new Map()));
        const item = named[at] as string;
        let word = byWords.get(item);
        if (word === undefined) {
          byWords.set(item, (word = words.length));
          words.push({ key, item });
        }
        items.push(word);
      });
    }
    const last = rows.at(-1);
    if (!last || rows.length < recipesPerRead) break;
    after = last.recipeId;
    await nextTurn();
  }
  starts.push(items.length);
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
 * The postings of the catalogue as it is now (`known`, its version when the request has read it already): those
 * held, when the catalogue's version has not moved since they were read; otherwise read afresh, one reading at a time
 * per process, which every request that needs it awaits (so a recipe published on any server is counted by the next
 * request on every server).
 */
export async function cataloguePostings(db: Db, known?: number | string | null): Promise<CataloguePostings> {
  const holder = holderOf(db);
  const version = known === undefined || known === null ? await catalogueVersion(db) : Number(known);
  if (holder.current?.version === version) return holder.current;
  if (holder.reading) {
    const read = await holder.reading;
    if (read.version === version) return read;
  }
  // None under way, or one that began before this version was read: one that begins now reads it or a later one.
  return holder.reading ?? startReading(db, holder);
}

/**
 * Reads the postings at the server's start, in the background (between other work, as any reading is), so that the
 * first "What can I make?" is answered from memory rather than waiting for them: some three seconds at 100,000
 * catalogue recipes. Should it fail, the first request reads them, as it would have. Settles once read or failed.
 */
export async function readCataloguePostingsAhead(db: Db, logger: Logger): Promise<void> {
  try {
    await cataloguePostings(db);
  } catch (err) {
    logger.warn({ err }, 'reading the catalogue for "What can I make?" at start failed; the first request will read it');
  }
}
