/**
 * How well and how fast the ingredient line parser reads. Prints the share of the labelled lines
 * (src/shared/ingredients/labelled-lines.ts) whose quantity, unit, item and note it reads as labelled, then the
 * time it takes on long lines of 1,000, 10,000 and 60,000 characters in shapes that once took it seconds.
 * `--misses` lists the labelled lines it gets wrong. Run with `npx tsx scripts/ingredient-accuracy.ts`; the
 * targets and the figures before and after are in docs/decisions/0069.
 */
import { labelledLines } from '../src/shared/ingredients/labelled-lines.ts';
import { parseIngredientLine } from '../src/shared/ingredients/parse.ts';
import { describeMiss, readingAccuracy, readParts } from '../src/shared/ingredients/reading-accuracy.ts';

const accuracy = readingAccuracy(labelledLines);
console.log(`${String(accuracy.lines)} labelled lines`);
for (const part of readParts) console.log(`  ${part.padEnd(9)} ${(accuracy.share[part] * 100).toFixed(1)} %`);
if (process.argv.includes('--misses')) for (const miss of accuracy.misses) console.log(`  ${describeMiss(miss)}`);

/** Long lines of the shapes that were slow: a run of punctuation, many notes, many commas. */
const longLines: Readonly<Record<string, (length: number) => string>> = {
  'a run of dashes': (length) => `1 cup flour ${'-'.repeat(length)} sifted`,
  'dots and spaces': (length) => `2 eggs ${'. '.repeat(length / 2)}x`,
  'many notes': (length) => `1 cup flour${' for cake'.repeat(length / 9)}`,
  'many commas': (length) => `1 cup ${'fresh, '.repeat(length / 7)}x`,
};

console.log('milliseconds to read one line');
for (const [shape, make] of Object.entries(longLines)) {
  const times = [1_000, 10_000, 60_000].map((length) => {
    const line = make(length);
    const start = performance.now();
    parseIngredientLine(line);
    return `${(performance.now() - start).toFixed(1).padStart(8)} (${String(line.length)} chars)`;
  });
  console.log(`  ${shape.padEnd(16)} ${times.join(' ')}`);
}
