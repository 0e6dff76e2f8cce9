import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { addDays, toIsoDate, weekStartOf } from '../shared/meal-plans.ts';
import { createApp } from './app.ts';
import { clientAs, createUser, type TestUser } from './test/factories.ts';
import { apiRoutes, openApiPath, pathParams, routerApiRoutes, type ApiRoute } from './test/route-list.ts';
import { describeEachDatabase, type TestServer } from './test/test-server.ts';

/**
 * Every route of the router, and a few of better-auth's, takes generated hostile requests: odd bodies, query
 * strings, headers and path segments. Whatever arrives, the answer is below 500; a 4xx is JSON with an
 * `error` string and leaves every table as it was (no partial write).
 */

/** Runs per route and database: enough to reach each route's validation many ways, bounded for 2 cores. */
const RUNS = Number(process.env.CK_HOSTILE_RUNS ?? 12);

const monday = weekStartOf(toIsoDate(new Date()), 'monday');
const range = { from: monday, to: addDays(monday, 6) };

/** better-auth's endpoints behind /api/auth/* (one catch-all in the router) that take a body from anyone. */
const authRoutes: ApiRoute[] = [
  { method: 'POST', path: '/api/auth/sign-up/email' },
  { method: 'POST', path: '/api/auth/sign-in/email' },
  { method: 'POST', path: '/api/auth/request-password-reset' },
  { method: 'POST', path: '/api/auth/reset-password' },
];

interface World {
  participant: TestUser;
  /** Admin, champion and participant at once: every role's routes get past their role check to validation. */
  superuser: TestUser;
  ids: string[];
  invitationCode: string;
  feedFile: string;
  photoId: string;
  /** The token of the participant's recipe shared by a public link. */
  shareToken: string;
}

/** A valid body per route where one exists; generated requests start from it and break one thing. */
const seeds = (w: World): Record<string, Record<string, unknown>> => ({
  'POST /api/password-check': { password: 'a walk by the river at noon', name: 'Hostile Person', email: 'hostile@example.com' },
  'PATCH /api/me': { householdSize: 3, dietaryNeeds: ['vegan'], weekStart: 'monday', language: 'en-US', measures: 'us' },
  'PUT /api/me/setup': { name: 'Hostile Person', userType: 'both' },
  // Never the real address: the account would be gone for the rest of the run.
  'DELETE /api/me': { confirmEmail: 'someone-else@example.com', password: 'not the password of anyone' },
  'POST /api/recipes': {
    title: 'Hostile stew',
    description: 'Warm',
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 20,
    ingredients: [{ text: '1 onion' }],
    steps: [{ text: 'Chop.' }],
    tags: ['dinner'],
    dietary: ['vegan'],
  },
  'POST /api/recipes/import': { html: '<html><body><h1>Not a recipe</h1></body></html>' },
  'PATCH /api/recipes/:id': { isFavorite: true, title: 'Renamed' },
  'POST /api/catalogue': { title: 'Hostile salad', servings: 2, ingredients: [{ text: 'leaves' }] },
  'POST /api/catalogue/:id/save': {},
  'POST /api/meal-plan/entries': { date: monday, mealType: 'lunch', text: 'Leftovers' },
  'PATCH /api/meal-plan/entries/:id': { text: 'Soup again', servings: 2 },
  'POST /api/meal-plan/copy-week': { from: monday, to: addDays(monday, 7) },
  'POST /api/meal-plan/clear-week': { weekStart: monday },
  'POST /api/shopping-list/items': { text: 'bin bags' },
  'PATCH /api/shopping-list/items/:id': { checked: true },
  'POST /api/invitations': { kind: 'participant', maxUses: 5 },
  'POST /api/invitations/accept': { code: w.invitationCode },
  'POST /api/champion/recommendations': { recipeId: w.ids[0], note: 'Try it' },
  'POST /api/champion/goals': { kind: 'cook-meals', target: 3, startWeek: monday, endWeek: addDays(monday, 21) },
  'PATCH /api/champion/goals/:id': { target: 2, text: 'Fruit daily', startWeek: monday, endWeek: addDays(monday, 7) },
  'PUT /api/me/goals/:id/done': { done: true },
  'POST /api/champion/messages': { text: 'Hostile hello', recipeId: w.ids[3] },
  'PUT /api/me/check-in': { mood: 3, note: 'Fine' },
  'POST /api/admin/champions': { email: 'nobody-here@example.com' },
  'POST /api/auth/sign-up/email': { name: 'Hostile', email: 'hostile@example.com', password: 'correct horse battery staple' },
  'POST /api/auth/sign-in/email': { email: w.participant.email, password: 'wrong password entirely' },
  'POST /api/auth/request-password-reset': { email: 'nobody@example.com', redirectTo: '/reset-password' },
  'POST /api/auth/reset-password': { token: 'not-a-token', newPassword: 'correct horse battery staple' },
});

const routeQuery: Record<string, Record<string, string>> = {
  'GET /api/meal-plan': range,
  'GET /api/shopping-list': range,
  'POST /api/shopping-list/items': range,
  'PATCH /api/shopping-list/items/:id': range,
  'DELETE /api/shopping-list/items/:id': range,
  'GET /api/catalogue': { q: 'soup', limit: '10' },
  'GET /api/recipes': { filter: 'all', limit: '10' },
  'GET /api/champion/progress': { weeks: '8' },
  'GET /api/me/progress': { weeks: '4' },
};

// --- what is generated ---------------------------------------------------------------------------------

const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  '\r\nX-Injected: 1',
  '\u202eevil',
  '\ud800',
  '\uffff',
  '🍕'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; drop table recipe; --',
  '../../etc/passwd',
  '%00',
  'NaN',
  'null',
  'true',
  '1e309',
  '-0',
  '0x10',
  '2024-02-30',
  '9999-12-31',
  '0000-00-00',
  '__proto__',
  'javascript:alert(1)',
];

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...oddStrings),
  // Past every text limit, yet under the 1 MB body limit.
  fc.integer({ min: 201, max: 120_000 }).map((n) => 'x'.repeat(n)),
);

/** Objects and arrays nested `depth` deep; shown by its depth alone, which fast-check could not print whole. */
class DeepValue {
  constructor(readonly depth: number) {}
  /** Written out directly: JSON.stringify of such a value would overflow this test's own stack. */
  text(): string {
    let text = '"bottom"';
    for (let i = 0; i < this.depth; i++) text = i % 2 ? `[${text}]` : `{"a":${text}}`;
    return text;
  }
  [fc.toStringMethod]() {
    return `DeepValue(${this.depth})`;
  }
}
const deepNesting = fc.integer({ min: 200, max: 5000 }).map((n) => new DeepValue(n));

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, null, true, false, [], {}),
  fc.array(hostileString, { maxLength: 300 }),
  deepNesting,
);

const invalidJsonText = fc.oneof(
  fc.constantFrom('{', '{"a":', "{'a':1}", '[1,]', 'undefined', '\ufeff{}', '{"a":1}{"b":2}', 'nul', '"unterminated', '{"a":"\u0000"}'),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer({ min: 1000, max: 50_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
);

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json;;;',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=hostile',
  'image/png',
  'application/octet-stream',
  'garbage',
  '',
];

/** Path segments: a real id now and then (to get past "not found" to validation), otherwise odd ones, sent as written. */
const rawSegments = [
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%2F..%2F..%2Fetc%2Fpasswd',
  '%5C',
  '%00',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '-1',
  '0',
  '1e999',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  "'",
  '%27%20OR%201%3D1',
  'x'.repeat(300),
  '%F0%9F%8D%95',
  '00000000-0000-0000-0000-000000000000',
];

/** encodeURIComponent, which throws on a lone surrogate: such text is sent as the replacement character. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'undefined').toString('base64url');

/** Cursors as a client could forge them: base64url JSON of shapes near the real ones ({s, v: [...]}, [date, id]) and far. */
const forgedCursor = fc
  .oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record({
      s: fc.oneof(fc.constantFrom('relevance', 'newest', 'quickest', 'title'), fc.jsonValue({ maxDepth: 1 })),
      v: fc.array(fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom(...oddStrings), fc.double())),
    }),
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...oddStrings),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      ),
      // Short enough for the request line: Node refuses longer headers itself (431) before the app sees them.
      hostileString.filter((t) => t.length < 3000),
    ),
  )
  .map(base64url);

type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'seed-changed'; key: string; value: unknown }
  | { kind: 'seed-without'; key: string };

interface Generated {
  identity: 'participant' | 'superuser' | 'signedOut';
  segments: ({ real: true } | { raw: string } | { text: string })[];
  query: ({ real: true } | { pairs: [string, string][] } | { rawQuery: string } | { cursor: string })[];
  body: BodySpec;
  contentType: string | null;
  accept: string;
  sameOrigin: boolean;
}

function generated(route: ApiRoute, bodyKeys: string[], queryKeys: string[]): fc.Arbitrary<Generated> {
  const keyArb = fc.oneof(fc.constantFrom(...bodyKeys, '__proto__', 'constructor', 'id', 'userId', 'role'), fc.string({ maxLength: 12 }));
  const segment = fc.oneof(
    { weight: 2, arbitrary: fc.constant({ real: true } as const) },
    fc.constantFrom(...rawSegments).map((raw) => ({ raw })),
    hostileString.filter((s) => s.length > 0 && s.length < 2000).map((text) => ({ text })),
  );
  const queryValue = fc.oneof(
    hostileString.filter((s) => s.length < 3000),
    fc.constantFrom(monday, '2024-13-45', '-5', '0', '99999'),
  );
  const queryKey = fc.oneof(
    fc.constantFrom(...queryKeys, 'from', 'to', 'q', 'limit', 'cursor', '__proto__', 'tags'),
    fc.string({ maxLength: 8 }),
  );
  const query = fc.oneof(
    fc.constant({ real: true } as const),
    fc.array(fc.tuple(queryKey, queryValue), { maxLength: 6 }).map((pairs) => ({ pairs })),
    fc.constantFrom('%', '%ZZ', 'from=%E0%A4%A', '&&&==', 'from&to', 'limit=1&limit=2&limit=3', '?').map((rawQuery) => ({ rawQuery })),
    // The route's own query with a forged cursor, where the route pages by one.
    ...(queryKeys.includes('cursor') ? [{ weight: 3, arbitrary: forgedCursor.map((cursor) => ({ cursor })) }] : []),
  );
  const body: fc.Arbitrary<BodySpec> = fc.oneof(
    fc.constant({ kind: 'none' } as const),
    fc.jsonValue({ maxDepth: 4 }).map((value) => ({ kind: 'json', value }) as const),
    invalidJsonText.map((text) => ({ kind: 'raw', text }) as const),
    { weight: 4, arbitrary: fc.tuple(keyArb, hostileValue).map(([key, value]) => ({ kind: 'seed-changed', key, value }) as const) },
    fc.constantFrom(...bodyKeys, 'x').map((key) => ({ kind: 'seed-without', key }) as const),
  );
  return fc.record({
    identity: fc.constantFrom('participant', 'superuser', 'signedOut'),
    segments: fc.tuple(...pathParams(route.path).map(() => segment)),
    query: fc.tuple(query),
    body,
    contentType: fc.option(fc.constantFrom(...contentTypes), { freq: 2 }),
    accept: fc.constantFrom('application/json', '*/*', 'text/html', 'application/xml', '', 'garbage/;;'),
    sameOrigin: fc.boolean(),
  });
}

// --- sending it --------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** Raw HTTP, so that nothing is normalised or added on the way: no default content type, the path as written. */
function send(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const url = new URL(baseUrl);
  const all = { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) };
  return new Promise((resolve, reject) => {
    // A connection of its own: a kept-alive socket the server has just closed would fail the next request.
    const req = httpRequest({ method, hostname: url.hostname, port: url.port, path, headers: all, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

function realSegment(name: string, route: ApiRoute, w: World, index: number): string {
  if (name === 'code') return w.invitationCode;
  if (name === 'token') return w.shareToken;
  if (name === 'file') return route.path.startsWith('/api/calendar') ? w.feedFile : 'swagger-ui.css';
  if (name === 'size') return 'thumb';
  if (route.path.startsWith('/api/photos')) return w.photoId;
  return w.ids[index % w.ids.length] ?? 'none';
}

function buildRequest(server: TestServer, route: ApiRoute, w: World, g: Generated, seed: Record<string, unknown> | undefined) {
  const key = `${route.method} ${route.path}`;
  const names = pathParams(route.path);
  let i = 0;
  const path = route.path.replace(/:(\w+)/g, () => {
    const s = g.segments[i];
    const name = names[i] ?? '';
    i += 1;
    if (!s || 'real' in s) return realSegment(name, route, w, i);
    return 'raw' in s ? s.raw : encode(s.text);
  });
  const q = g.query[0];
  let search = '';
  if (!q || 'real' in q) {
    const real = routeQuery[key];
    search = real ? `?${new URLSearchParams(real)}` : '';
  } else if ('cursor' in q) {
    search = `?${new URLSearchParams({ ...routeQuery[key], cursor: q.cursor })}`;
  } else if ('pairs' in q) {
    search = q.pairs.length ? `?${q.pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : '';
  } else {
    search = `?${q.rawQuery}`;
  }

  let body: string | undefined;
  const b = g.body;
  if (b.kind === 'json') body = JSON.stringify(b.value);
  else if (b.kind === 'raw') body = b.text;
  else if (b.kind === 'seed-changed' && b.value instanceof DeepValue) {
    const marker = '\u2063deep\u2063';
    body = JSON.stringify({ ...seed, [b.key]: marker }).replace(JSON.stringify(marker), b.value.text());
  } else if (b.kind === 'seed-changed') body = JSON.stringify({ ...seed, [b.key]: b.value });
  else if (b.kind === 'seed-without') {
    const { [b.key]: _gone, ...rest } = seed ?? {};
    body = JSON.stringify(rest);
  }
  // NUL in a header is refused by Node before sending: nobody can send it, so it is not generated.
  const headers: Record<string, string> = { accept: g.accept };
  const contentType = g.contentType ?? (body === undefined ? null : 'application/json');
  if (contentType !== null) headers['content-type'] = contentType;
  if (g.sameOrigin) headers.origin = new URL(server.baseUrl).origin;
  const user = g.identity === 'signedOut' ? null : w[g.identity];
  if (user) headers.cookie = user.cookie;
  return { path: path + search, headers, body };
}

// --- the database, before and after ------------------------------------------------------------------------

/** The tables a refused request must leave alone: all but the attempt counters (ours and better-auth's), which
 * refused requests write on purpose, and the migrations' own. Looked up once: catalogue queries are slow. */
async function tablesOf(server: TestServer): Promise<string[]> {
  const tables = await server.ctx.db.kysely.introspection.getTables();
  return tables.map((t) => t.name).filter((name) => name !== 'rateLimit' && !name.startsWith('kysely_'));
}

/** Every table's rows, as text. */
async function snapshot(server: TestServer, tables: string[]): Promise<Record<string, string>> {
  const { kysely } = server.ctx.db;
  const out: Record<string, string> = {};
  await Promise.all(
    tables.map(async (table) => {
      const rows = await kysely
        .selectFrom(table as never)
        .selectAll()
        .execute();
      out[table] = rows
        .map((r) => JSON.stringify(r))
        .sort()
        .join('\n');
    }),
  );
  return out;
}

// --- forged cursors ------------------------------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Queries of each paging route that have a next page, so that a real cursor can be taken and then broken. */
const pagedQueries: Record<string, Record<string, string>[]> = {
  'GET /api/recipes': [{ limit: '1' }, { filter: 'all', limit: '1' }],
  'GET /api/recipes/deleted': [{ limit: '1' }],
  'GET /api/invitations': [{ limit: '1' }],
  'GET /api/catalogue': [
    { sort: 'newest', limit: '1' },
    { sort: 'quickest', limit: '1' },
    { sort: 'title', limit: '1' },
    { sort: 'relevance', q: 'hostile', limit: '1' },
  ],
  // A smart collection runs the catalogue's search, cursor and all (the test makes one of the whole catalogue).
  'GET /api/collections/:id/recipes': [{ limit: '1' }],
};

/** The paths to every leaf of a JSON value. */
function leaves(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [at];
}

/** The value with the leaf at `at` replaced, or removed when the replacement is undefined. */
function replaceAt(value: Json, at: (string | number)[], replacement: Json | undefined): Json {
  if (at.length === 0) return replacement ?? null;
  const [head, ...rest] = at as [string | number, ...(string | number)[]];
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  if (rest.length === 0 && replacement === undefined) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else delete copy[head];
    return copy as Json;
  }
  copy[head] = replaceAt(copy[head] as Json, rest, replacement);
  return copy as Json;
}

/** A leaf made wrong whatever it stood for: another type, NUL, past every length, negative or fractional. */
const wrongLeaf = (old: Json): fc.Arbitrary<Json | undefined> => {
  const otherType = fc.constantFrom<Json>(null, true, [], {}, ['x'], { a: 1 }, typeof old === 'number' ? String(old) : 7);
  const removed = fc.constant(undefined);
  if (typeof old === 'string') return fc.oneof(otherType, removed, fc.constantFrom(`${old}\u0000`, '\u0000', `${old}${'x'.repeat(5000)}`));
  if (typeof old === 'number') return fc.oneof(otherType, removed, fc.constantFrom(-1 - old, old + 0.5, -0.5));
  return fc.oneof(otherType, removed);
};

/** A real cursor, decoded, broken in one place (or wrapped, or grown), encoded again. */
const brokenCursor = (real: Json): fc.Arbitrary<string> => {
  const paths = leaves(real);
  const oneLeaf = fc
    .constantFrom(...paths)
    .chain((at) => fc.tuple(fc.constant(at), wrongLeaf(at.reduce<any>((v, k) => v[k], real))))
    .map(([at, replacement]) => replaceAt(real, at, replacement));
  const grown = fc.constant(Array.isArray(real) ? [...real, 'extra'] : { ...(real as object), extra: 1 }) as fc.Arbitrary<Json>;
  const wrapped = fc.constantFrom<Json>([real], { cursor: real }, JSON.stringify(real));
  return fc.oneof({ weight: 4, arbitrary: oneLeaf }, grown, wrapped).map(base64url);
};

// --- the tests --------------------------------------------------------------------------------------------

async function arrange(server: TestServer): Promise<World> {
  const { ctx, baseUrl } = server;
  const participant = await createUser(ctx, { userType: 'regular' });
  const superuser = await createUser(ctx, { userType: 'both', role: 'admin' });
  const mine = clientAs(baseUrl, participant);
  const boss = clientAs(baseUrl, superuser);
  const ok = <T extends { status: number; body: any }>(res: T, what: string): T => {
    expect(res.status, `arranging ${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res;
  };
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2e8b57' } })
    .png()
    .toBuffer();
  const photo = await fetch(`${baseUrl}/api/photos`, {
    method: 'POST',
    headers: { cookie: participant.cookie, 'content-type': 'image/png' },
    body: new Uint8Array(png),
  });
  expect(photo.status).toBe(201);
  const photoId = ((await photo.json()) as { id: string }).id;
  const recipe = ok(await mine.post('/api/recipes', { title: 'Hostile target stew' }), 'a recipe');
  const entry = ok(await mine.post('/api/meal-plan/entries', { date: monday, mealType: 'dinner', text: 'Picnic' }), 'an entry');
  const item = ok(await mine.post(`/api/shopping-list/items?${new URLSearchParams(range)}`, { text: '2 l milk' }), 'an item');
  const feed = ok(await mine.get('/api/meal-plan/calendar'), 'a feed');
  const share = ok(await mine.post(`/api/recipes/${recipe.body.id}/share`), 'a public link');
  const published = ok(await boss.post('/api/catalogue', { title: 'Hostile catalogue bowl' }), 'a catalogue recipe');
  const invitation = ok(await boss.post('/api/invitations', { kind: 'participant', maxUses: 50 }), 'an invitation');
  const recommendation = ok(await boss.post('/api/champion/recommendations', { recipeId: published.body.id }), 'a recommendation');
  const goal = ok(
    await boss.post('/api/champion/goals', { kind: 'free-text', text: 'Fruit daily', startWeek: monday, endWeek: addDays(monday, 7) }),
    'a goal',
  );
  return {
    participant,
    superuser,
    ids: [
      recipe.body.id,
      entry.body.id,
      item.body.id,
      published.body.id,
      invitation.body.id,
      recommendation.body.id,
      goal.body.id,
      superuser.id,
    ],
    invitationCode: invitation.body.code,
    feedFile: String(feed.body.url).split('/').pop() ?? '',
    shareToken: String(share.body.url).split('/').pop() ?? '',
    photoId,
  };
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

describeEachDatabase('hostile input to every route', (server) => {
  let world: World;
  let tables: string[];
  let operations: Record<string, Record<string, OpenApiOperation>>;
  const routes = routerApiRoutes();

  beforeAll(async () => {
    world = await arrange(server());
    tables = await tablesOf(server());
    const doc = (await (await fetch(`${server().baseUrl}/api/openapi.json`)).json()) as { paths: typeof operations };
    operations = doc.paths;
  });

  it('walks the list of routes the running router has', () => {
    expect(routes).toEqual(apiRoutes(createApp(server().ctx)));
    expect(routes).toContainEqual({ method: 'PATCH', path: '/api/recipes/:id' });
  });

  // Regression: `__proto__` and `constructor` were found among the asset names (a plain object), then a 500.
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('answers 404 JSON for the API docs asset %s', async (name) => {
    const res = await send(server().baseUrl, 'GET', `/api/docs/assets/${name}`, {});
    expect([res.status, JSON.parse(res.text)]).toEqual([404, { error: 'Not found' }]);
  });

  // Regression: a large body on a GET was never read, and beside a large answer (an asset) the connection stalled.
  it('refuses a GET that carries a body with 400, at once', async () => {
    const body = JSON.stringify({ filler: 'x'.repeat(200_000) });
    const headers = { 'content-type': 'application/json' };
    const res = await send(server().baseUrl, 'GET', '/api/docs/assets/swagger-ui.css', headers, body);
    expect([res.status, JSON.parse(res.text)]).toEqual([400, { error: 'A GET request cannot have a body', code: 'BAD_REQUEST' }]);
    expect((await send(server().baseUrl, 'GET', '/api/docs/assets/swagger-ui.css', {})).status).toBe(200);
  });

  // Review 14.4: a crafted catalogue cursor gave a 500; every decoded cursor is now checked against its shape.
  it('answers every forged cursor of every paging route with a 400 that says to start again', async () => {
    const client = (user: TestUser) => clientAs(server().baseUrl, user);
    // A second of everything, so that every paging query below has a next page.
    expect((await client(world.participant).post('/api/recipes', { title: 'Hostile second stew' })).status).toBe(201);
    for (const title of ['Hostile binned stew', 'Hostile binned soup']) {
      const made = await client(world.participant).post('/api/recipes', { title });
      expect((await client(world.participant).delete(`/api/recipes/${made.body.id}`)).status).toBe(204);
    }
    expect((await client(world.superuser).post('/api/catalogue', { title: 'Hostile catalogue plate' })).status).toBe(201);
    expect((await client(world.superuser).post('/api/invitations', { kind: 'participant' })).status).toBe(201);
    const smart = await client(world.participant).post('/api/collections', {
      name: 'Hostile by title',
      kind: 'smart',
      search: 'sort=title',
    });
    expect(smart.status).toBe(201);
    const pathOf = (path: string) => path.replace(':id', String(smart.body.id));
    const paging = routes.filter(
      (r) => r.method === 'GET' && operations[openApiPath(r.path)]?.get?.parameters?.some((p) => p.in === 'query' && p.name === 'cursor'),
    );
    expect(paging.map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(pagedQueries).sort());
    for (const route of paging) {
      // Invitations are a champion's; everything else the participant has.
      const who = route.path.startsWith('/api/invitations') ? world.superuser : world.participant;
      for (const query of pagedQueries[`${route.method} ${route.path}`] ?? []) {
        const first = await client(who).get(`${pathOf(route.path)}?${new URLSearchParams(query)}`);
        const real = (first.headers['x-next-cursor'] ?? first.body.nextCursor) as string | undefined;
        expect(real, `${route.path} ${JSON.stringify(query)} has a next page`).toBeTruthy();
        const decoded = JSON.parse(Buffer.from(String(real), 'base64url').toString('utf8')) as Json;
        await fc.assert(
          fc.asyncProperty(brokenCursor(decoded), async (cursor) => {
            const path = `${pathOf(route.path)}?${new URLSearchParams({ ...query, cursor })}`;
            const res = await send(server().baseUrl, 'GET', path, { cookie: who.cookie, accept: 'application/json' });
            const what = `GET ${path.slice(0, 300)} (${Buffer.from(cursor, 'base64url').toString('utf8').slice(0, 200)}) → ${res.status} ${res.text.slice(0, 200)}`;
            expect(res.status, what).toBe(400);
            expect(JSON.parse(res.text), what).toMatchObject({ error: expect.stringMatching(/Go back to the first page/) });
          }),
          { numRuns: RUNS * 4 },
        );
      }
    }
  }, 120_000);

  it.each([...routes, ...authRoutes].map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: never a 5xx; every 4xx is a JSON error and changes nothing',
    async (key, route) => {
      const operation = operations[openApiPath(route.path)]?.[route.method.toLowerCase()];
      const bodyKeys = Object.keys(operation?.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      const queryKeys = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const seed = seeds(world)[key];
      // The database as the previous request left it: one snapshot per request, taken after it.
      let last = await snapshot(server(), tables);

      await fc.assert(
        fc.asyncProperty(generated(route, [...bodyKeys, ...Object.keys(seed ?? {})], queryKeys), async (g) => {
          const { path, headers, body } = buildRequest(server(), route, world, g, seed);
          // A `..` may climb out of /api/ (the URL is normalised as a browser would): then it is no API request.
          if (!new URL(path, server().baseUrl).pathname.startsWith('/api/')) return;
          const res = await send(server().baseUrl, route.method, path, headers, body);
          const what = `${route.method} ${path.slice(0, 400)} → ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, what).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.contentType, what).toContain('application/json');
            const parsed = JSON.parse(res.text) as { error?: unknown };
            expect(typeof parsed.error, what).toBe('string');
            expect(String(parsed.error).length, what).toBeGreaterThan(0);
          }
          const now = await snapshot(server(), tables);
          if (res.status >= 400) expect(now, `${what}: a refused request changed the database`).toEqual(last);
          last = now;
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );
});
