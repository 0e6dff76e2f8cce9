import type { Shortening } from '../../../shared/recipe-import.ts';
import type { Db } from '../../db/kysely.ts';
import type { RecipeProblem } from './formats/export-format.ts';

/** One recipe that did not come in (or came in without its photo, or shortened): its name, why, and the detail. */
export interface ImportProblem {
  name: string;
  problem: RecipeProblem | 'photoLeftOut' | 'shortened';
  detail?: string;
}

/** What became of one item of the file. */
export type ItemOutcome =
  | { outcome: 'imported'; recipeId: string; photoLeftOut: boolean; shortened: Shortening[] }
  | { outcome: 'skipped' }
  | { outcome: 'failed'; problem: RecipeProblem; detail?: string };

/** Enough problems to act on; the counts stay exact beyond them. */
export const PROBLEMS_KEPT = 500;

const countOf = { imported: 'imported', skipped: 'skipped', failed: 'failed' } as const;

/**
 * Writes the outcome of the item at `position` (from 1) and moves the import's counts and `done` on, in one
 * transaction: a row of its own and one counter update, the same work for the first item and the five-thousandth
 * (decision 0075). A job started again after a restart goes on after `done`; an item written twice (a job that
 * stopped between its recipe and this write) is written once.
 */
export async function recordItem(db: Db, importId: string, position: number, name: string, item: ItemOutcome): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('recipeImportItem')
      .values({
        importId,
        position,
        name,
        outcome: item.outcome,
        recipeId: item.outcome === 'imported' ? item.recipeId : null,
        problem: item.outcome === 'failed' ? item.problem : null,
        detail: item.outcome === 'failed' ? (item.detail ?? null) : null,
        photoLeftOut: item.outcome === 'imported' && item.photoLeftOut ? 1 : 0,
        shortened: item.outcome === 'imported' && item.shortened.length > 0 ? JSON.stringify(item.shortened) : null,
      })
      .onConflict((oc) => oc.columns(['importId', 'position']).doNothing())
      .executeTakeFirst();
    const counted = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    await trx
      .updateTable('recipeImport')
      .set((eb) => ({
        done: position,
        ...(counted ? { [countOf[item.outcome]]: eb(countOf[item.outcome], '+', 1) } : {}),
        updatedAt: new Date().toISOString(),
      }))
      .where('id', '=', importId)
      .execute();
  });
}

/** The import's problems (the first PROBLEMS_KEPT, in the file's order) and the recipes it made, in order. */
export async function importSummary(db: Db, importId: string): Promise<{ problems: ImportProblem[]; recipeIds: string[] }> {
  const made = await db.kysely
    .selectFrom('recipeImportItem')
    .select('recipeId')
    .where('importId', '=', importId)
    .where('recipeId', 'is not', null)
    .orderBy('position')
    .execute();
  const troubled = await db.kysely
    .selectFrom('recipeImportItem')
    .select(['name', 'problem', 'detail', 'photoLeftOut', 'shortened'])
    .where('importId', '=', importId)
    .where((eb) => eb.or([eb('problem', 'is not', null), eb('photoLeftOut', '=', 1), eb('shortened', 'is not', null)]))
    .orderBy('position')
    .limit(PROBLEMS_KEPT)
    .execute();
  const problems: ImportProblem[] = [];
  for (const row of troubled) {
    if (row.problem)
      problems.push({ name: row.name, problem: row.problem as RecipeProblem, ...(row.detail ? { detail: row.detail } : {}) });
    if (Number(row.photoLeftOut) === 1) problems.push({ name: row.name, problem: 'photoLeftOut' });
    if (row.shortened) problems.push({ name: row.name, problem: 'shortened', detail: row.shortened });
  }
  return { problems: problems.slice(0, PROBLEMS_KEPT), recipeIds: made.map((row) => row.recipeId as string) };
}
