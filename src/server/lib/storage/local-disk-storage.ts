import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type Storage } from './storage.ts';

/** The local driver keeps no metadata beside a file: its content type follows from the key's extension. */
const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

function contentTypeOf(key: string): string {
  return contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/**
 * Files under `root` (DATA_DIR/photos), one per key. A write goes to a temporary file beside its target,
 * is flushed to disk, then renamed over it: a reader sees the old object or the new one, never half of
 * one, and a crash leaves at worst a stray ".*.tmp" file that no key can name.
 */
export function createLocalDiskStorage(root: string): Storage {
  const base = path.resolve(root);

  const fileFor = (key: string) => {
    assertStorageKey(key);
    const file = path.join(base, ...key.split('/'));
    // The key check already rules out climbing out; this keeps it so should the check ever loosen.
    if (!file.startsWith(base + path.sep)) throw new Error(`Storage key escapes the store: ${key}`);
    return file;
  };

  return {
    async put(key, bytes, contentType) {
      const file = fileFor(key);
      if (contentType !== contentTypeOf(key)) {
        throw new Error(`Local disk storage derives content types from names: ${key} holds ${contentTypeOf(key)}, not ${contentType}`);
      }
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(8).toString('hex')}.tmp`);
      try {
        const handle = await open(temp, 'wx', 0o644);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
      } catch (err) {
        await unlink(temp).catch(() => {});
        throw err;
      }
      // The rename itself survives a power cut once the directory is flushed too (not every platform can).
      const dirHandle = await open(dir, 'r').catch(() => null);
      await dirHandle
        ?.sync()
        .catch(() => {})
        .finally(() => dirHandle.close());
    },

    async get(key) {
      const file = fileFor(key);
      try {
        const bytes = await readFile(file);
        // readFile's buffer is a plain ArrayBuffer (never shared memory); its type just does not say so.
        const body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
        return { body, contentType: contentTypeOf(key), size: bytes.byteLength };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      try {
        await unlink(fileFor(key));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
  };
}
