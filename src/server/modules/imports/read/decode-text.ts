import { ImportFileError } from './import-file-error.ts';
import { importLimits } from './import-limits.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * A text file's characters: UTF-8 (its byte-order mark dropped), UTF-16 with a byte-order mark, and otherwise the
 * Windows code page older desktop apps write their CSV and text exports in.
 */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return utf8.decode(body);
  } catch {
    return windows1252.decode(body);
  }
}

/**
 * How deeply the JSON text nests objects and arrays, counted in one pass outside strings: deeper than
 * importLimits.jsonDepth is refused before it is parsed, so that nothing reading it later can run out of stack.
 */
function checkDepth(text: string, path: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > importLimits.jsonDepth) throw new ImportFileError('tooDeep', path);
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
}

/** A JSON file's value; undefined when it is not JSON. Too deep a nesting is refused (ImportFileError). */
export function parseJson(text: string, path: string): unknown {
  checkDepth(text, path);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The lines of a text file, refusing more than importLimits.textLines. */
export function linesOf(text: string, path: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > importLimits.textLines) throw new ImportFileError('tooManyLines', path);
  return lines;
}
