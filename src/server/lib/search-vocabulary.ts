import { sql, type QueryExecutorProvider } from 'kysely';
import { isSuggestible } from './search-text.ts';

/**
 * The catalogue's vocabulary, for "Did you mean …": every word of every recipe ever published to the catalogue
 * (never a stem, never a personal recipe's word), with a trigram index of its own. The app splits words into
 * trigrams and scores candidates itself, so SQLite and PostgreSQL suggest the same word (pg_trgm would score
 * PostgreSQL's side only). Words are added with the recipe that brings them and never removed: a suggestion is
 * only offered after a search for it finds something, so a word whose recipes are gone is simply never offered.
 */

/**
 * How alike two spellings must be (shared trigrams over all trigrams of both) to be read as candidates. Lower than
 * pg_trgm's default (0.3), because short words share few trigrams ("soop" and "soup": 0.25); the edit distance
 * then decides.
 */
export const MIN_SIMILARITY = 0.2;

/**
 * The most edits (a letter added, removed, changed, or two neighbours swapped) a suggestion may be away: one for
 * words of up to five letters, two for longer ones. Trigrams alone offered "summer" for "sumac".
 */
export const maxEdits = (word: string) => (Array.from(word).length <= 5 ? 1 : 2);

/** Edits from one spelling to the other, counting a swap of neighbours as one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[x.length] as number[])[y.length] as number;
}

/** A word's trigrams as pg_trgm forms them: two spaces before the word and one after, each three letters once. */
export function trigramsOf(word: string): string[] {
  const letters = Array.from(`  ${word} `);
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= letters.length; i++) trigrams.add(letters.slice(i, i + 3).join(''));
  return [...trigrams];
}

/** Shared trigrams over the trigrams of either word: 1 for the same spelling, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  const mine = new Set(trigramsOf(a));
  const theirs = trigramsOf(b);
  const shared = theirs.filter((t) => mine.has(t)).length;
  return shared / (mine.size + theirs.length - shared);
}

const WORDS_PER_INSERT = 500;
const TRIGRAMS_PER_INSERT = 2_000;

/** Adds the words the vocabulary lacks, with their trigrams; words it may not offer are left out. */
export async function addToVocabulary(db: QueryExecutorProvider, words: Iterable<string>): Promise<void> {
  const wanted = [...new Set(words)].filter(isSuggestible).sort();
  for (let i = 0; i < wanted.length; i += WORDS_PER_INSERT) {
    const batch = wanted.slice(i, i + WORDS_PER_INSERT);
    const rows = sql.join(batch.map((word) => sql`(${word}, ${trigramsOf(word).length})`));
    // Only the words this insert added come back, so trigrams are written once per word, whoever adds it first.
    const added = await sql<{ word: string }>`
      insert into "searchWord" ("word", "trigrams") values ${rows} on conflict do nothing returning "word"`.execute(db);
    const pairs = added.rows.flatMap(({ word }) => trigramsOf(word).map((trigram) => sql`(${trigram}, ${word})`));
    for (let j = 0; j < pairs.length; j += TRIGRAMS_PER_INSERT) {
      await sql`insert into "searchTrigram" ("trigram", "word") values ${sql.join(pairs.slice(j, j + TRIGRAMS_PER_INSERT))}
        on conflict do nothing`.execute(db);
    }
  }
}

/**
 * Vocabulary words spelled most like `word`, best first: within maxEdits of it, the fewest edits first, then the
 * most trigrams shared, then the nearer length, then alphabetical, so both databases give the same order. Only
 * words sharing enough trigrams (MIN_SIMILARITY) are read.
 */
export async function nearestWords(db: QueryExecutorProvider, word: string, limit: number): Promise<string[]> {
  const trigrams = trigramsOf(word);
  // shared / (mine + theirs - shared) ≥ MIN_SIMILARITY needs at least this many shared, since theirs ≥ shared.
  const minShared = Math.max(1, Math.ceil(MIN_SIMILARITY * trigrams.length));
  const { rows } = await sql<{ word: string; shared: number | string; trigrams: number | string }>`
    select t."word", count(*) as "shared", w."trigrams"
    from "searchTrigram" t join "searchWord" w on w."word" = t."word"
    where t."trigram" in (${sql.join(trigrams)})
    group by t."word", w."trigrams"
    having count(*) >= ${minShared}`.execute(db);
  const length = Array.from(word).length;
  const limitEdits = maxEdits(word);
  return rows
    .map((row) => {
      const shared = Number(row.shared);
      return {
        word: row.word,
        score: shared / (trigrams.length + Number(row.trigrams) - shared),
        edits: editDistance(word, row.word),
      };
    })
    .filter((c) => c.word !== word && c.score >= MIN_SIMILARITY && c.edits <= limitEdits)
    .sort(
      (a, b) =>
        a.edits - b.edits ||
        b.score - a.score ||
        Math.abs(Array.from(a.word).length - length) - Math.abs(Array.from(b.word).length - length) ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    )
    .slice(0, limit)
    .map((c) => c.word);
}
