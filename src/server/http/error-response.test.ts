import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalogue } from '../../shared/i18n/catalogue-folder.ts';
import type { AppEnv } from '../app-env.ts';
import { errorResponse } from './error-response.ts';

describe('the answer to an error', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  // Regression: a SQLite database held by another writer past the busy timeout answered 500 "Something went wrong".
  it('is 503 with Retry-After and words saying to try again when the database is busy, in the asker’s language', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ck-busy-'));
    const file = path.join(dir, 'busy.db');
    const holder = new Database(file);
    holder.exec('create table t (x integer)');
    holder.exec('begin immediate');
    const writer = new Database(file, { timeout: 0 });
    try {
      const app = new Hono<AppEnv>();
      app.onError(errorResponse);
      app.post('/write', () => {
        writer.prepare('insert into t (x) values (1)').run();
        return new Response(null, { status: 204 });
      });

      const english = await app.request('/write', { method: 'POST' });
      expect(english.status).toBe(503);
      expect(english.headers.get('retry-after')).toBe('2');
      expect(await english.json()).toEqual({ error: 'The app is busy at the moment. Please try again in a few seconds.', code: 'BUSY' });

      const german = await app.request('/write', { method: 'POST', headers: { 'accept-language': 'de' } });
      expect(german.status).toBe(503);
      expect(await german.json()).toEqual({ error: readCatalogue('de')['error.BUSY'], code: 'BUSY' });
    } finally {
      writer.close();
      holder.exec('rollback');
      holder.close();
    }
  });

  it('is 500 with words, not the error’s own text, for anything else', async () => {
    const app = new Hono<AppEnv>();
    app.onError(errorResponse);
    app.get('/broken', () => {
      throw Object.assign(new Error('relation "secret_table" does not exist'), { code: '42P01' });
    });
    const res = await app.request('/broken');
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain('secret_table');
  });
});
