/**
 * How big an export file may be and what it may hold (docs/decisions/0071-reading-other-apps-exports.md): enough
 * for a collection of a few thousand recipes with photos, never enough to fill the server's memory or disk.
 */
export const importLimits = {
  /** The upload itself. */
  fileBytes: 50 * 1024 * 1024,
  /** Entries in a zip (files and folders). */
  zipEntries: 20_000,
  /** One entry, unpacked: a photo or one app's whole database file. */
  entryBytes: 25 * 1024 * 1024,
  /** Every entry of one zip, unpacked, as the zip declares them (and as they turn out: see export-file.ts). */
  totalBytes: 250 * 1024 * 1024,
  /** Unpacked size over packed size of an entry bigger than a megabyte: real files pack at most 10–20 times. */
  compressionRatio: 100,
  /** Zips inside the zip (one app exports a zip of zips): one level, no deeper. */
  nestedZips: 1,
  /** Nesting of objects and arrays in a JSON file. */
  jsonDepth: 64,
  /** Lines of a CSV or text file. */
  textLines: 200_000,
  /** Recipes in one file. */
  recipes: 5_000,
} as const;
