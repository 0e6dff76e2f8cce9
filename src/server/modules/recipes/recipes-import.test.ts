import { readFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { IMPORT_HTML_MAX_CHARS, recipeImportResponseSchema } from '../../../shared/recipe-import.ts';
import { recipeCreateSchema, recipeLimits } from '../../../shared/recipes.ts';
import { fetchMessages } from '../../lib/http-fetch/fetch-error.ts';
import { words } from '../../lib/i18n.ts';
import { clientAs, countRecipes, createUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { startPageServer } from '../../test/page-server.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

const fixture = (name: string) => readFileSync(new URL(`./import/fixtures/${name}`, import.meta.url), 'utf8');

// The pages the server may fetch: a local server, allowed by IMPORT_ALLOWED_HOSTS as an operator would allow an intranet site.
const pages = await startPageServer((req, res) => {
  const send = (status: number, body: string, type = 'text/html; charset=utf-8') => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  if (req.url === '/dal') return send(200, fixture('breadcrumb.html'));
  if (req.url === '/news') return send(200, fixture('news-no-recipe.html'));
  if (req.url === '/photo.jpg') return send(200, 'not really a photo', 'image/jpeg');
  if (req.url === '/to-inside') {
    res.writeHead(302, { location: `http://127.0.0.1:${internalPort}/` });
    return res.end();
  }
  send(404, 'Not found');
});
const internal = await startPageServer((_req, res) => res.end('internal'));
const internalPort = internal.port;

afterAll(async () => {
  await pages.close();
  await internal.close();
});

describeEachDatabase(
  'recipe import API',
  (server) => {
    const signedIn = async () => {
      const user = await createUser(server().ctx, { userType: 'regular' });
      return { user, client: clientAs(server().baseUrl, user) };
    };

    it('needs a signed-in user', async () => {
      const res = await new TestClient(server().baseUrl).post('/api/recipes/import', { html: fixture('minimal.html') });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Sign in to continue');
    });

    it('reads a draft from pasted page source without saving it; the draft can be saved as it is', async () => {
      const { client } = await signedIn();
      const before = await countRecipes(server().ctx);
      const res = await client.post('/api/recipes/import', {
        html: fixture('wordpress-graph.html'),
        url: 'https://allotment-kitchen.example/stew/',
      });
      expect(res.status).toBe(200);
      expect(res.body.recipe).toMatchObject({
        title: 'One-pan chickpea and spinach stew',
        servings: 4,
        prepMinutes: 15,
        cookMinutes: 25,
        tags: ['dinner', 'mediterranean', 'chickpeas', 'one-pan', 'weeknight'],
        dietary: ['vegetarian'],
        sourceUrl: 'https://allotment-kitchen.example/stew/',
      });
      expect(res.body.recipe.ingredients[0]).toMatchObject({ text: '1 tbsp olive oil' });
      expect(res.body.recipe.steps).toHaveLength(3);
      expect(res.body.shortened).toEqual([]);
      expect(recipeImportResponseSchema.safeParse(res.body).success).toBe(true);
      expect(recipeCreateSchema.safeParse(res.body.recipe).success).toBe(true);
      expect(await countRecipes(server().ctx)).toBe(before);

      expect(res.body.existing).toBeNull();

      const saved = await client.post('/api/recipes', res.body.recipe);
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({
        title: 'One-pan chickpea and spinach stew',
        sourceUrl: 'https://allotment-kitchen.example/stew/',
      });
    });

    // Regression: a description over the limit was cut, and steps past it dropped, without a word.
    // Regression: page source pasted with its address written without https:// ("nhs.uk", as copied from a
    // browser's address bar) was refused with 400 for the address, and the page's recipe was never read.
    it.each([
      ['nhs.uk', 'https://nhs.uk'],
      ['www.allotment-kitchen.example/stew/?serves=4', 'https://www.allotment-kitchen.example/stew/?serves=4'],
      ['//allotment-kitchen.example/stew/', 'https://allotment-kitchen.example/stew/'],
    ])('reads pasted page source sent with the address %s, as %s', async (url, sourceUrl) => {
      const { client } = await signedIn();
      const res = await client.post('/api/recipes/import', { html: fixture('wordpress-graph.html'), url });
      expect(res.status).toBe(200);
      expect(res.body.recipe).toMatchObject({ title: 'One-pan chickpea and spinach stew', sourceUrl: new URL(sourceUrl).href });
      expect(recipeImportResponseSchema.safeParse(res.body).success).toBe(true);
    });

    it('says what it cut to fit, and the cut draft can still be saved as it is', async () => {
      const { client } = await signedIn();
      const recipe = {
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Long-winded porridge',
        description: 'Creamy, filling and cheap. '.repeat(100),
        recipeIngredient: ['80 g oats', '300 ml milk'],
        recipeInstructions: Array.from({ length: recipeLimits.steps + 2 }, (_, i) => `Stir for ${i + 1} minutes.`),
      };
      const html = `<html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body></body></html>`;
      const res = await client.post('/api/recipes/import', { html });
      expect(res.status).toBe(200);
      expect(res.body.shortened).toEqual([
        { field: 'description', kind: 'shortened', count: 1 },
        { field: 'steps', kind: 'leftOut', count: 2 },
      ]);
      expect(res.body.recipe.description).toMatch(/…$/);
      expect(recipeImportResponseSchema.safeParse(res.body).success).toBe(true);
      expect((await client.post('/api/recipes', res.body.recipe)).status).toBe(201);
    });

    // Regression: importing the same page twice made a second copy without a word.
    it('names the recipe already in the collection from the same page, and only the person’s own', async () => {
      const { client } = await signedIn();
      const { client: other } = await signedIn();
      const url = `${pages.origin}/dal`;
      const first = await client.post('/api/recipes/import', { url });
      const saved = await client.post('/api/recipes', first.body.recipe);
      expect(saved.status).toBe(201);

      const again = await client.post('/api/recipes/import', { url });
      expect(again.status).toBe(200);
      expect(again.body.existing).toEqual({ id: saved.body.id, title: 'Green lentil dal' });
      expect(recipeImportResponseSchema.safeParse(again.body).success).toBe(true);
      expect((await other.post('/api/recipes/import', { url })).body.existing).toBeNull();

      // A deleted one is not offered.
      expect((await client.delete(`/api/recipes/${saved.body.id}`)).status).toBe(204);
      expect((await client.post('/api/recipes/import', { url })).body.existing).toBeNull();
    });

    it('fetches a page by its address', async () => {
      const { client } = await signedIn();
      const before = await countRecipes(server().ctx);
      const res = await client.post('/api/recipes/import', { url: `${pages.origin}/dal` });
      expect(res.status).toBe(200);
      expect(res.body.recipe).toMatchObject({
        title: 'Green lentil dal',
        servings: 4,
        dietary: ['vegan', 'gluten-free'],
        sourceUrl: `${pages.origin}/dal`,
      });
      expect(pages.requests.at(-1)?.headers['user-agent']).toBe('ChampionKitchen/1.0 recipe importer');
      expect(await countRecipes(server().ctx)).toBe(before);
    });

    it.each([
      ['the app itself', () => `${server().baseUrl}/api/health`],
      ['localhost', () => `http://localhost:${pages.port}/dal`],
      ['IPv6 loopback', () => `http://[::1]:${pages.port}/dal`],
      ['an IPv4-mapped loopback address', () => `http://[::ffff:127.0.0.1]:${pages.port}/dal`],
      ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
      ['a private network', () => 'http://10.0.0.1/recipes/soup'],
      ['a redirect from an allowed host to an internal one', () => `${pages.origin}/to-inside`],
    ])('refuses %s with 422 and says why', async (_label, url) => {
      const { client } = await signedIn();
      const before = internal.connections;
      const res = await client.post('/api/recipes/import', { url: url() });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: words(fetchMessages.blocked), code: 'UNPROCESSABLE' });
      expect(internal.connections).toBe(before);
    });

    it('answers 422 with a clear message when the page holds no recipe or cannot be read', async () => {
      const { client } = await signedIn();
      const before = await countRecipes(server().ctx);
      const pasted = await client.post('/api/recipes/import', { html: fixture('news-no-recipe.html') });
      expect([pasted.status, pasted.body.error]).toEqual([422, words('server.import.noRecipe')]);
      const fetched = await client.post('/api/recipes/import', { url: `${pages.origin}/news` });
      expect([fetched.status, fetched.body.error]).toEqual([422, words('server.import.noRecipe')]);
      const photo = await client.post('/api/recipes/import', { url: `${pages.origin}/photo.jpg` });
      expect([photo.status, photo.body.error]).toEqual([422, 'That address is not a web page (it sent image/jpeg)']);
      const missing = await client.post('/api/recipes/import', { url: `${pages.origin}/gone` });
      expect([missing.status, missing.body.error]).toEqual([422, 'The page answered with an error (HTTP 404)']);
      expect(await countRecipes(server().ctx)).toBe(before);
    });

    it.each([
      ['neither url nor html', {}, words('validation.import.nothingToRead')],
      ['a url that is not text', { url: 42 }, words('validation.import.badUrl')],
      ['html that is not text', { html: ['<p>'] }, 'The page source must be text'],
      ['both of the wrong type', { url: 1, html: 2 }, words('validation.import.badUrl')],
      ['empty html', { html: '' }, 'The page source is empty'],
      ['an ftp url', { url: 'ftp://example.com/recipe' }, words('validation.import.badUrl')],
      ['a javascript: url', { url: 'javascript:alert(1)' }, words('validation.import.badUrl')],
      ['a url that is not one', { url: 'recipes please' }, words('validation.import.badUrl')],
      ['a file url with html', { html: '<p>x</p>', url: 'file:///etc/passwd' }, words('validation.import.badUrl')],
      ['a path alone with html', { html: '<p>x</p>', url: '/classic-greek-salad-recipe' }, words('validation.import.badUrl')],
      ['an address with a user name', { url: 'cook@allotment-kitchen.example/stew' }, words('validation.import.badUrl')],
      ['unknown keys', { url: 'https://example.com/', save: true }, 'This form has no field named save'],
    ])('answers 400 to %s, saving nothing', async (_label, body, message) => {
      const { client } = await signedIn();
      const before = await countRecipes(server().ctx);
      const res = await client.post('/api/recipes/import', body);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
      expect(res.body.error).toBe(message);
      expect(await countRecipes(server().ctx)).toBe(before);
    });

    it('answers 400 to pasted source over 5,000,000 characters', async () => {
      const { client } = await signedIn();
      const res = await client.post('/api/recipes/import', { html: 'x'.repeat(IMPORT_HTML_MAX_CHARS + 1) });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(words('validation.import.htmlTooLarge'));
    });

    it('is described in the OpenAPI document', async () => {
      const doc = await new TestClient(server().baseUrl).get('/api/openapi.json');
      const operation = doc.body.paths['/api/recipes/import'].post;
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '422']));
      expect(Object.keys(operation.requestBody.content['application/json'].schema.properties)).toEqual(['url', 'html', 'language']);
    });
  },
  { IMPORT_ALLOWED_HOSTS: pages.host },
);
