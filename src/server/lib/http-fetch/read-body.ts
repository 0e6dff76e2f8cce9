import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { FetchError, fetchMessages, tooLarge } from './fetch-error.ts';

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const brotliDecompress = promisify(zlib.brotliDecompress);

type Decoder = (input: Buffer, maxOutputLength: number) => Promise<Buffer>;

const decoders: Record<string, Decoder> = {
  gzip: (input, maxOutputLength) => gunzip(input, { maxOutputLength }),
  'x-gzip': (input, maxOutputLength) => gunzip(input, { maxOutputLength }),
  // "deflate" should be zlib-wrapped, but some servers send raw deflate: a zlib header's low nibble is 8.
  deflate: (input, maxOutputLength) =>
    ((input[0] ?? 0) & 0x0f) === 8 ? inflate(input, { maxOutputLength }) : inflateRaw(input, { maxOutputLength }),
  br: (input, maxOutputLength) => brotliDecompress(input, { maxOutputLength }),
};

/** The Content-Encoding codings in the order they were applied; identity left out. */
export function contentCodings(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
}

/**
 * Reads a response body of at most `maxBytes` as it arrives (stopping the download past the cap), then undoes
 * its Content-Encoding with the decompressed size capped too: a small gzip body cannot expand past the cap.
 */
export async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const codings = contentCodings(res.headers['content-encoding']);
  const unknown = codings.find((c) => !(c in decoders));
  if (unknown) throw new FetchError('unsupported-content', fetchMessages.compressedWith, { encoding: unknown });

  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }

  let body: Buffer = Buffer.concat(chunks);
  for (const coding of codings.reverse()) {
    try {
      body = await decoders[coding]!(body, maxBytes);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) throw tooLarge(maxBytes);
      throw new FetchError('unsupported-content', fetchMessages.compressionDamaged, undefined, { cause: err });
    }
  }
  return body;
}
