import { CsvError, parse } from 'csv-parse/sync';
import { decodeText } from '../read/decode-text.ts';
import { ImportFileError } from '../read/import-file-error.ts';
import { importLimits } from '../read/import-limits.ts';

/** One recipe's row is a few kilobytes; a megabyte is far more than any real one and bounds what one cell may hold. */
const recordBytes = 1024 * 1024;

const options = {
  bom: true,
  relax_column_count: true,
  skip_empty_lines: true,
  max_record_size: recordBytes,
} as const;

/** A CSV file's column names (its first row); null when it is not CSV at all. */
export function csvHeader(bytes: Buffer): string[] | null {
  try {
    const [first] = parse(decodeText(bytes), { ...options, to_line: 1 }) as string[][];
    return first ? first.map((name) => name.trim()) : null;
  } catch {
    return null;
  }
}

/**
 * A CSV file's rows, each by its column names (the first row). More rows than a file may hold recipes refuses the
 * file (never a silent cut); a row bigger than recordBytes, or a file that is not CSV after all, is a damaged file.
 */
export function csvRecords(bytes: Buffer, path: string): Record<string, string>[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(decodeText(bytes), {
      ...options,
      columns: (header: string[]) => header.map((name) => name.trim()),
      to: importLimits.recipes + 1,
    }) as Record<string, string>[];
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError('damaged', `${path}: ${error.message}`);
    throw error;
  }
  if (rows.length > importLimits.recipes) throw new ImportFileError('tooManyRecipes', path);
  return rows;
}

/** A cell's text, trimmed; "" for a column the row lacks. */
export const cell = (row: Record<string, string>, column: string) => (row[column] ?? '').trim();

/** A cell of minutes ("75") as "PT75M"; words ("1 hour") as they are, which recipeToDraft reads. */
export function minutesCell(value: string): string | undefined {
  if (!value) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(value)) return Number(value) > 0 ? `PT${Math.round(Number(value))}M` : undefined;
  return value;
}
