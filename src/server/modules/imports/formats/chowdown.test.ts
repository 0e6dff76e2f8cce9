import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/zip-files.ts';
import { jpegForTest, photoMark, readExportForTest } from './read-export-for-test.ts';

// Written for this project in the layout of a Chowdown site: _recipes/*.md with YAML front matter, images/ beside.
const salad = `---
layout: recipe
title: "Fennel & orange salad"
image: fennel-salad.jpg
tags: salads, vegetarian
yield: 2 plates

ingredients:
- 1 fennel bulb, shaved
- 2 oranges, segmented
- "1 tbsp olive oil: the good one"

directions:
- Shave the fennel thinly.
- Toss with the oranges and the oil.
---

Bright and crisp; good with fish.
`;
const tea = `---
layout: recipe
title: Mint tea
tags:
  - drinks
ingredients:
  - a handful of mint
directions: |
  Pour boiling water over the mint.
  Steep five minutes.
---
`;

describe('a Chowdown site', () => {
  it('reads every recipe: front matter lists, quoted lines, tags, the prose as description and the image', async () => {
    const zip = await zipOf({
      'chowdown-gh-pages/_recipes/fennel-salad.md': salad,
      'chowdown-gh-pages/_recipes/mint-tea.md': tea,
      'chowdown-gh-pages/images/fennel-salad.jpg': jpegForTest('fennel'),
      'chowdown-gh-pages/_config.yml': 'title: My recipes\n',
    });
    const read = await readExportForTest(zip, 'chowdown.zip');
    expect(read.format).toBe('chowdown');
    expect(read.recipes).toEqual([
      {
        '@type': 'Recipe',
        name: 'Fennel & orange salad',
        description: 'Bright and crisp; good with fish.',
        recipeYield: '2 plates',
        prepTime: undefined,
        cookTime: undefined,
        recipeIngredient: ['1 fennel bulb, shaved', '2 oranges, segmented', '1 tbsp olive oil: the good one'],
        recipeInstructions: ['Shave the fennel thinly.', 'Toss with the oranges and the oil.'],
        keywords: ['salads', 'vegetarian'],
      },
      expect.objectContaining({
        name: 'Mint tea',
        description: '',
        recipeIngredient: ['a handful of mint'],
        recipeInstructions: ['Pour boiling water over the mint.', 'Steep five minutes.'],
        keywords: ['drinks'],
      }),
    ]);
    expect(read.items.map((item) => item.kind === 'recipe' && photoMark(item.photoBytes))).toEqual(['fennel', null]);
  });

  it('reports a recipe whose front matter is not YAML, and reads the rest', async () => {
    const zip = await zipOf({ '_recipes/mint-tea.md': tea, '_recipes/broken.md': '---\ntitle: [unclosed\ningredients: x\n---\n' });
    const read = await readExportForTest(zip, 'chowdown.zip');
    expect(read.items.map((item) => [item.kind, item.name])).toEqual([
      ['recipe', 'Mint tea'],
      ['failed', '_recipes/broken.md'],
    ]);
  });

  it('reports a front matter whose aliases would expand a small file into a huge one, without expanding it', async () => {
    // Eight levels of ten aliases each: a few hundred bytes that would be 10^8 items expanded.
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level < 8; level++) {
      const [previous, name] = [String.fromCharCode(96 + level), String.fromCharCode(97 + level)];
      levels.push(`${name}: &${name} [${Array(10).fill(`*${previous}`).join(', ')}]`);
    }
    const bomb = ['---', 'title: Bomb', ...levels, 'ingredients: *h', '---', ''].join('\n');
    const zip = await zipOf({ '_recipes/mint-tea.md': tea, '_recipes/bomb.md': bomb });
    const read = await readExportForTest(zip, 'chowdown.zip');
    expect(read.items.map((item) => [item.kind, item.name])).toEqual([
      ['recipe', 'Mint tea'],
      ['failed', '_recipes/bomb.md'],
    ]);
  });
});
