import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';

const gzipAsync = promisify(gzip);

/** Bytes that are sent again and again as they are (a kept page), with their gzip form once it has been made. */
export interface KeptBytes {
  json: Buffer<ArrayBuffer>;
  gzip?: Promise<Buffer<ArrayBuffer>>;
}

/** Smaller answers are sent as they are, as the compression middleware does (http/compression.ts). */
const GZIP_FROM_BYTES = 1024;

/**
 * Whether this client gets `bytes` gzip-compressed: it accepts gzip (the compression middleware's own choice
 * when it accepts deflate as much) and the answer is large enough to be worth it.
 */
export function sendsGzip(acceptEncoding: string | undefined, bytes: KeptBytes): boolean {
  if (!acceptEncoding || bytes.json.byteLength < GZIP_FROM_BYTES || !/gzip|\*/i.test(acceptEncoding)) return false;
  const accepts = parseAccept(acceptEncoding);
  const q = (encoding: string) => accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? accepts.find((a) => a.type === '*')?.q ?? 0;
  const gzipQ = q('gzip');
  return gzipQ > 0 && gzipQ >= q('deflate');
}

/**
 * The gzip form of kept bytes, made once (on the thread pool) and kept beside them: compressing the same page for
 * every request cost several times what sending it did.
 */
export function keptGzip(bytes: KeptBytes): Promise<Buffer<ArrayBuffer>> {
  // zlib's answer is a Buffer over a plain ArrayBuffer (never a shared one).
  return (bytes.gzip ??= gzipAsync(bytes.json) as Promise<Buffer<ArrayBuffer>>);
}
