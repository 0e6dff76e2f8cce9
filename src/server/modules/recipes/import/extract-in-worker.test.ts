import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { words } from '../../../lib/i18n.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createExtractionPool, extractInWorker, type ExtractionPool } from './extract-in-worker.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const nestedPage = '<div>'.repeat(1_000_000);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

describe('reading a page in a worker thread', () => {
  let pool: ExtractionPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('reads a recipe page, and a JSON-LD document, as on the event loop', async () => {
    pool = createExtractionPool();
    const draft = await extractInWorker({ body: fixture('breadcrumb.html'), mediaType: 'html', pageUrl: 'https://example.org/dal' }, pool);
    expect(draft).toMatchObject({ recipe: { title: 'Green lentil dal', sourceUrl: 'https://example.org/dal' }, shortened: [] });
    const json = await extractInWorker({ body: '{"@type":"Recipe","name":"Soup"}', mediaType: 'json', pageUrl: null }, pool);
    expect(json).toMatchObject({ recipe: { title: 'Soup' } });
  });

  // Review 14.1: a page that takes too long to read held the server; now its thread is ended and the user told.
  it('answers 422 with what to do when a page takes longer than the time limit', async () => {
    pool = createExtractionPool({ timeLimitMs: 50 });
    const err = await refusal(extractInWorker({ body: nestedPage, mediaType: 'html', pageUrl: null }, pool));
    expect([err.status, err.message]).toEqual([422, words('server.import.tooSlow')]);
  });

  it('answers 503 with Retry-After when every reader is busy and the queue is full', async () => {
    pool = createExtractionPool({ threads: 1, queue: 1 });
    const page = { body: nestedPage, mediaType: 'html' as const, pageUrl: null };
    const first = extractInWorker(page, pool);
    const second = extractInWorker(page, pool);
    const err = await refusal(extractInWorker(page, pool));
    expect([err.status, err.message, err.options.retryAfterSeconds]).toEqual([503, words('server.import.busy'), 10]);
    expect(await Promise.all([first, second])).toEqual([null, null]);
  });
});
