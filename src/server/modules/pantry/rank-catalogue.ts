/**
 * Counting a pantry's catalogue recipes (docs/decisions/0090-the-pantry-ranking-in-memory.md): plain work on numbers,
 * run in a worker thread (rank-worker.ts) over the postings the server holds in shared memory (catalogue-postings.ts).
 */

/** A recipe as the ranking counts it: the pantry's items it uses, those to use soon, out of all its items. */
export interface Candidate<Id extends string | number = string> {
  id: Id;
  covered: number;
  total: number;
  soon: number;
}

/**
 * Negative when `a` ranks before `b`: the larger share of its items covered, then more items to use soon, then more
 * items covered, then by id (so equals come in the same order every time).
 */
export function rankOrder<Id extends string | number>(a: Candidate<Id>, b: Candidate<Id>): number {
  return b.covered * a.total - a.covered * b.total || b.soon - a.soon || b.covered - a.covered || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The best `size` candidates offered, best first, kept without sorting all of them. */
export class BestCandidates<C extends Candidate<string | number> = Candidate> {
  readonly #size: number;
  readonly #kept: C[] = [];

  constructor(size: number) {
    this.#size = size;
  }

  /**
   * The worst kept candidate once `size` are kept (none until then): a candidate covering a smaller share of its items
   * is not wanted, which is most of them, told apart without building one.
   */
  get worst(): C | undefined {
    return this.#kept.length < this.#size ? undefined : this.#kept.at(-1);
  }

  /** Keeps a copy of `candidate` if it is among the best `size` offered so far. */
  offer(candidate: C): void {
    const worst = this.#kept.at(-1);
    if (this.#kept.length >= this.#size && worst !== undefined && rankOrder(candidate, worst) >= 0) return;
    let low = 0;
    let high = this.#kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (rankOrder(this.#kept[middle] as C, candidate) < 0) low = middle + 1;
      else high = middle;
    }
    this.#kept.splice(low, 0, { ...candidate });
    if (this.#kept.length > this.#size) this.#kept.pop();
  }

  get best(): readonly C[] {
    return this.#kept;
  }
}

export interface CatalogueRankTask {
  /** CataloguePostings.postings: every key's recipe numbers, key after key. */
  postings: Int32Array;
  /** CataloguePostings.itemCounts. */
  itemCounts: Uint16Array;
  /** For each of the pantry's keys the catalogue has: where its numbers are, and whether it is to be used soon (start, end, 1 or 0). */
  keys: Int32Array;
  /** How many of the best to answer. */
  size: number;
}

/** Numbers per candidate in rankCatalogue's answer: its number, items covered, items to use soon. */
export const CANDIDATE_FIELDS = 3;

/** What one of the pantry's items adds to a recipe's count: one item covered, and one to use soon in the high half. */
const COVERED = 1;
const COVERED_SOON = 0x1_0001;

/**
 * The counting's array, kept from one ranking to the next (one per thread) and handed back all zeros: a fresh one for
 * each ranking, 400 KB to allocate, zero and collect at 100,000 recipes, was a fifth of the ranking's time.
 */
let kept = new Uint32Array(0);

function countingArray(length: number): Uint32Array {
  if (kept.length !== length) kept = new Uint32Array(length);
  return kept;
}

/**
 * The best `size` catalogue recipes for the pantry, best first, as (number, covered, soon) after one another: every
 * recipe that uses any of the pantry's items is counted exactly, each key's numbers read once, so the work grows with
 * the pantry's items' recipes (at most every posting of the catalogue), never with a sort of them.
 */
export function rankCatalogue({ postings, itemCounts, keys, size }: CatalogueRankTask): Int32Array {
  // Counted without asking which recipes are new to the count (a branch the processor cannot guess, which made the
  // counting five times slower), items covered and items to use soon in one number (a recipe has far fewer than 65,536
  // items), then every recipe looked at once, in order.
  const counts = countingArray(itemCounts.length);
  for (let k = 0; k < keys.length; k += 3) {
    const end = keys[k + 1] as number;
    const adds = keys[k + 2] === 1 ? COVERED_SOON : COVERED;
    for (let i = keys[k] as number; i < end; i++) {
      const number = postings[i] as number;
      counts[number] = (counts[number] as number) + adds;
    }
  }
  const best = new BestCandidates<Candidate<number>>(size);
  const candidate: Candidate<number> = { id: 0, covered: 0, total: 0, soon: 0 };
  // The worst kept, its share as a fraction compared by multiplying rather than dividing: once the best are kept, nearly
  // every recipe covers a smaller share, told apart by that one test (asked first, as it almost always holds, so that
  // the processor guesses it right; a recipe of none of the pantry's items covers no share at all).
  let worstCovered = 0;
  let worstTotal = 1;
  for (let number = 0; number < counts.length; number++) {
    const count = counts[number] as number;
    const covered = count & 0xffff;
    const total = itemCounts[number] as number;
    if (covered * worstTotal < worstCovered * total || covered === 0) continue;
    candidate.id = number;
    candidate.covered = covered;
    candidate.total = total;
    candidate.soon = count >>> 16;
    best.offer(candidate);
    const worst = best.worst;
    if (worst) {
      worstCovered = worst.covered;
      worstTotal = worst.total;
    }
  }
  // All zeros again for the next ranking.
  counts.fill(0);
  return Int32Array.from(best.best.flatMap(({ id, covered, soon }) => [id, covered, soon]));
}
