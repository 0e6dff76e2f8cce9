/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same dataset on every
 * machine, so a search for "sumac" matches the same recipes in every run and numbers can be compared.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /**
   * Zipf-like choice: the first items of the list come up far more often than the last, as real recipe
   * words do ("garlic" in a third of recipes, "kohlrabi" in a handful).
   */
  zipf<T>(items: readonly T[], exponent = 1.1): T {
    const u = this.next();
    const index = Math.floor(Math.pow(u, 1 + exponent) * items.length);
    return items[Math.min(index, items.length - 1)] as T;
  }

  /** `count` distinct items. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<T>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(this.pick(items));
    return [...chosen];
  }

  /** A hex id from the stream: deterministic ids keep ties in sort orders the same from run to run. */
  hex(length: number): string {
    let out = '';
    while (out.length < length)
      out += Math.floor(this.next() * 0x100000000)
        .toString(16)
        .padStart(8, '0');
    return out.slice(0, length);
  }
}
