import { readFileSync } from 'node:fs';
import { beforeEach, expect, it, vi } from 'vitest';
import { IMPORT_HTML_MAX_CHARS } from '../../../shared/recipe-import.ts';
import { words } from '../../lib/i18n.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

const fixture = (name: string) => readFileSync(new URL(`./import/fixtures/${name}`, import.meta.url), 'utf8');

/**
 * The page reader as this process's module graph holds it: it counts its calls and reads as the real one does.
 * vi.mock reaches only the test's own modules; the importer's worker threads load the real reader themselves. So
 * a call counted here is a page read on the server's event loop, and none counted while imports are answered is
 * proof that they were read elsewhere. (This replaces a test that timed /api/health beside an import: on a busy
 * machine the figure failed for reasons of its own. The event loop's delay during imports is now measured by
 * `npm run bench`, which prints it.)
 */
const onTheEventLoop = vi.hoisted(() => ({ reads: 0 }));
vi.mock('./import/extract-recipe.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./import/extract-recipe.ts')>();
  return {
    ...real,
    extractRecipe: (...args: Parameters<typeof real.extractRecipe>) => {
      onTheEventLoop.reads++;
      return real.extractRecipe(...args);
    },
    extractRecipeFromJson: (...args: Parameters<typeof real.extractRecipeFromJson>) => {
      onTheEventLoop.reads++;
      return real.extractRecipeFromJson(...args);
    },
  };
});

beforeEach(() => {
  onTheEventLoop.reads = 0;
});

it('counts a page read in this process, so that the tests below can count on it', async () => {
  const { extractRecipe } = await import('./import/extract-recipe.ts');
  expect(extractRecipe(fixture('minimal.html'))).not.toBeNull();
  expect(onTheEventLoop.reads).toBe(1);
});

describeEachDatabase('recipe import, read in a worker thread', (server) => {
  const signedIn = async () => clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }));

  it('reads a pasted page in a worker thread, never on the event loop', async () => {
    const res = await (await signedIn()).post('/api/recipes/import', { html: fixture('wordpress-graph.html') });
    expect(res.status, res.text).toBe(200);
    expect(res.body.recipe).toMatchObject({ title: 'One-pan chickpea and spinach stew' });
    expect(onTheEventLoop.reads).toBe(0);
  });

  // Review 14.1: one import of 40,000 nested <div>s kept /api/health waiting 17 s, and a 5 MB one froze the server for minutes.
  it('reads a 5 MB page of nested elements in a worker thread, and answers the import', async () => {
    const html = '<div>'.repeat(IMPORT_HTML_MAX_CHARS / 5);
    expect(html).toHaveLength(IMPORT_HTML_MAX_CHARS);
    const res = await (await signedIn()).post('/api/recipes/import', { html });
    expect(res.status, res.text).toBe(422);
    expect([words('server.import.noRecipe'), words('server.import.tooSlow')]).toContain(res.body.error);
    expect(onTheEventLoop.reads).toBe(0);
  });
});
