import { setImmediate as nextTurn } from 'node:timers/promises';
import { catalogueVersion } from '../../db/catalogue-version.ts';
import { perDatabase, type Db } from '../../db/kysely.ts';

/**
 * The catalogue's side of "What can I make?" (docs/decisions/0090-the-pantry-ranking-in-memory.md): for every item
 * key, the catalogue recipes that use it, held in this process as arrays of numbers, read from the index in the
 * database (`recipeItem`) and read again whenever the catalogue's version moves (migration 0007's triggers, which
 * every writer on every server moves). A pantry's recipes are then counted exactly, every recipe that uses any of
 * its items, in a millisecond or two at 100,000 recipes, where the database took a slice of each item's recipes.
 */
export interface CataloguePostings {
  /** The catalogue's version when the reading began: the postings hold at least what it had. */
  version: number;
  /** Each recipe's id by its number here. */
  ids: string[];
  /** Each recipe's item count (staples left out), by its number. */
  itemCounts: Uint16Array;
  /** For each item key, the numbers of the catalogue recipes that use it. */
  byKey: Map<string, Int32Array>;
}

/** Rows read per statement while the postings are built: a few milliseconds each, with other requests between. */
export const ROWS_PER_READ = 2_000;

/** Reads the postings, `rowsPerRead` rows at a time in the index's key order, yielding to other work between reads. */
export async function readPostings(db: Db, rowsPerRead = ROWS_PER_READ): Promise<CataloguePostings> {
  // The version first: a change that commits while the rows are read moves it past this one, so the next request
  // reads the postings again rather than keep a mixture under a version that claims to be whole.
  const version = await catalogueVersion(db);
  const numbers = new Map<string, number>();
  const ids: string[] = [];
  const itemCounts: number[] = [];
  const byKey = new Map<string, Int32Array>();
  let key: string | null = null;
  let list: number[] = [];
  let after: { itemKey: string; recipeId: string } | null = null;
  for (;;) {
    let query = db.kysely.selectFrom('recipeItem').select(['itemKey', 'recipeId', 'itemCount']).where('inCatalogue', '=', 1);
    if (after) {
      const { itemKey, recipeId } = after;
      query = query.where((eb) => eb(eb.refTuple('itemKey', 'recipeId'), '>', eb.tuple(itemKey, recipeId)));
    }
    const rows = await query.orderBy('itemKey').orderBy('recipeId').limit(rowsPerRead).execute();
    for (const row of rows) {
      if (row.itemKey !== key) {
        if (key !== null) byKey.set(key, Int32Array.from(list));
        key = row.itemKey;
        list = [];
      }
      let number = numbers.get(row.recipeId);
      if (number === undefined) {
        number = ids.length;
        numbers.set(row.recipeId, number);
        ids.push(row.recipeId);
        itemCounts.push(Number(row.itemCount));
      }
      list.push(number);
    }
    const last = rows.at(-1);
    if (!last || rows.length < rowsPerRead) break;
    after = { itemKey: last.itemKey, recipeId: last.recipeId };
    await nextTurn();
  }
  if (key !== null) byKey.set(key, Int32Array.from(list));
  return { version, ids, itemCounts: Uint16Array.from(itemCounts), byKey };
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

/** A recipe as the ranking counts it: the pantry's items it uses, those to use soon, out of all its items. */
export interface Candidate {
  id: string;
  covered: number;
  total: number;
  soon: number;
}

/**
 * Negative when `a` ranks before `b`: the larger share of its items covered, then more items to use soon, then more
 * items covered, then by id (so equals come in the same order every time).
 */
export function rankOrder(a: Candidate, b: Candidate): number {
  return b.covered * a.total - a.covered * b.total || b.soon - a.soon || b.covered - a.covered || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The best `size` candidates offered, best first, kept without sorting all of them. */
export class BestCandidates {
  readonly #size: number;
  readonly #kept: Candidate[] = [];

  constructor(size: number) {
    this.#size = size;
  }

  /**
   * The share of its items the worst kept candidate covers once `size` are kept (0 until then): a candidate covering
   * less is not wanted, which is most of them, told apart without building one.
   */
  get lowestShare(): number {
    const worst = this.#kept.length < this.#size ? undefined : this.#kept.at(-1);
    return worst === undefined ? 0 : worst.covered / worst.total;
  }

  /** Keeps a copy of `candidate` if it is among the best `size` offered so far. */
  offer(candidate: Candidate): void {
    const worst = this.#kept.at(-1);
    if (this.#kept.length >= this.#size && worst !== undefined && rankOrder(candidate, worst) >= 0) return;
    let low = 0;
    let high = this.#kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (rankOrder(this.#kept[middle] as Candidate, candidate) < 0) low = middle + 1;
      else high = middle;
    }
    this.#kept.splice(low, 0, { ...candidate });
    if (this.#kept.length > this.#size) this.#kept.pop();
  }

  get best(): readonly Candidate[] {
    return this.#kept;
  }
}

/**
 * Offers `best` every catalogue recipe that uses any of `keys`, counted exactly: each key's recipes are read once,
 * so the work grows with the pantry's items' recipes (at most every posting of the catalogue), never with a sort
 * of them.
 */
export function offerCatalogue(
  postings: CataloguePostings,
  keys: Iterable<string>,
  soonKeys: ReadonlySet<string>,
  best: BestCandidates,
): void {
  const covered = new Uint16Array(postings.ids.length);
  const soon = soonKeys.size === 0 ? null : new Uint16Array(postings.ids.length);
  const touched: number[] = [];
  for (const key of keys) {
    const list = postings.byKey.get(key);
    if (!list) continue;
    const countSoon = soon !== null && soonKeys.has(key);
    for (let i = 0; i < list.length; i++) {
      const number = list[i] as number;
      const before = covered[number] as number;
      covered[number] = before + 1;
      if (before === 0) touched.push(number);
      if (countSoon) (soon as Uint16Array)[number] = ((soon as Uint16Array)[number] as number) + 1;
    }
  }
  const candidate: Candidate = { id: '', covered: 0, total: 0, soon: 0 };
  let lowestShare = best.lowestShare;
  for (const number of touched) {
    const count = covered[number] as number;
    const total = postings.itemCounts[number] as number;
    if (count / total < lowestShare) continue;
    candidate.id = postings.ids[number] as string;
    candidate.covered = count;
    candidate.total = total;
    candidate.soon = soon === null ? 0 : (soon[number] as number);
    best.offer(candidate);
    lowestShare = best.lowestShare;
  }
}
