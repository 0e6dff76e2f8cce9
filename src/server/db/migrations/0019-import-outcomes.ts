import { sql, type Kysely } from 'kysely';

/**
 * What became of each recipe of an import, one row each (docs/decisions/0075-import-outcomes-and-progress.md):
 * migration 0018 kept them as two JSON lists on the import's row (`problems`, `recipeIds`), rewritten whole after
 * every recipe, so a file of thousands of recipes cost work that grew with each one. A row per outcome costs the
 * same for the first recipe and the five-thousandth.
 *
 * `position` is the item's place in the file (1, 2, …): the job writes it with the import's `done` in one
 * transaction, so a job started again after a restart goes on after the last position written. Outcomes carried
 * over from 0018's lists have negative positions (they were written before any new one, and never collide with
 * the positions a resumed job writes). `problem` is why a recipe did not come in (a RecipeProblem); `photoLeftOut`
 * and `shortened` (JSON: what was cut) say what a recipe that came in lost; `detail` is given words (a page's
 * refusal). `recipeId` is the recipe made, when one was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recipeImportItem')
    .addColumn('importId', 'text', (c) => c.notNull().references('recipeImport.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('recipeId', 'text')
    .addColumn('problem', 'text')
    .addColumn('detail', 'text')
    .addColumn('photoLeftOut', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shortened', 'text')
    .addPrimaryKeyConstraint('recipe_import_item_pk', ['importId', 'position'])
    .execute();

  interface OldRow {
    id: string;
    problems: string;
    recipeIds: string;
  }
  interface OldProblem {
    name?: unknown;
    problem?: unknown;
    detail?: unknown;
  }
  const failures = new Set(['noTitle', 'unreadable', 'noRecipe', 'quota', 'pageUnreadable']);
  const old = await sql<OldRow>`select "id", "problems", "recipeIds" from "recipeImport"`.execute(db);
  for (const row of old.rows) {
    const recipeIds = JSON.parse(row.recipeIds) as string[];
    const problems = JSON.parse(row.problems) as OldProblem[];
    const items = [
      ...recipeIds.map((recipeId) => ({
        name: '',
        outcome: 'imported',
        recipeId,
        problem: null,
        detail: null,
        photoLeftOut: 0,
        shortened: null,
      })),
      ...problems.map((p) => {
        const problem = typeof p.problem === 'string' ? p.problem : 'unreadable';
        const detail = typeof p.detail === 'string' ? p.detail : null;
        return {
          name: typeof p.name === 'string' ? p.name : '',
          outcome: failures.has(problem) ? 'failed' : 'imported',
          recipeId: null,
          problem: failures.has(problem) ? problem : null,
          detail: problem === 'shortened' ? null : detail,
          photoLeftOut: problem === 'photoLeftOut' ? 1 : 0,
          shortened: problem === 'shortened' ? (detail ?? '[]') : null,
        };
      }),
    ];
    for (const [i, item] of items.entries()) {
      await db
        .insertInto('recipeImportItem' as never)
        .values({ importId: row.id, position: i - items.length, ...item } as never)
        .execute();
    }
  }
  await db.schema.alterTable('recipeImport').dropColumn('problems').execute();
  await db.schema.alterTable('recipeImport').dropColumn('recipeIds').execute();
}
