/**
 * How well `parseIngredientLine` reads a labelled set of lines: the share of lines whose quantity, unit, item
 * and note it reads as labelled, and the lines it misses. Used by reading-accuracy.test.ts (which holds the
 * parser to its targets) and scripts/ingredient-accuracy.ts (which prints the figures).
 */
import type { Ingredient } from '../recipes.ts';
import type { LabelledLine } from './labelled-lines.ts';
import { parseIngredientLine } from './parse.ts';

export type ReadPart = 'quantity' | 'unit' | 'item' | 'note';

export const readParts: readonly ReadPart[] = ['quantity', 'unit', 'item', 'note'];

export interface ReadingMiss {
  line: string;
  parts: ReadPart[];
  expected: LabelledLine;
  read: Ingredient;
}

export interface ReadingAccuracy {
  lines: number;
  /** The share of lines read right, 0–1, per part. */
  share: Record<ReadPart, number>;
  misses: ReadingMiss[];
}

/** Quantities are compared to a thousandth of their size, since ⅓ is labelled to six decimals. */
function sameQuantity(read: number | null, expected: number | null): boolean {
  if (read === null || expected === null) return read === expected;
  return Math.abs(read - expected) <= Math.max(Math.abs(expected), 1) * 1e-3;
}

function wrongParts(read: Ingredient, expected: LabelledLine): ReadPart[] {
  const right: Record<ReadPart, boolean> = {
    quantity: sameQuantity(read.quantity, expected.quantity),
    unit: read.unit === expected.unit,
    item: read.item === expected.item,
    note: read.note === expected.note,
  };
  return readParts.filter((part) => !right[part]);
}

export function readingAccuracy(lines: readonly LabelledLine[]): ReadingAccuracy {
  const misses: ReadingMiss[] = [];
  const wrong: Record<ReadPart, number> = { quantity: 0, unit: 0, item: 0, note: 0 };
  for (const expected of lines) {
    const read = parseIngredientLine(expected.line);
    const parts = wrongParts(read, expected);
    for (const part of parts) wrong[part] += 1;
    if (parts.length > 0) misses.push({ line: expected.line, parts, expected, read });
  }
  const share = (part: ReadPart) => (lines.length === 0 ? 1 : (lines.length - wrong[part]) / lines.length);
  return {
    lines: lines.length,
    share: { quantity: share('quantity'), unit: share('unit'), item: share('item'), note: share('note') },
    misses,
  };
}

/** One miss as a line of text: what was written, what was expected and what was read, for the parts missed. */
export function describeMiss(miss: ReadingMiss): string {
  const shown = (part: ReadPart, from: Record<ReadPart, unknown>) => `${part} ${JSON.stringify(from[part])}`;
  const expected = miss.parts.map((part) => shown(part, miss.expected)).join(', ');
  const read = miss.parts.map((part) => shown(part, miss.read)).join(', ');
  return `${JSON.stringify(miss.line)}: expected ${expected}; read ${read}`;
}
