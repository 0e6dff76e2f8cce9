import { isHttpUrl } from '../../../../shared/recipe-rules.ts';
import { decodeText, linesOf } from '../read/decode-text.ts';
import { ImportFileError } from '../read/import-file-error.ts';
import { importLimits } from '../read/import-limits.ts';
import type { ExportFile } from '../read/export-file.ts';
import type { ExportFormat, ImportItem } from './export-format.ts';

/** The addresses of a plain list: one per line, blank lines and "#" comments aside; null when any line is not one. */
function addressesIn(text: string, path: string): string[] | null {
  const addresses: string[] = [];
  for (const raw of linesOf(text, path)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!isHttpUrl(line)) return null;
    addresses.push(line);
  }
  return addresses.length > 0 ? addresses : null;
}

async function* readAddresses(file: ExportFile): AsyncIterable<ImportItem> {
  const [entry] = file.entries;
  if (!entry) return;
  const addresses = addressesIn(decodeText(await entry.bytes()), entry.path) ?? [];
  if (addresses.length > importLimits.recipes) throw new ImportFileError('tooManyRecipes', entry.path);
  // The same page twice is fetched once.
  for (const url of new Set(addresses)) yield { kind: 'address', name: url, url };
}

/** A plain list of web addresses, one per line: each page is read as "Import recipe" reads one, at a polite pace. */
export const addressList: ExportFormat = {
  id: 'urls',
  async detect(file) {
    const [entry] = file.entries;
    return !file.zip && entry !== undefined && addressesIn(decodeText(await entry.bytes()), entry.path) !== null;
  },
  read: readAddresses,
  async count(file) {
    const [entry] = file.entries;
    return entry ? new Set(addressesIn(decodeText(await entry.bytes()), entry.path) ?? []).size : 0;
  },
};
