/**
 * Where uploaded files live (recipe photos today), by key: "large/<id>.webp". Handlers reach it as
 * `ctx.storage` and never touch a disk themselves, so the driver can change without them noticing.
 *
 * One app server keeps its files on local disk (local-disk-storage.ts, under DATA_DIR/photos). Several app
 * servers behind a load balancer must all see the same objects — a photo uploaded through one is served by
 * another — so they need one shared store: a driver for an S3-compatible bucket (PutObject, GetObject with
 * the body as a stream, DeleteObject) implements this same interface, or every server mounts one network
 * volume as DATA_DIR/photos. Never each server's own disk.
 */
export interface Storage {
  /** Stores the object whole or not at all, replacing any object under the key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredObject {
  /** The whole object (local disk), or a stream of it (a driver that fetches it over the network). */
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>;
  contentType: string;
  /** In bytes. */
  size: number;
}

/** Up to 8 segments joined by "/", each of letters, digits, "-", "_" and "." that does not start with a dot. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){0,7}$/;

/**
 * Keys are ours (built from random ids), never a user's file name; this refuses anything else, so no key
 * can climb out of the store (no "..", no absolute paths, no backslashes, no empty segments).
 */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a valid storage key: ${JSON.stringify(key)}`);
}
