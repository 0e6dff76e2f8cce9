import { open as openFile, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import yauzl from 'yauzl';
import { ImportFileError } from './import-file-error.ts';
import { importLimits } from './import-limits.ts';

const gunzipAsync = promisify(gunzip);

/** One file of an export: a zip's entry, or the upload itself when it is not a zip. Read only when asked for. */
export interface ExportEntry {
  /** Its path inside the zip ("/"-separated, never absolute, never "..": see openZip), or the upload's name. */
  readonly path: string;
  /** Its unpacked size in bytes, as the zip declares it (reading checks it: yauzl's validateEntrySizes). */
  readonly size: number;
  bytes(): Promise<Buffer>;
}

/** An export file opened for reading: its entries, found by path, read one at a time (bounded memory). */
export interface ExportFile {
  readonly zip: boolean;
  readonly entries: readonly ExportEntry[];
  entry(path: string): ExportEntry | undefined;
  close(): Promise<void>;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export const isZip = (head: Buffer) => head.subarray(0, 4).equals(ZIP_MAGIC) || head.subarray(0, 4).equals(EMPTY_ZIP_MAGIC);
const isGzip = (head: Buffer) => head.subarray(0, 2).equals(GZIP_MAGIC);

/** A gzip file unpacked, refusing one that unpacks to more than an entry may hold (a gzip bomb). */
export async function gunzipBounded(bytes: Buffer, path: string): Promise<Buffer> {
  try {
    return await gunzipAsync(bytes, { maxOutputLength: importLimits.entryBytes });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new ImportFileError('entryTooBig', path);
    throw new ImportFileError('damaged', path);
  }
}

/** yauzl's own refusals of an entry's name, which are ours too: a path that would lead outside the export. */
const outsidePath = /^(?:invalid relative path|absolute path|invalid characters in fileName)/;

function refusalOf(error: unknown, path: string): ImportFileError {
  if (error instanceof ImportFileError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (outsidePath.test(message)) return new ImportFileError('pathOutside', message);
  // validateEntrySizes: an entry that unpacks to more (or less) than the zip declared for it.
  if (/too many bytes|not enough bytes/.test(message)) return new ImportFileError('packedTooTightly', `${path}: ${message}`);
  return new ImportFileError('damaged', `${path}: ${message}`);
}

async function collect(stream: NodeJS.ReadableStream, limit: number, path: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) {
      (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      throw new ImportFileError('entryTooBig', path);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/**
 * The zip's directory, checked before any entry is unpacked: the number of entries, each one's unpacked size and
 * how tightly it is packed, and their sum. yauzl refuses names that lead outside the zip ("../", "/etc", "C:")
 * and checks, while unpacking, that an entry is as big as declared, so the declared sizes can be trusted.
 */
async function openZip(zipfile: yauzl.ZipFile, depth: number): Promise<ExportFile> {
  const found: yauzl.Entry[] = [];
  let declared = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      zipfile.close();
      reject(refusalOf(error, ''));
    };
    zipfile.on('error', fail);
    zipfile.on('end', () => resolve());
    zipfile.on('entry', (entry: yauzl.Entry) => {
      if (found.length >= importLimits.zipEntries) return fail(new ImportFileError('tooManyEntries'));
      if (entry.uncompressedSize > importLimits.entryBytes) return fail(new ImportFileError('entryTooBig', entry.fileName));
      if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize > entry.compressedSize * importLimits.compressionRatio)
        return fail(new ImportFileError('packedTooTightly', entry.fileName));
      declared += entry.uncompressedSize;
      if (declared > importLimits.totalBytes) return fail(new ImportFileError('totalTooBig'));
      found.push(entry);
      zipfile.readEntry();
    });
    zipfile.readEntry();
  });

  const entries: ExportEntry[] = found
    .filter((entry) => !entry.fileName.endsWith('/'))
    .map((entry) => ({
      path: entry.fileName,
      size: entry.uncompressedSize,
      async bytes() {
        try {
          const stream = await zipfile.openReadStreamPromise(entry);
          const bytes = await collect(stream, importLimits.entryBytes, entry.fileName);
          if (isZip(bytes) && depth >= importLimits.nestedZips) throw new ImportFileError('zipInZipInZip', entry.fileName);
          return bytes;
        } catch (error) {
          throw refusalOf(error, entry.fileName);
        }
      },
    }));
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  return {
    zip: true,
    entries,
    entry: (path) => byPath.get(path),
    close: async () => zipfile.close(),
  };
}

const zipOptions: yauzl.Options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true };

/** A zip found inside the export (an app that exports a zip of zips), opened the same way, one level deep. */
export async function openNestedZip(bytes: Buffer, path: string): Promise<ExportFile> {
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await yauzl.fromBufferPromise(bytes, zipOptions);
  } catch (error) {
    throw refusalOf(error, path);
  }
  return openZip(zipfile, importLimits.nestedZips);
}

/** A file that is one piece (not a zip): gzip unpacked, the rest as it is. */
function singleFile(name: string, bytes: Buffer): ExportFile {
  const entry: ExportEntry = { path: name, size: bytes.length, bytes: async () => bytes };
  return { zip: false, entries: [entry], entry: (path) => (path === name ? entry : undefined), close: async () => {} };
}

/**
 * Opens an uploaded export file stored at `filePath` (its original name `name` is used for messages only: what it
 * is is read from its content). A zip is read through its directory, entry by entry; anything else is read whole,
 * within the upload's limit.
 */
export async function openExportFile(filePath: string, name: string): Promise<ExportFile> {
  const handle = await openFile(filePath, 'r');
  let head: Buffer;
  let size: number;
  try {
    size = (await handle.stat()).size;
    if (size > importLimits.fileBytes) throw new ImportFileError('tooBig');
    if (size === 0) throw new ImportFileError('empty');
    head = Buffer.alloc(Math.min(4, size));
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (isZip(head)) {
    let zipfile: yauzl.ZipFile;
    try {
      zipfile = await yauzl.openPromise(filePath, zipOptions);
    } catch (error) {
      throw refusalOf(error, name);
    }
    return openZip(zipfile, 0);
  }
  const bytes = await readFile(filePath);
  return singleFile(name, isGzip(head) ? await gunzipBounded(bytes, name) : bytes);
}

/** The same for bytes already in memory (tests, and files inside a zip). */
export async function openExportBytes(bytes: Buffer, name: string): Promise<ExportFile> {
  if (bytes.length > importLimits.fileBytes) throw new ImportFileError('tooBig');
  if (bytes.length === 0) throw new ImportFileError('empty');
  if (isZip(bytes)) {
    let zipfile: yauzl.ZipFile;
    try {
      zipfile = await yauzl.fromBufferPromise(bytes, zipOptions);
    } catch (error) {
      throw refusalOf(error, name);
    }
    return openZip(zipfile, 0);
  }
  return singleFile(name, isGzip(bytes) ? await gunzipBounded(bytes, name) : bytes);
}
