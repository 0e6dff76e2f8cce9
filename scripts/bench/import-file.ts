/**
 * What importing a big export file costs (issue 19, decision 0075): a generated file of 2,000 recipes (or --recipes N)
 * in schema.org JSON-LD (one array) and as a Paprika export (a zip of gzipped recipes, with --photos a photo in
 * each), imported on SQLite by the real job, as POST /api/imports leaves it queued. Prints, per file, the time to
 * import it all, the time for its first and its second half (about equal when each recipe costs the same, however
 * many came before it), and the process's peak memory (the reading worker's included). Nothing is asserted: the
 * figures depend on the machine (decision 0055).
 *
 *   node --import tsx scripts/bench/import-file.ts [--recipes 2000] [--photos]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { loadConfig } from '../../src/server/config.ts';
import { createContext } from '../../src/server/context.ts';
import { importFile } from '../../src/server/modules/imports/index.ts';
import { createUser } from '../../src/server/test/factories.ts';
import { zipOf } from '../../src/server/test/zip-files.ts';

const { values } = parseArgs({
  options: { recipes: { type: 'string', default: '2000' }, photos: { type: 'boolean', default: false } },
});
const count = Number(values.recipes);
if (!Number.isInteger(count) || count < 2 || count > 5_000) throw new Error('--recipes takes a whole number from 2 to 5,000');

const ingredients = (i: number) => [
  `${200 + (i % 50)} g red lentils`,
  '1 onion, chopped',
  `${i % 4} garlic cloves`,
  '1.2 l vegetable stock',
  'salt',
];
const steps = (i: number) => [
  'Soften the onion and garlic.',
  `Add the lentils and stock; simmer ${20 + (i % 10)} minutes.`,
  'Season and serve.',
];
const title = (i: number) => `Bench soup number ${i}`;

async function jsonLdFile(): Promise<Buffer> {
  const recipes = Array.from({ length: count }, (_, i) => ({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: title(i),
    recipeYield: '4',
    recipeIngredient: ingredients(i),
    recipeInstructions: steps(i).map((text) => ({ '@type': 'HowToStep', text })),
    url: `https://example.org/bench/${i}`,
  }));
  return Buffer.from(JSON.stringify(recipes));
}

async function paprikaFile(): Promise<Buffer> {
  const photo = values.photos
    ? (
        await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
          .jpeg()
          .toBuffer()
      ).toString('base64')
    : null;
  const files: Record<string, Buffer> = {};
  for (let i = 0; i < count; i++) {
    files[`${title(i)}.paprikarecipe`] = gzipSync(
      JSON.stringify({
        uid: randomUUID(),
        name: title(i),
        ingredients: ingredients(i).join('\n'),
        directions: steps(i).join('\n\n'),
        servings: '4',
        source_url: `https://example.org/paprika/${i}`,
        categories: ['Soup'],
        photo_data: photo,
      }),
    );
  }
  return zipOf(files, { stored: true });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-import-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  BASE_URL: 'http://127.0.0.1:1',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
  JOB_POLL_SECONDS: '1',
});
const ctx = await createContext(config);

let peakRss = 0;
let peakHeap = 0;
const sampler = setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage();
  peakRss = Math.max(peakRss, rss);
  peakHeap = Math.max(peakHeap, heapUsed);
}, 20);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

try {
  await ctx.jobs.start();
  for (const [label, make] of [
    ['schema.org JSON-LD (one array)', jsonLdFile],
    [`Paprika (.paprikarecipes${values.photos ? ', a photo in each' : ''})`, paprikaFile],
  ] as const) {
    const bytes = await make();
    const user = await createUser(ctx, { name: `Bench ${label}` });
    const id = randomUUID();
    const now = new Date().toISOString();
    await ctx.storage.put(`imports/${id}`, bytes, 'application/octet-stream');
    await ctx.db.kysely
      .insertInto('recipeImport')
      .values({
        id,
        userId: user.id,
        status: 'queued',
        fileName: 'bench',
        fileKey: `imports/${id}`,
        language: 'en',
        locale: 'en-GB',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    peakRss = 0;
    peakHeap = 0;
    const started = performance.now();
    await ctx.jobs.enqueue(importFile, { importId: id });
    let half = Number.NaN;
    for (;;) {
      const row = await ctx.db.kysely.selectFrom('recipeImport').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      if (Number.isNaN(half) && row.done >= count / 2) half = performance.now() - started;
      if (row.status === 'done' || row.status === 'failed') {
        const total = performance.now() - started;
        console.log(
          `${label}: ${count} recipes (${mb(bytes.length)} file): ${row.status}, ${row.imported} imported, ${row.failed} failed, ` +
            `in ${seconds(total)} (first half ${seconds(half)}, second half ${seconds(total - half)}), ` +
            `${(row.imported / (total / 1000)).toFixed(0)} recipes/s; peak memory ${mb(peakRss)} RSS, ${mb(peakHeap)} main heap`,
        );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
} finally {
  clearInterval(sampler);
  await ctx.jobs.stop();
  await ctx.householdEvents.close();
  await ctx.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
