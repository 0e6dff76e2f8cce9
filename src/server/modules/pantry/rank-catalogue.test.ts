import { describe, expect, it } from 'vitest';
import { Prng } from '../../../../scripts/bench/prng.ts';
import { BestCandidates, rankCatalogue, rankOrder, type Candidate } from './rank-catalogue.ts';

/** A catalogue of `recipes` recipes of 1–12 of `keys` items each, as postings (key after key) with their item counts. */
function randomCatalogue(random: Prng, recipes: number, keys: number) {
  const items = Array.from({ length: recipes }, () => {
    const wanted = 1 + Math.floor(random.next() * 12);
    const chosen = new Set<number>();
    // Some items far more common than others, as onions and garlic are.
    while (chosen.size < Math.min(wanted, keys)) chosen.add(Math.floor(keys * random.next() ** 2));
    return chosen;
  });
  const lists = Array.from({ length: keys }, (_, key) => items.flatMap((set, number) => (set.has(key) ? [number] : [])));
  const starts: number[] = [];
  let at = 0;
  for (const list of lists) {
    starts.push(at);
    at += list.length;
  }
  return {
    items,
    postings: Int32Array.from(lists.flat()),
    itemCounts: Uint16Array.from(items.map((set) => set.size)),
    range: (key: number) => [starts[key] as number, (starts[key] as number) + (lists[key] as number[]).length],
  };
}

describe("counting a pantry's catalogue recipes", () => {
  it('answers the same best recipes, in the same order, as counting and sorting every recipe would', () => {
    const random = new Prng(2026);
    // Twenty rankings in a row in one thread, of catalogues of one size: each takes the counting's array as the last left it.
    for (let round = 0; round < 20; round++) {
      const catalogue = randomCatalogue(random, 3_000, 60);
      const pantry = new Set(Array.from({ length: 1 + Math.floor(random.next() * 15) }, () => Math.floor(random.next() * 60)));
      const soon = new Set([...pantry].filter(() => random.next() < 0.3));
      const size = 1 + Math.floor(random.next() * 80);

      const every: Candidate<number>[] = catalogue.items
        .map((set, number) => ({
          id: number,
          covered: [...set].filter((key) => pantry.has(key)).length,
          total: set.size,
          soon: [...set].filter((key) => soon.has(key)).length,
        }))
        .filter((candidate) => candidate.covered > 0)
        .sort(rankOrder);
      const keys = Int32Array.from([...pantry].flatMap((key) => [...catalogue.range(key), soon.has(key) ? 1 : 0]));
      const answer = rankCatalogue({ postings: catalogue.postings, itemCounts: catalogue.itemCounts, keys, size });
      const expected = every.slice(0, size).flatMap(({ id, covered, soon: s }) => [id, covered, s]);
      expect([...answer]).toEqual(expected);
    }
  });

  it('keeps the best of what is offered whatever the order, equals by id', () => {
    const offered: Candidate[] = [
      { id: 'b', covered: 1, total: 2, soon: 0 },
      { id: 'a', covered: 2, total: 4, soon: 0 },
      { id: 'c', covered: 3, total: 3, soon: 0 },
      { id: 'd', covered: 1, total: 2, soon: 1 },
      { id: 'e', covered: 1, total: 1, soon: 0 },
    ];
    for (const order of [offered, [...offered].reverse()]) {
      const best = new BestCandidates(3);
      for (const candidate of order) best.offer(candidate);
      // 3 of 3 before 1 of 1 (same share, more covered); then 1 of 2 using an item soon; then a, b of equal standing
      // (a covers more: 2 of 4).
      expect(best.best.map(({ id }) => id)).toEqual(['c', 'e', 'd']);
      expect(best.worst).toEqual({ id: 'd', covered: 1, total: 2, soon: 1 });
    }
  });
});
