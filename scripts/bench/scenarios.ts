import { BENCH_WEEK, PANTRY_SIZE, SHORT_COLLECTION, type BenchUser, type Dataset } from './dataset.ts';
import type { FixedClient, FixedRequest } from './fixed-workload.ts';

export interface Scenario {
  name: string;
  description: string;
  clients: FixedClient[];
  /**
   * The baseline sends each connection the very bytes the scenario answered it (sameBodyBaseline below), not a
   * body of the mean size: for scenarios of one request per connection whose answer does not change.
   */
  sameBody?: boolean;
}

/** Rare, common and two-word queries over the generated catalogue (see words.ts for the frequencies). */
export const SEARCH_QUERIES = [
  'sumac',
  'kohlrabi',
  'yuzu',
  'garlic',
  'dinner',
  'chicken',
  'chicken curry',
  'lemon garlic',
  'spicy soup',
  // A plural found by its stem, two words read as one, and a misspelling answered with "Did you mean"
  // (docs/decisions/0028-stems-and-spellings.md).
  'lemons',
  'chick peas',
  'chiken',
];

/**
 * The needs each person of the "suits everyone at home" scenario has in their profile, in turn: one need, two, and
 * a vegan need, which vegan recipes alone meet (docs/decisions/0065-household-aware-choices.md).
 */
const HOUSEHOLD_NEEDS = [['vegetarian'], ['gluten-free', 'dairy-free'], ['vegan']];

/** Gives each person dietary needs through the API, as their profile would. */
async function giveNeeds(baseUrl: string, people: { cookie: string }[]): Promise<void> {
  await Promise.all(
    people.map(async (person, i) => {
      const res = await fetch(`${baseUrl}/api/me`, {
        method: 'PATCH',
        headers: { cookie: person.cookie, 'content-type': 'application/json', 'x-forwarded-for': clientIp(i + 1) },
        body: JSON.stringify({ dietaryNeeds: HOUSEHOLD_NEEDS[i % HOUSEHOLD_NEEDS.length] }),
      });
      if (res.status !== 200) throw new Error(`giving needs: ${res.status} ${await res.text()}`);
    }),
  );
}

/**
 * Households asked in turn by "what can I make (each household)", each with a pantry of its own from the dataset:
 * so many that each is asked once or twice in a run, so an answer kept from one request could not serve the next.
 */
const HOUSEHOLDS_ASKING = 5_000;

/** The filter of the deep-page scenario: a common tag and a dietary flag, newest first. */
const FILTER = 'tags=dinner&dietary=vegetarian&sort=newest';

/** A distinct client address per virtual user: each is its own client to the rate limiters. */
export const clientIp = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * The cursor of a page deep in the filtered catalogue, found the way a client gets there: following
 * nextCursor from the first page (60 at a time), `depth` recipes down or as far as the results go.
 */
async function deepCursor(baseUrl: string, cookie: string, depth: number): Promise<{ cursor: string; depth: number }> {
  let cursor = '';
  let reached = 0;
  while (reached < depth) {
    const res = await fetch(`${baseUrl}/api/catalogue?${FILTER}&limit=60${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
      headers: { cookie },
    });
    if (res.status !== 200) throw new Error(`walking the catalogue: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { recipes: unknown[]; nextCursor: string | null };
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
    reached += page.recipes.length;
  }
  return { cursor, depth: reached };
}

/** The scenarios of the suite, for `connections` virtual users taken from the dataset. */
export async function buildScenarios(dataset: Dataset, baseUrl: string, connections: number): Promise<Scenario[]> {
  const people = dataset.users.slice(1, connections + 1);
  const heavy = dataset.users[0];
  if (!heavy || people.length === 0) throw new Error('the dataset has no users');
  const each = (requests: (person: (typeof people)[number], i: number) => FixedRequest[]): FixedClient[] =>
    people.map((person, i) => ({ cookie: person.cookie, ip: clientIp(i + 1), requests: requests(person, i) }));
  const week = `from=${BENCH_WEEK.from}&to=${BENCH_WEEK.to}`;
  const deep = await deepCursor(baseUrl, heavy.cookie, Math.floor(dataset.size.catalogue / 20));
  await giveNeeds(baseUrl, people);
  // Every other person's household in turn, as many as the dataset has, spread over the connections.
  const households = dataset.users.slice(1);
  const perConnection = Math.max(1, Math.floor(Math.min(households.length, HOUSEHOLDS_ASKING) / people.length));

  return [
    {
      name: 'session check',
      description: 'GET /api/me',
      clients: each(() => [{ method: 'GET', path: '/api/me' }]),
    },
    {
      name: 'recipe list',
      description: `GET /api/recipes: the first page (100) of the heavy user's ${dataset.size.heavyCollection} recipes`,
      // Every connection is the heavy user, each from an address of its own.
      clients: people.map((_, i) => ({ cookie: heavy.cookie, ip: clientIp(i + 1), requests: [{ method: 'GET', path: '/api/recipes' }] })),
    },
    {
      name: 'short recipe list',
      description: `GET /api/recipes: the whole list of a person with ${SHORT_COLLECTION} short recipes, against a bare route sending the same bytes`,
      // Each connection a different person, each with a collection of their own.
      clients: people.map((_, i) => {
        const person = dataset.shortListUsers[i % dataset.shortListUsers.length] as BenchUser;
        return { cookie: person.cookie, ip: clientIp(i + 1), requests: [{ method: 'GET', path: '/api/recipes' }] };
      }),
      sameBody: true,
    },
    {
      name: 'catalogue search',
      description: `GET /api/catalogue?q=…, in turn: ${SEARCH_QUERIES.join(', ')}`,
      clients: each((_, i) =>
        SEARCH_QUERIES.map((_, k) => ({
          method: 'GET' as const,
          path: `/api/catalogue?q=${encodeURIComponent(SEARCH_QUERIES[(i + k) % SEARCH_QUERIES.length] as string)}`,
        })),
      ),
    },
    {
      name: 'catalogue suits home',
      description: `GET /api/catalogue?q=…&suits=household: the same queries, kept to what suits each person's household (${HOUSEHOLD_NEEDS.map((needs) => needs.join(' + ')).join(', ')})`,
      clients: each((_, i) =>
        SEARCH_QUERIES.map((_, k) => ({
          method: 'GET' as const,
          path: `/api/catalogue?q=${encodeURIComponent(SEARCH_QUERIES[(i + k) % SEARCH_QUERIES.length] as string)}&suits=household`,
        })),
      ),
    },
    {
      name: 'catalogue deep page',
      description: `GET /api/catalogue?${FILTER}: the page after ${deep.depth} results`,
      clients: each(() => [{ method: 'GET', path: `/api/catalogue?${FILTER}&cursor=${encodeURIComponent(deep.cursor)}` }]),
    },
    {
      name: 'meal plan week',
      description: 'GET /api/meal-plan for a week of 14 planned meals',
      clients: each(() => [{ method: 'GET', path: `/api/meal-plan?${week}` }]),
    },
    {
      name: 'shopping list week',
      description: 'GET /api/shopping-list for the same week (built from the recipes planned)',
      clients: each(() => [{ method: 'GET', path: `/api/shopping-list?${week}` }]),
    },
    {
      name: 'what can I make',
      description: `GET /api/pantry/what-can-i-make: the catalogue and the person's recipes ranked by a pantry of ${PANTRY_SIZE} common items`,
      clients: each(() => [{ method: 'GET', path: '/api/pantry/what-can-i-make' }]),
    },
    {
      name: 'what can I make (each household)',
      description: `GET /api/pantry/what-can-i-make: the same, each request from the next of ${perConnection * people.length} households, each with its own pantry`,
      clients: people.map((_, i) => ({
        cookie: '',
        ip: clientIp(i + 1),
        requests: households.slice(i * perConnection, (i + 1) * perConnection).map((household) => ({
          method: 'GET' as const,
          path: '/api/pantry/what-can-i-make',
          cookie: household.cookie,
        })),
      })),
    },
    {
      name: 'recipe toggle (write)',
      description: 'PATCH /api/recipes/{id} {"isFavorite": true, then false}',
      clients: each((person) => {
        const path = `/api/recipes/${encodeURIComponent(person.recipeIds[0] as string)}`;
        return [
          { method: 'PATCH', path, body: { isFavorite: true } },
          { method: 'PATCH', path, body: { isFavorite: false } },
        ];
      }),
    },
  ];
}

/** A scenario's request as the load generator sends it, with fetch: its cookie, address and no compression. */
function send(baseUrl: string, client: FixedClient, request: FixedRequest) {
  return fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: {
      cookie: request.cookie ?? client.cookie,
      'x-forwarded-for': client.ip,
      'accept-encoding': 'identity',
      ...(request.body === undefined ? {} : { 'content-type': 'application/json', origin: baseUrl }),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
}

/**
 * The baseline's clients for a `sameBody` scenario: each connection's answer is fetched once and kept by the bench
 * server's bare route (baseline-routes.ts), which then sends that connection exactly those bytes.
 */
export async function sameBodyBaseline(baseUrl: string, scenario: Scenario): Promise<FixedClient[]> {
  const slug = scenario.name.replace(/[^a-z0-9]+/g, '-');
  return Promise.all(
    scenario.clients.map(async (client, i) => {
      const [request, ...more] = client.requests;
      if (!request || more.length > 0) throw new Error(`${scenario.name}: a same-body baseline needs one request per connection`);
      const res = await send(baseUrl, client, request);
      const body = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${scenario.name}: ${request.method} ${request.path} answered ${res.status}`);
      const path = `/__bench/baseline/${slug}-${i}`;
      const kept = await fetch(`${baseUrl}${path}`, { method: 'PUT', body });
      if (kept.status !== 204) throw new Error(`keeping the baseline's body: ${kept.status}`);
      return { ...client, requests: [{ method: 'GET' as const, path }] };
    }),
  );
}

/** The mean body size of a scenario's responses (uncompressed, as autocannon asks for no encoding). */
export async function responseBytes(baseUrl: string, scenario: Scenario): Promise<number> {
  const sizes: number[] = [];
  for (const client of scenario.clients.slice(0, 3)) {
    // The first few of each: a scenario of many people has hundreds of requests per connection.
    for (const request of client.requests.slice(0, 20)) {
      const res = await send(baseUrl, client, request);
      const body = await res.arrayBuffer();
      if (res.status >= 400) throw new Error(`${scenario.name}: ${request.method} ${request.path} answered ${res.status}`);
      sizes.push(body.byteLength);
    }
  }
  return Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length);
}
