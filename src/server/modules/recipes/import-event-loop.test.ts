import { expect, it } from 'vitest';
import { IMPORT_HTML_MAX_CHARS, recipeImportMessages } from '../../../shared/recipe-import.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

describeEachDatabase('recipe import beside other requests', (server) => {
  // Review 14.1: one import of 40,000 nested <div>s kept /api/health waiting 17 s, and a 5 MB one froze the server for minutes.
  it('keeps answering /api/health in under 200 ms while a 5 MB page of nested elements is read, then answers the import', async () => {
    const client = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }));
    const html = '<div>'.repeat(IMPORT_HTML_MAX_CHARS / 5);
    expect(html).toHaveLength(IMPORT_HTML_MAX_CHARS);

    // The importer loads with the first import: loaded here, so that what is timed is reading the page.
    expect((await client.post('/api/recipes/import', { html: '<p>No recipe here</p>' })).status).toBe(422);

    let settled = false;
    const importing = client.post('/api/recipes/import', { html }).finally(() => {
      settled = true;
    });
    const health = new TestClient(server().baseUrl);
    const roundTrips: number[] = [];
    while (!settled) {
      const started = performance.now();
      const res = await health.get('/api/health');
      roundTrips.push(performance.now() - started);
      expect(res.status).toBe(200);
    }
    const res = await importing;

    expect(res.status).toBe(422);
    expect([recipeImportMessages.noRecipe, recipeImportMessages.tooSlow]).toContain(res.body.error);
    // The health checks really ran while the page was being read, and none waited for it.
    expect(roundTrips.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...roundTrips)).toBeLessThan(200);
  });
});
