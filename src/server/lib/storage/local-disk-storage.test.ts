import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { Storage } from './storage.ts';

describe('local disk storage', () => {
  let dir: string;
  let root: string;
  let storage: Storage;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ck-storage-'));
    root = path.join(dir, 'photos');
    storage = createLocalDiskStorage(root);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores, reads, replaces and deletes an object by key, leaving no temporary files', async () => {
    expect(await storage.get('large/a.webp')).toBeNull();
    await storage.put('large/a.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await storage.get('large/a.webp')).toEqual({ body: new Uint8Array([1, 2, 3]), contentType: 'image/webp', size: 3 });
    await storage.put('large/a.webp', new Uint8Array([9]), 'image/webp');
    expect((await storage.get('large/a.webp'))?.body).toEqual(new Uint8Array([9]));
    expect(readdirSync(path.join(root, 'large'))).toEqual(['a.webp']);

    await storage.delete('large/a.webp');
    expect(await storage.get('large/a.webp')).toBeNull();
    await expect(storage.delete('large/a.webp')).resolves.toBeUndefined();
  });

  it.each([
    '../secret.webp',
    'large/../../secret.webp',
    '/etc/passwd',
    'large//a.webp',
    '.hidden.webp',
    'large/.a.webp.1234.tmp',
    'a\\b.webp',
    '',
    'large/a b.webp',
    '..',
  ])('refuses the key %j for every operation', async (key) => {
    writeFileSync(path.join(dir, 'secret.webp'), 'outside the store');
    await expect(storage.put(key, new Uint8Array([1]), 'image/webp')).rejects.toThrow(/storage key/i);
    await expect(storage.get(key)).rejects.toThrow(/storage key/i);
    await expect(storage.delete(key)).rejects.toThrow(/storage key/i);
    expect(existsSync(path.join(dir, 'secret.webp'))).toBe(true);
  });

  it('keeps content types with the name: a type the name does not carry is refused', async () => {
    await expect(storage.put('large/a.webp', new Uint8Array([1]), 'text/html')).rejects.toThrow(/content type/i);
    expect(await storage.get('large/a.webp')).toBeNull();
  });
});
