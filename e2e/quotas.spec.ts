import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures.ts';

/** The default QUOTA_RECIPES, which the e2e server runs with. */
const RECIPE_QUOTA = 5_000;

/**
 * Fills the person's collection up to the quota the way a long-time user would have, but at once: copies of one
 * recipe written straight into the e2e server's database (SQLite, which the fixtures' CLI also writes to).
 */
function fillCollection(seedId: string, copies: number) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: global setup exports the e2e server's data directory");
  const db = new Database(path.join(dataDir, 'champion-kitchen.db'));
  try {
    db.pragma('busy_timeout = 10000');
    const columns = (db.pragma('table_info(recipe)') as { name: string }[]).map((c) => `"${c.name}"`);
    const values = columns.map((c) => (c === '"id"' ? `? || n.i` : c === '"title"' ? `'Kept recipe ' || n.i` : c));
    db.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into recipe (${columns.join(', ')}) select ${values.join(', ')} from recipe, n where recipe.id = ?`,
    ).run(copies, `${seedId}-copy-`, seedId);
  } finally {
    db.close();
  }
}

test.describe('quotas', () => {
  test.use({ allowedConsoleErrors: [/status of 409/] });

  // Review 14.3: reaching a quota must say what the limit is and what to do, where the person tried.
  test('a full collection: the recipe editor says the limit and what to do', async ({ page, createUser, signInAs, apiAs }) => {
    const me = await createUser({ name: 'Sam Keeper' });
    const seed = await (await apiAs(me)).post('/api/recipes', { data: { title: 'First recipe' } });
    expect(seed.status()).toBe(201);
    fillCollection(((await seed.json()) as { id: string }).id, RECIPE_QUOTA - 1);

    await signInAs(me);
    await page.goto('/recipe-catalog?tab=mine');
    await page.getByRole('link', { name: 'New recipe', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'New recipe' });
    await editor.getByLabel('Title').fill('One too many');
    await editor.getByRole('button', { name: 'Save recipe' }).click();
    await expect(editor.getByRole('alert')).toHaveText(
      'You have reached the limit of 5,000 recipes. Delete recipes you no longer need, then try again.',
    );
  });
});
