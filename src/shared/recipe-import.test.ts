import { describe, expect, it } from 'vitest';
import { shortenedNotice, type Shortening } from './recipe-import.ts';

describe('shortenedNotice', () => {
  // Regression: what the importer cut must reach the person in words they can act on, before they save.
  it.each<[Shortening[], string | null]>([
    [[], null],
    [
      [{ field: 'description', kind: 'shortened', count: 1 }],
      'This page’s recipe is longer than a recipe here can be: the description was shortened (marked with “…” where cut). Check it before you save.',
    ],
    [
      [
        { field: 'ingredients', kind: 'leftOut', count: 12 },
        { field: 'steps', kind: 'shortened', count: 2 },
        { field: 'description', kind: 'shortened', count: 1 },
      ],
      'This page’s recipe is longer than a recipe here can be: the description and 2 steps were shortened (marked with “…” where cut), and 12 ingredients after the first 100 were left out. Check them before you save.',
    ],
    [
      [
        { field: 'title', kind: 'shortened', count: 1 },
        { field: 'description', kind: 'shortened', count: 1 },
        { field: 'ingredients', kind: 'shortened', count: 1 },
        { field: 'steps', kind: 'leftOut', count: 1 },
      ],
      'This page’s recipe is longer than a recipe here can be: the title, the description and 1 ingredient were shortened (marked with “…” where cut), and 1 step after the first 100 was left out. Check them before you save.',
    ],
  ])('%j', (shortened, notice) => {
    expect(shortenedNotice(shortened)).toBe(notice);
  });
});
