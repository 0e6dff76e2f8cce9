// The saved pages of a recipe corpus laid out as recipe-scrapers' tests/test_data is (one folder per site, each page
// a `.testhtml` beside a `.json` of what a reader should find on it), and how a reading of one is scored. The corpus
// is other people's pages: it is read where it lies and never copied into this repository.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the corpus says a page holds. */
export interface ExpectedRecipe {
  title: string;
  ingredients: string[];
  steps: string[];
  /** The address the corpus gives for the page, as it gives it (sometimes a bare host name, sometimes a path). */
  address: string | null;
}

export interface CorpusPage {
  /** `site/file`, without the extension. */
  name: string;
  htmlFile: string;
  expected: ExpectedRecipe;
}

/** A folder range such as "a-m": site folders whose names start with a letter from the first to the last. */
export interface LetterRange {
  first: string;
  last: string;
}

export function parseLetterRange(text: string): LetterRange {
  const match = /^([a-z0-9])\s*[-–]\s*([a-z0-9])$/i.exec(text.trim());
  if (!match) throw new Error(`A letter range is two letters with a dash between them, such as a-m; not "${text}"`);
  return { first: match[1]!.toLowerCase(), last: match[2]!.toLowerCase() };
}

/**
 * Whether a site folder is in the range. Folders whose names start with a digit (177milkstreet.com) sort before
 * "a" and count with the range that starts at "a", so that the two halves a-m and n-z hold every site.
 */
export function inRange(folder: string, range: LetterRange): boolean {
  const first = folder.charAt(0).toLowerCase();
  const key = /[0-9]/.test(first) ? 'a' : first;
  return key >= range.first && key <= range.last;
}

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

/** The steps the corpus expects: its `instructions_list`, else its `instructions` one per line. */
function expectedSteps(data: Record<string, unknown>): string[] {
  if (Array.isArray(data.instructions_list)) return texts(data.instructions_list);
  if (typeof data.instructions === 'string') return texts(data.instructions.split('\n'));
  return [];
}

export function readExpected(jsonFile: string): ExpectedRecipe {
  const data = JSON.parse(readFileSync(jsonFile, 'utf8')) as Record<string, unknown>;
  return {
    title: typeof data.title === 'string' ? data.title : '',
    ingredients: texts(data.ingredients),
    steps: expectedSteps(data),
    address: typeof data.canonical_url === 'string' && data.canonical_url.trim() !== '' ? data.canonical_url : null,
  };
}

/** Every page in the range with both its source and its expected reading, in folder and file order. */
export function corpusPages(folder: string, range: LetterRange): CorpusPage[] {
  const pages: CorpusPage[] = [];
  const sites = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && inRange(entry.name, range))
    .map((entry) => entry.name)
    .sort();
  for (const site of sites) {
    const files = readdirSync(path.join(folder, site))
      .filter((file) => file.endsWith('.testhtml'))
      .sort();
    for (const file of files) {
      const base = file.slice(0, -'.testhtml'.length);
      const jsonFile = path.join(folder, site, `${base}.json`);
      if (!existsSync(jsonFile)) continue;
      pages.push({ name: `${site}/${base}`, htmlFile: path.join(folder, site, file), expected: readExpected(jsonFile) });
    }
  }
  return pages;
}

/**
 * A title as compared: Unicode compatibility forms, curly quotes and dashes as plain ones, whitespace collapsed,
 * letter case ignored. The corpus and the importer both hand out text with entities decoded and markup removed.
 */
export function comparableTitle(title: string): string {
  return title
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u2032`´]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** What the importer read from a page, or why it did not. */
export type Reading =
  | { kind: 'read'; title: string; ingredients: number; steps: number; ms: number }
  | { kind: 'refused'; status: number; reason: string; ms: number };

export interface Score {
  page: CorpusPage;
  reading: Reading;
  title: boolean;
  ingredients: boolean;
  steps: boolean;
}

/** Right means: the same title (comparableTitle), and exactly as many ingredient lines and steps as the corpus has. */
export function score(page: CorpusPage, reading: Reading): Score {
  if (reading.kind === 'refused') return { page, reading, title: false, ingredients: false, steps: false };
  return {
    page,
    reading,
    title: comparableTitle(reading.title) === comparableTitle(page.expected.title),
    ingredients: reading.ingredients === page.expected.ingredients.length,
    steps: reading.steps === page.expected.steps.length,
  };
}

const percent = (count: number, of: number) => (of === 0 ? '–' : `${((100 * count) / of).toFixed(1)} %`);

/** How far a reading is from right, for listing the worst first: a refusal, then each field missed by how much. */
function missSize(s: Score): number {
  if (s.reading.kind === 'refused') return 1000;
  const relative = (got: number, want: number) => Math.abs(got - want) / Math.max(1, want);
  return (
    (s.title ? 0 : 1) +
    relative(s.reading.ingredients, s.page.expected.ingredients.length) +
    relative(s.reading.steps, s.page.expected.steps.length)
  );
}

function describeMiss(s: Score): string {
  const { expected } = s.page;
  if (s.reading.kind === 'refused') return `refused ${s.reading.status}: ${s.reading.reason}`;
  const parts: string[] = [];
  if (!s.title) parts.push(`title "${s.reading.title}" (corpus: "${expected.title}")`);
  if (!s.ingredients) parts.push(`ingredients ${s.reading.ingredients} of ${expected.ingredients.length}`);
  if (!s.steps) parts.push(`steps ${s.reading.steps} of ${expected.steps.length}`);
  return parts.join('; ');
}

/** The figures, as lines to print. */
export function summary(scores: Score[], worst = 20): string[] {
  const count = (right: (s: Score) => boolean) => scores.filter(right).length;
  const refused = new Map<string, number>();
  for (const s of scores) {
    if (s.reading.kind !== 'refused') continue;
    const key = `${s.reading.status} ${s.reading.reason}`;
    refused.set(key, (refused.get(key) ?? 0) + 1);
  }
  const slowest = scores.reduce<Score | null>((top, s) => (top === null || s.reading.ms > top.reading.ms ? s : top), null);
  const lines = [
    `pages: ${scores.length}`,
    `title right: ${percent(
      count((s) => s.title),
      scores.length,
    )}`,
    `ingredient count right: ${percent(
      count((s) => s.ingredients),
      scores.length,
    )}`,
    `step count right: ${percent(
      count((s) => s.steps),
      scores.length,
    )}`,
    `refused: ${count((s) => s.reading.kind === 'refused')}`,
    ...[...refused.entries()].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `  ${n} × ${reason}`),
    `slowest page: ${slowest ? `${Math.round(slowest.reading.ms)} ms (${slowest.page.name})` : '–'}`,
  ];
  const misses = scores
    .filter((s) => !(s.title && s.ingredients && s.steps))
    .sort((a, b) => missSize(b) - missSize(a))
    .slice(0, worst);
  if (misses.length > 0) lines.push(`worst misses:`, ...misses.map((s) => `  ${s.page.name}: ${describeMiss(s)}`));
  return lines;
}
