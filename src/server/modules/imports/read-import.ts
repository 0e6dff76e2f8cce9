import { importFormats, type ImportFormat, type ImportStatus } from '../../../shared/imports.ts';
import { shortenedNotice, type Shortening } from '../../../shared/recipe-import.ts';
import type { Db } from '../../db/kysely.ts';
import { words } from '../../lib/i18n.ts';
import type { ImportRefusal } from './read/import-file-error.ts';
import { importSummary, type ImportProblem } from './import-items.ts';

const refusals: Record<ImportRefusal, () => string> = {
  tooBig: () => words('server.imports.refused.tooBig'),
  tooManyEntries: () => words('server.imports.refused.tooManyEntries'),
  entryTooBig: () => words('server.imports.refused.entryTooBig'),
  totalTooBig: () => words('server.imports.refused.totalTooBig'),
  packedTooTightly: () => words('server.imports.refused.packedTooTightly'),
  pathOutside: () => words('server.imports.refused.pathOutside'),
  zipInZipInZip: () => words('server.imports.refused.zipInZipInZip'),
  damaged: () => words('server.imports.refused.damaged'),
  tooDeep: () => words('server.imports.refused.tooDeep'),
  tooManyLines: () => words('server.imports.refused.tooManyLines'),
  tooManyRecipes: () => words('server.imports.refused.tooManyRecipes'),
  unknownFormat: () => words('server.imports.refused.unknownFormat'),
  empty: () => words('server.imports.refused.empty'),
  tooSlow: () => words('server.imports.refused.tooSlow'),
  stopped: () => words('server.imports.refused.stopped'),
};

function problemWords({ problem, detail }: ImportProblem): string {
  switch (problem) {
    case 'noTitle':
      return words('server.imports.failed.noTitle');
    case 'unreadable':
      return words('server.imports.failed.unreadable');
    case 'noRecipe':
      return words('server.imports.failed.noRecipe');
    case 'quota':
      return words('server.imports.failed.quota');
    case 'pageUnreadable':
      return words('server.imports.failed.pageUnreadable', { detail: detail ?? '' });
    case 'photoLeftOut':
      return words('server.imports.failed.photoLeftOut');
    case 'shortened': {
      // What was cut, in the same words the import dialog uses for one page's recipe, when the row says.
      let cuts: Shortening[] = [];
      try {
        cuts = detail ? (JSON.parse(detail) as Shortening[]) : [];
      } catch {
        cuts = [];
      }
      return shortenedNotice(cuts) ?? words('server.imports.failed.shortened');
    }
  }
}

const isFormat = (value: string | null): value is ImportFormat => value !== null && (importFormats as readonly string[]).includes(value);
const isRefusal = (value: string | null): value is ImportRefusal => value !== null && value in refusals;

/** GET /api/imports/{id}: one of the person's imports, in words of the reader's language; null for none of theirs. */
export async function readImport(db: Db, userId: string, id: string): Promise<ImportStatus | null> {
  const row = await db.kysely.selectFrom('recipeImport').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (!row) return null;
  const { problems, recipeIds } = await importSummary(db, row.id);
  return {
    id: row.id,
    status: row.status,
    format: isFormat(row.format) ? row.format : null,
    fileName: row.fileName,
    // A count made before reading can fall short (an entry holding two recipes): never fewer than are done.
    total: Math.max(row.total, row.done),
    imported: row.imported,
    skipped: row.skipped,
    failed: row.failed,
    error: row.status === 'failed' && isRefusal(row.refusal) ? refusals[row.refusal]() : null,
    errors: problems.map((problem) => ({ name: problem.name, error: problemWords(problem) })),
    recipeIds,
  };
}
