import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from '../../test/zip-files.ts';
import { readExportInWorker, type ReadEvent } from './read-export-in-worker.ts';
import { ImportFileError } from './read/import-file-error.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ck-import-worker-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const recipe = (name: string, image?: string) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    recipeIngredient: ['1 egg'],
    recipeInstructions: 'Cook.',
    image,
  });

async function fileOf(name: string, bytes: Buffer): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, bytes);
  return path;
}

describe('reading an export in a worker thread', () => {
  it('sends the format, then each recipe with its photo’s bytes, one at a time', async () => {
    const path = await fileOf(
      'two.zip',
      await zipOf({
        'a.json': recipe('Omelette', 'a.jpg'),
        'a.jpg': Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]),
        'b.json': recipe('Frittata'),
      }),
    );
    const events: ReadEvent[] = [];
    for await (const event of readExportInWorker(path, 'two.zip')) events.push(event);
    // The number of recipes comes before the first of them, so progress is a fraction from the start.
    const seen = events.map((event) => (event.type === 'format' ? event.format : event.type === 'total' ? event.total : event.item.name));
    expect(seen).toEqual(['jsonld', 2, 'Omelette', 'Frittata']);
    const first = events[2];
    expect(first?.type === 'item' && first.item.kind === 'recipe' && [...(first.item.photo ?? [])]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3]);
  });

  it('refuses a file it cannot read with the reason, in the caller', async () => {
    const path = await fileOf('notes.txt', Buffer.from('Just notes.'));
    const reading = (async () => {
      for await (const event of readExportInWorker(path, 'notes.txt')) void event;
    })();
    await expect(reading).rejects.toSatisfy((error) => error instanceof ImportFileError && error.reason === 'unknownFormat');
  });

  it('ends the worker when it takes longer than allowed', async () => {
    const path = await fileOf('one.json', Buffer.from(recipe('Toast')));
    const reading = (async () => {
      // A time limit the worker cannot meet: starting a thread alone takes longer than a millisecond.
      for await (const event of readExportInWorker(path, 'one.json', { timeLimitMs: 1, memoryLimitMb: 64 })) void event;
    })();
    await expect(reading).rejects.toSatisfy((error) => error instanceof ImportFileError && error.reason === 'tooSlow');
  });
});
