import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { comparableTitle, corpusPages, inRange, parseLetterRange, score, summary } from './corpus-pages.ts';

// A corpus laid out as recipe-scrapers' test data is, with pages written for this test.
const folder = mkdtempSync(path.join(tmpdir(), 'ck-corpus-'));
const page = (site: string, name: string, expected: object | null) => {
  mkdirSync(path.join(folder, site), { recursive: true });
  writeFileSync(path.join(folder, site, `${name}.testhtml`), '<html></html>');
  if (expected) writeFileSync(path.join(folder, site, `${name}.json`), JSON.stringify(expected));
};
page('101soups.example', 'soups_1', {
  title: 'Pea soup',
  ingredients: ['peas', 'stock'],
  instructions_list: ['Simmer.'],
  canonical_url: '101soups.example',
});
page('marrow.example', 'marrow', { title: 'Stuffed marrow', ingredients: [], instructions: 'Stuff it.\nBake it.' });
page('marrow.example', 'no-expectations', null);
page('nettle.example', 'nettle', { title: 'Nettle soup', ingredients: ['nettles'], instructions_list: [] });
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the recipe corpus', () => {
  it('splits sites into halves by first letter, digits going with the half that starts at a', () => {
    const am = parseLetterRange('a-m');
    expect(['101soups.example', 'apple.example', 'marrow.example'].every((site) => inRange(site, am))).toBe(true);
    expect(inRange('nettle.example', am)).toBe(false);
    expect(inRange('nettle.example', parseLetterRange('n–z'))).toBe(true);
    expect(() => parseLetterRange('everything')).toThrow(/such as a-m/);
  });

  it('lists the pages of a range that have an expected reading, with their steps from either field', () => {
    const pages = corpusPages(folder, parseLetterRange('a-m'));
    expect(pages.map((p) => [p.name, p.expected])).toEqual([
      ['101soups.example/soups_1', { title: 'Pea soup', ingredients: ['peas', 'stock'], steps: ['Simmer.'], address: '101soups.example' }],
      ['marrow.example/marrow', { title: 'Stuffed marrow', ingredients: [], steps: ['Stuff it.', 'Bake it.'], address: null }],
    ]);
  });

  it('counts a title right despite case, spacing, quotes and dashes, and counts lines exactly', () => {
    expect(comparableTitle('  Mum’s  “best” pea–soup ')).toBe(comparableTitle('mum\'s "best" pea-soup'));
    const [soup] = corpusPages(folder, parseLetterRange('a-a'));
    expect(score(soup!, { kind: 'read', title: 'PEA SOUP', ingredients: 2, steps: 2, ms: 5 })).toMatchObject({
      title: true,
      ingredients: true,
      steps: false,
    });
    expect(score(soup!, { kind: 'refused', status: 422, reason: 'No recipe', ms: 5 })).toMatchObject({
      title: false,
      ingredients: false,
      steps: false,
    });
  });

  it('prints the rates, refusals by reason, the slowest page and the worst misses first', () => {
    const [soup, marrow] = corpusPages(folder, parseLetterRange('a-m'));
    const lines = summary([
      score(soup!, { kind: 'read', title: 'Pea soup', ingredients: 2, steps: 1, ms: 40 }),
      score(marrow!, { kind: 'refused', status: 422, reason: 'No recipe', ms: 90 }),
    ]);
    expect(lines).toEqual([
      'pages: 2',
      'title right: 50.0 %',
      'ingredient count right: 50.0 %',
      'step count right: 50.0 %',
      'refused: 1',
      '  1 × 422 No recipe',
      'slowest page: 90 ms (marrow.example/marrow)',
      'worst misses:',
      '  marrow.example/marrow: refused 422: No recipe',
    ]);
  });
});
