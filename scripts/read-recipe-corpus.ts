// Reads a recipe corpus's saved pages the way pasted page source is read by POST /api/recipes/import (the request's
// schema, then the importer with its worker thread, time and memory limits) and prints how much it got right
// (docs/decisions/0070-reading-web-pages.md). The corpus is read where it lies, never copied here.
//
//   npx tsx scripts/read-recipe-corpus.ts /tmp/corpus/tests/test_data            # sites a–m (development)
//   npx tsx scripts/read-recipe-corpus.ts /tmp/corpus/tests/test_data --letters n-z --worst 40
//
// The folder may also be given as RECIPE_CORPUS.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { recipeImportRequestSchema } from '../src/shared/recipe-import.ts';
import { readWebAddress } from '../src/shared/recipe-rules.ts';
import { AppError } from '../src/server/lib/app-error.ts';
import { importRecipe } from '../src/server/modules/recipes/index.ts';
import { corpusPages, parseLetterRange, score, summary, type CorpusPage, type Reading } from './recipe-corpus/corpus-pages.ts';

/** One page as a person would paste it, with the address the corpus gives for it, as the issue's measurement sent it. */
async function readPage(page: CorpusPage, html = readFileSync(page.htmlFile, 'utf8')): Promise<Reading> {
  const started = performance.now();
  const ms = () => performance.now() - started;
  // Some pages' address is given as a path alone ("/greek-salad-recipe"), which is no address: a person pasting the
  // page's source would give its whole address or none, and the API rightly refuses a path (decision 0070).
  const address = page.expected.address === null ? null : readWebAddress(page.expected.address);
  const body = { html, ...(address ? { url: address } : {}) };
  const request = recipeImportRequestSchema.safeParse(body);
  if (!request.success) return { kind: 'refused', status: 400, reason: request.error.issues[0]?.message ?? 'invalid request', ms: ms() };
  try {
    const { recipe } = await importRecipe(request.data, { importAllowedHosts: [] });
    return { kind: 'read', title: recipe.title, ingredients: recipe.ingredients.length, steps: recipe.steps.length, ms: ms() };
  } catch (err) {
    if (err instanceof AppError) return { kind: 'refused', status: err.status, reason: err.message, ms: ms() };
    return { kind: 'refused', status: 500, reason: err instanceof Error ? `${err.name}: ${err.message}` : String(err), ms: ms() };
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { letters: { type: 'string', default: 'a-m' }, worst: { type: 'string', default: '25' } },
});
const folder = positionals[0] ?? process.env.RECIPE_CORPUS;
if (!folder) {
  console.error('Give the corpus folder (recipe-scrapers tests/test_data) as the first argument or as RECIPE_CORPUS.');
  process.exit(2);
}
const range = parseLetterRange(values.letters);
const pages = corpusPages(folder, range);
// The worker thread starts with the first page read; a page of its own starts it, so that no page's time includes it.
await readPage({ name: 'warm-up', htmlFile: '', expected: { title: '', ingredients: [], steps: [], address: null } }, '<p>warm-up</p>');
const scores = [];
for (const page of pages) scores.push(score(page, await readPage(page)));
console.log(`sites ${range.first}–${range.last} of ${folder}`);
for (const line of summary(scores, Number(values.worst))) console.log(line);
// The importer's worker pool keeps its threads a while for the next page; there is none.
process.exit(0);
