import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createUser } from './test/factories.ts';
import { TestClient } from './test/http-client.ts';
import { describeEachDatabase } from './test/test-server.ts';

/** The only API routes that answer without a session. Adding to this list is a security decision. */
const publicApiRoutes = new Set([
  'GET /api/health',
  'GET /api/auth-config',
  // Sign-up's live password feedback: nobody is signed in yet. It stores nothing and is limited per client.
  'POST /api/password-check',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/assets/init.js',
  'GET /api/docs/assets/:file',
  // The .ics feed: calendar apps send no cookies, so its secret address (256 random bits, rotatable) is the
  // credential. docs/decisions/0010-meal-plans.md
  'GET /api/calendar/:file',
  // Who invites, and why: people open an invitation link before they have an account. The code (160 random
  // bits) is the credential; look-ups are rate limited per client address. docs/decisions/0013-invitations.md
  'GET /api/invitations/lookup/:code',
  // A recipe its owner shared: a visitor has no account. The token (256 random bits, revocable) is the credential;
  // reads are rate limited per client address. docs/decisions/0080-sharing-a-recipe.md
  'GET /api/shared-recipes/:token',
  'GET /api/shared-recipes/:token/photo',
  // The weekly email's one-click unsubscribe (RFC 8058): mail programs POST it with no cookie. The token (an HMAC of
  // the person's id under AUTH_SECRET) is the credential; both are rate limited per client address.
  // docs/decisions/0084-the-weekly-digest.md
  'GET /api/digest/unsubscribe',
  'POST /api/digest/unsubscribe',
  'ALL /api/*', // the API's own "Not found"
]);

describeEachDatabase('the HTTP surface', (server) => {
  it('answers 401 on every API route but the public ones when signed out (walks the router)', async () => {
    const app = createApp(server().ctx);
    const routes = app.routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('/*'));
    const privateRoutes = routes.filter((r) => !publicApiRoutes.has(`${r.method} ${r.path}`));
    expect(privateRoutes.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/me');
    expect(privateRoutes.map((r) => `${r.method} ${r.path}`)).toContain('PUT /api/me/setup');

    const client = new TestClient(server().baseUrl);
    for (const route of privateRoutes) {
      const url = route.path.replace(/:[^/]+/g, 'some-id');
      const res = await client.request(route.method, url, route.method === 'GET' ? {} : { body: {} });
      expect({ route: `${route.method} ${route.path}`, status: res.status, error: typeof res.body.error }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
        error: 'string',
      });
    }
  });

  it('refuses the NUL character in a path, a query or a JSON body with 400, before anything is stored', async () => {
    const user = await createUser(server().ctx, { userType: 'regular' });
    const client = new TestClient(server().baseUrl);
    const [name, value] = user.cookie.split('=') as [string, string];
    client.cookies.set(name, value);
    const attempts = [
      client.post('/api/recipes', { title: 'Nul\u0000 soup' }),
      client.patch('/api/me', { name: 'A\u0000B' }),
      client.get('/api/recipes/abc%00def'),
      client.get('/api/catalogue?q=lentil%00'),
      new TestClient(server().baseUrl).post('/api/auth/sign-up/email', {
        name: 'N\u0000',
        email: 'nul@example.com',
        password: 'a long password',
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Text cannot contain the NUL character');
    }
    expect((await client.get('/api/recipes')).body).toEqual([]);
    // Text that merely mentions a backslash or a zero is fine.
    expect((await client.post('/api/recipes', { title: 'Salt \\ pepper 0000' })).status).toBe(201);
  });

  it('reports health when the database answers', async () => {
    const res = await new TestClient(server().baseUrl).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404, signed in or not', async () => {
    const user = await createUser(server().ctx, { userType: 'regular' });
    const client = new TestClient(server().baseUrl);
    const [name, value] = user.cookie.split('=') as [string, string];
    client.cookies.set(name, value);
    const res = await client.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('sends security headers: a CSP without inline script, no framing, nosniff, a referrer policy', async () => {
    const res = await new TestClient(server().baseUrl).get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same security headers on every kind of answer, over a socket and in process', async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const user = await createUser(server().ctx, { userType: 'regular' });
    const signedIn = new TestClient(server().baseUrl);
    const [name, value] = user.cookie.split('=') as [string, string];
    signedIn.cookies.set(name, value);
    const answers = {
      'a JSON answer': await signedIn.get('/api/me'),
      'a refusal': await new TestClient(server().baseUrl).get('/api/me'),
      'an unknown address': await signedIn.get('/api/no-such-thing'),
      'a page': await signedIn.get('/meal-planning'),
      'the API reference': await signedIn.get('/api/docs'),
    };
    for (const [kind, res] of Object.entries(answers)) {
      expect({ kind, headers: res.headers }).toMatchObject({ kind, headers: expected });
      expect(res.headers['content-security-policy'], kind).toContain("frame-ancestors 'none'");
      // Swagger UI sets inline styles: only its page allows them.
      expect(String(res.headers['content-security-policy']).includes("'unsafe-inline'"), kind).toBe(kind === 'the API reference');
    }
    const inProcess = await createApp(server().ctx).request('/api/health');
    expect(Object.fromEntries(inProcess.headers)).toMatchObject(expected);
    expect(inProcess.headers.get('content-security-policy')).toBe(answers['a JSON answer'].headers['content-security-policy']);
  });

  it('describes the API in an OpenAPI document generated from the validating schemas, with a reference page', async () => {
    const client = new TestClient(server().baseUrl);
    const doc = await client.get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/me', '/api/me/setup', '/api/auth-config']));
    const setupSchema = doc.body.paths['/api/me/setup'].put.requestBody.content['application/json'].schema;
    expect(setupSchema.properties.userType.enum).toEqual(['regular', 'champion', 'both']);

    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/<script>(?!<\/script>)/);
    const bundle = await client.get('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect((await client.get('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });

  it('serves the built client: hashed assets cached for good, any page path gets index.html', async () => {
    const webDir = mkdtempSync(path.join(os.tmpdir(), 'ck-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Champion Kitchen</title>');
    writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    const app = createApp(server().ctx, { webDir: `${webDir}/` });

    const home = await app.request('/');
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<title>Champion Kitchen</title>');

    const page = await app.request('/meal-planning');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Champion Kitchen</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const deep = await app.request('/accept-invite/abc');
    expect(deep.status).toBe(200);

    const asset = await app.request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');

    const api = await app.request('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'Not found' });
  });
});

describeEachDatabase(
  'under https',
  (server) => {
    it('adds HSTS and marks the session cookie Secure', async () => {
      const res = await new TestClient(server().baseUrl).get('/api/health');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      const signUp = await new TestClient(server().baseUrl, '127.0.0.200').post(
        '/api/auth/sign-up/email',
        { name: 'Secure Sam', email: 'secure-sam@example.com', password: 'correct horse battery staple' },
        { headers: { origin: 'https://kitchen.example' } },
      );
      expect(signUp.status).toBe(200);
      expect(String(signUp.headers['set-cookie'])).toMatch(/Secure/);
    });
  },
  { BASE_URL: 'https://kitchen.example' },
);
