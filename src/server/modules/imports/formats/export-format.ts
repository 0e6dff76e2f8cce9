import type { SchemaNode } from '../../../lib/schema-org.ts';
import type { ExportFile } from '../read/export-file.ts';

export { importFormats, type ImportFormat } from '../../../../shared/imports.ts';
import type { ImportFormat } from '../../../../shared/imports.ts';

/** Why one recipe of a file was not imported (the rest are): the words are the catalogue's `server.imports.failed.*`. */
export type RecipeProblem = 'noTitle' | 'unreadable' | 'noRecipe' | 'quota' | 'pageUnreadable';

/**
 * One thing a format reader found: a recipe, as a schema.org Recipe node (the one shape every reader writes, mapped
 * to ours by the recipes module's recipeToDraft, with its limits and what it shortened), with its photo if the
 * export has one; an address to fetch (a list of web addresses); or a recipe that could not be read, and why.
 */
export type ImportItem =
  | { kind: 'recipe'; name: string; node: SchemaNode; photo: (() => Promise<Buffer>) | null }
  | { kind: 'address'; name: string; url: string }
  | { kind: 'failed'; name: string; problem: RecipeProblem };

/** One format: whether a file is in it (from what the file holds, never its name), and its recipes. */
export interface ExportFormat {
  readonly id: ImportFormat;
  detect(file: ExportFile): Promise<boolean>;
  read(file: ExportFile): AsyncIterable<ImportItem>;
  /**
   * How many items `read` will give, counted cheaply before reading (a zip's entry names, a CSV's records, a list's
   * lines), so that the progress has a total from the start; null when only reading would tell.
   */
  count?(file: ExportFile): Promise<number | null>;
}

/**
 * Formats whose exports name each recipe's photo by its web address instead of holding it: the import job fetches
 * those photos (run-import.ts), never the readers.
 */
export const photosAtAddresses: ReadonlySet<ImportFormat> = new Set<ImportFormat>(['plantoeat', 'myrecipebox']);

/** "PT25M" for a number of minutes, the form recipeToDraft reads; undefined for none. */
export function isoMinutes(minutes: number | null | undefined): string | undefined {
  return minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0 ? undefined : `PT${Math.round(minutes)}M`;
}

/** A path's last part without its extension: a recipe's name when the file gives none. */
export function baseName(path: string): string {
  const last = path.split('/').pop() ?? path;
  return last.replace(/\.[^.]+$/, '');
}

/** The folder a path is in ("" at the top). */
export function folderOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at);
}

const imageExtension = /\.(?:jpe?g|png|webp|gif|avif|heic)$/i;
export const isImagePath = (path: string) => imageExtension.test(path);
