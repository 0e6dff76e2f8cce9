import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawZip, zipOf } from '../../test/zip-files.ts';
import { detectFormat } from './detect-format.ts';
import type { ImportItem } from './formats/export-format.ts';
import { openExportBytes, openExportFile, openNestedZip } from './read/export-file.ts';
import { ImportFileError, type ImportRefusal } from './read/import-file-error.ts';

// Sample files written for this project, each in its format's real structure (never another app's or person's file).

/** A tiny JPEG's first bytes: enough to be told apart; photos are sniffed and re-encoded later, by the photo module. */
const jpeg = (mark: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(mark)]);

const lentilSoup = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Red lentil soup',
  recipeYield: '4',
  prepTime: 'PT10M',
  cookTime: 'PT25M',
  recipeIngredient: ['250 g red lentils', '1 onion, chopped', '1.2 l vegetable stock'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Soften the onion.' },
    { '@type': 'HowToStep', text: 'Add the lentils and stock; simmer 25 minutes.' },
  ],
  url: 'https://example.org/red-lentil-soup',
};
const flapjacks = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Flapjacks',
  recipeIngredient: ['250 g oats'],
  recipeInstructions: 'Bake.',
};

async function readAll(bytes: Buffer, name: string) {
  const file = await openExportBytes(bytes, name);
  try {
    const format = await detectFormat(file);
    const items: (ImportItem & { photoBytes?: Buffer | null })[] = [];
    for await (const item of format.read(file)) {
      items.push(item.kind === 'recipe' ? { ...item, photoBytes: item.photo ? await item.photo() : null } : item);
    }
    return { format: format.id, items };
  } finally {
    await file.close();
  }
}

const titles = (items: ImportItem[]) =>
  items.map((item) => (item.kind === 'recipe' ? (item.node.name as string) : `${item.kind}: ${item.name}`));

async function refusalOf(work: () => Promise<unknown>): Promise<ImportRefusal | 'none'> {
  try {
    await work();
    return 'none';
  } catch (error) {
    if (error instanceof ImportFileError) return error.reason;
    throw error;
  }
}

describe('telling formats apart by what the file holds', () => {
  it('schema.org JSON-LD: one object, an array, an @graph, whatever the file is called', async () => {
    for (const json of [
      lentilSoup,
      [lentilSoup, flapjacks],
      { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, lentilSoup] },
    ]) {
      const read = await readAll(Buffer.from(JSON.stringify(json)), 'export.txt');
      expect(read.format).toBe('jsonld');
      expect(titles(read.items)).toContain('Red lentil soup');
    }
  });

  it('a zip of schema.org files takes the photo each one names', async () => {
    const zip = await zipOf({
      'red-lentil-soup.json': JSON.stringify({ ...lentilSoup, image: 'red-lentil-soup.jpg' }),
      'red-lentil-soup.jpg': jpeg('soup'),
      'flapjacks.json': JSON.stringify(flapjacks),
    });
    const read = await readAll(zip, 'recipes.zip');
    expect(read.format).toBe('jsonld');
    expect(read.items.map((item) => [item.kind === 'recipe' && item.node.name, item.photoBytes?.subarray(4).toString() ?? null])).toEqual([
      ['Red lentil soup', 'soup'],
      ['Flapjacks', null],
    ]);
  });

  it('Nextcloud Cookbook: a folder per recipe with recipe.json, and full.jpg as its photo (not a thumbnail)', async () => {
    const zip = await zipOf({
      'Red lentil soup/recipe.json': JSON.stringify({ ...lentilSoup, image: 'https://example.org/soup.jpg' }),
      'Red lentil soup/full.jpg': jpeg('full'),
      'Red lentil soup/thumb.jpg': jpeg('thumb'),
      'Red lentil soup/thumb16.jpg': jpeg('t16'),
      'Flapjacks/recipe.json': JSON.stringify(flapjacks),
    });
    const read = await readAll(zip, 'cookbook.zip');
    expect(read.format).toBe('nextcloud');
    expect(read.items.map((item) => item.photoBytes?.subarray(4).toString() ?? null)).toEqual(['full', null]);
  });

  it('Paprika: a .paprikarecipes zip of gzipped recipes with their photos, and a single .paprikarecipe', async () => {
    const paprikaRecipe = {
      uid: '5E1F2A3B-0000-4000-8000-000000000001',
      name: 'Shakshuka',
      ingredients: '1 tbsp olive oil\n1 onion, sliced\n400 g tin chopped tomatoes\n4 eggs',
      directions: 'Soften the onion in the oil.\n\nAdd the tomatoes and simmer 10 minutes.\nCrack in the eggs and cover.',
      description: 'A weekend breakfast.',
      notes: 'Good with flatbread.',
      servings: '2',
      prep_time: '10 mins',
      cook_time: '20 mins',
      source_url: 'https://example.org/shakshuka',
      categories: ['Breakfast'],
      photo_data: jpeg('paprika').toString('base64'),
    };
    const packed = gzipSync(Buffer.from(JSON.stringify(paprikaRecipe)));
    const many = await readAll(await zipOf({ 'Shakshuka.paprikarecipe': packed }, { stored: true }), 'My Recipes.paprikarecipes');
    expect(many.format).toBe('paprika');
    const [item] = many.items;
    expect(item?.kind === 'recipe' && item.node).toMatchObject({
      name: 'Shakshuka',
      description: 'A weekend breakfast.\n\nGood with flatbread.',
      recipeYield: '2',
      prepTime: '10 mins',
      recipeIngredient: ['1 tbsp olive oil', '1 onion, sliced', '400 g tin chopped tomatoes', '4 eggs'],
      recipeInstructions: ['Soften the onion in the oil.', 'Add the tomatoes and simmer 10 minutes.', 'Crack in the eggs and cover.'],
      keywords: ['Breakfast'],
      url: 'https://example.org/shakshuka',
    });
    expect(item?.photoBytes?.subarray(4).toString()).toBe('paprika');

    const one = await readAll(packed, 'Shakshuka.paprikarecipe');
    expect([one.format, ...titles(one.items)]).toEqual(['paprika', 'Shakshuka']);
  });

  it('Cooklang: a .cook file, or a zip of them with a picture of the same name', async () => {
    const cook =
      '---\ntitle: Pancakes\nservings: 4\n---\nWhisk @flour{125%g}, @egg{1} and @milk{300%ml}.\n\nFry in a #pan for ~{2%minutes} a side.';
    const single = await readAll(Buffer.from(cook), 'pancakes.txt');
    expect([single.format, ...titles(single.items)]).toEqual(['cooklang', 'Pancakes']);
    const zipped = await readAll(
      await zipOf({ 'Breakfast/Pancakes.cook': cook, 'Breakfast/Pancakes.jpg': jpeg('pancakes') }),
      'cooklang.zip',
    );
    expect(zipped.format).toBe('cooklang');
    expect(zipped.items[0]?.photoBytes?.subarray(4).toString()).toBe('pancakes');
  });

  it('MealMaster, by its "Recipe via Meal-Master" lines', async () => {
    const mmf =
      'MMMMM----- Recipe via Meal-Master (tm) v8.05\n      Title: Toast\n      Yield: 1\n\n      2    Slices bread\n\n  Toast the bread.\nMMMMM\n';
    const read = await readAll(Buffer.from(mmf, 'latin1'), 'toast.mmf');
    expect([read.format, ...titles(read.items)]).toEqual(['mealmaster', 'Toast']);
  });

  it('a list of web addresses, one per line, each page once', async () => {
    const list = '# my bookmarks\nhttps://example.org/soup\n\nhttps://example.org/stew\nhttps://example.org/soup\n';
    const read = await readAll(Buffer.from(list), 'bookmarks.txt');
    expect([read.format, ...titles(read.items)]).toEqual([
      'urls',
      'address: https://example.org/soup',
      'address: https://example.org/stew',
    ]);
  });

  it('anything else is refused as a format we do not read', async () => {
    expect(await refusalOf(() => readAll(Buffer.from('Just some notes about dinner.'), 'notes.txt'))).toBe('unknownFormat');
    expect(await refusalOf(() => readAll(Buffer.from(JSON.stringify({ hello: 'world' })), 'x.json'))).toBe('unknownFormat');
    const photos = await zipOf({ 'photo.jpg': jpeg('x') });
    expect(await refusalOf(() => readAll(photos, 'photos.zip'))).toBe('unknownFormat');
  });
});

describe('hostile files are refused whole, before they cost much', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'ck-import-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('an upload of 100 MB', async () => {
    const path = join(folder, 'big.zip');
    await writeFile(path, '');
    await truncate(path, 100 * 1024 * 1024);
    expect(await refusalOf(() => openExportFile(path, 'big.zip'))).toBe('tooBig');
  });

  it('a zip bomb: an entry packed a thousand to one', async () => {
    const bomb = await zipOf({ 'recipes.json': Buffer.alloc(20 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await refusalOf(() => openExportBytes(bomb, 'bomb.zip'))).toBe('packedTooTightly');
  });

  it('a zip whose entries claim more than the whole may hold, or one entry more than an entry may', async () => {
    const claims = Array.from({ length: 11 }, (_, i) => ({
      name: `part-${i}.json`,
      declaredSize: 24 * 1024 * 1024,
      declaredPackedSize: 24 * 1024 * 1024,
    }));
    expect(await refusalOf(() => openExportBytes(rawZip(claims), 'claims.zip'))).toBe('totalTooBig');
    const huge = [{ name: 'one.json', declaredSize: 26 * 1024 * 1024, declaredPackedSize: 26 * 1024 * 1024 }];
    expect(await refusalOf(() => openExportBytes(rawZip(huge), 'huge.zip'))).toBe('entryTooBig');
  });

  it('entry names that climb out of the export, or start at the root', async () => {
    for (const name of ['../../etc/cron.d/evil.json', '/etc/passwd', 'recipes/../../evil.json', 'C:/Windows/evil.json']) {
      const zip = rawZip([
        { name: 'ok.json', data: Buffer.from(JSON.stringify(flapjacks)) },
        { name, data: Buffer.from('{}') },
      ]);
      expect(await refusalOf(() => openExportBytes(zip, 'traversal.zip')), name).toBe('pathOutside');
    }
  });

  it('more entries than any collection needs', async () => {
    const zip = rawZip(Array.from({ length: 20_001 }, (_, i) => ({ name: `r${i}.json` })));
    expect(await refusalOf(() => openExportBytes(zip, 'many.zip'))).toBe('tooManyEntries');
  });

  it('a zip inside a zip inside a zip', async () => {
    const innermost = await zipOf({ 'r.json': JSON.stringify(flapjacks) });
    const inner = await zipOf({ 'inner.zip': innermost });
    const outer = await openExportBytes(await zipOf({ 'outer.zip': inner }), 'nested.zip');
    const level1 = await openNestedZip(await outer.entry('outer.zip')!.bytes(), 'outer.zip');
    expect(await refusalOf(() => level1.entry('inner.zip')!.bytes())).toBe('zipInZipInZip');
  });

  it('JSON nested deeper than any recipe', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(await refusalOf(() => readAll(Buffer.from(deep), 'deep.json'))).toBe('tooDeep');
  });

  it('a text file of more lines than any collection has', async () => {
    const lines = 'https://example.org/r\n'.repeat(200_001);
    expect(await refusalOf(() => readAll(Buffer.from(lines), 'lines.txt'))).toBe('tooManyLines');
  });

  it('a gzip that unpacks to more than an entry may hold', async () => {
    const packed = gzipSync(Buffer.alloc(30 * 1024 * 1024));
    expect(await refusalOf(() => openExportBytes(packed, 'bomb.paprikarecipe'))).toBe('entryTooBig');
  });
});
