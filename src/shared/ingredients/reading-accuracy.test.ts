import { describe, expect, it } from 'vitest';
import { labelledLines } from './labelled-lines.ts';
import { describeMiss, readingAccuracy, type ReadPart } from './reading-accuracy.ts';

/** Issue 19's targets for reading ingredient lines (docs/decisions/0069). */
const targets: Partial<Record<ReadPart, number>> = { quantity: 0.99, unit: 0.97, item: 0.9 };

describe('the parser on the labelled lines', () => {
  const accuracy = readingAccuracy(labelledLines);

  it('has at least 300 lines, each written once', () => {
    expect(labelledLines.length).toBeGreaterThanOrEqual(300);
    expect(new Set(labelledLines.map((line) => line.line)).size).toBe(labelledLines.length);
  });

  it.each(Object.entries(targets))('reads the %s of at least the target share of lines', (part, target) => {
    const missed = accuracy.misses.filter((miss) => miss.parts.includes(part as ReadPart)).map(describeMiss);
    expect(accuracy.share[part as ReadPart], `${part} missed on:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(target);
  });
});

describe('readingAccuracy', () => {
  it('counts each part of each line on its own and lists the lines missed', () => {
    const result = readingAccuracy([
      { line: '300 ml milk', quantity: 300, low: 300, unit: 'ml', item: 'milk', note: null },
      { line: '200 g rice', quantity: 200, low: 200, unit: 'kg', item: 'rice', note: null },
    ]);
    expect(result.share).toEqual({ quantity: 1, unit: 0.5, item: 1, note: 1 });
    expect(result.misses.map(describeMiss)).toEqual(['"200 g rice": expected unit "kg"; read unit "g"']);
  });
});
