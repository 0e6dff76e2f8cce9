/** Why an export file is refused as a whole; the words for each are the catalogue's `server.imports.refused.*`. */
export type ImportRefusal =
  | 'tooBig'
  | 'tooManyEntries'
  | 'entryTooBig'
  | 'totalTooBig'
  | 'packedTooTightly'
  | 'pathOutside'
  | 'zipInZipInZip'
  | 'damaged'
  | 'tooDeep'
  | 'tooManyLines'
  | 'tooManyRecipes'
  | 'unknownFormat'
  | 'empty'
  | 'tooSlow'
  /** The job gave up (the server stopped it three times): set by the job, never thrown. */
  | 'stopped';

/** A file that is not read at all: nothing of it is imported. `detail` names the entry, for the log. */
export class ImportFileError extends Error {
  constructor(
    readonly reason: ImportRefusal,
    readonly detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'ImportFileError';
  }
}
