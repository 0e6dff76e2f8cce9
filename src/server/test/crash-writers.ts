import { addDays, mealTypes, type DateRange, type MealPlanEntry, type MealType } from '../../shared/meal-plans.ts';
import type { Recipe } from '../../shared/recipes.ts';
import type { ShoppingItem } from '../../shared/shopping.ts';
import type { TestClient } from './http-client.ts';

/**
 * Writers for the crash-safety test (src/server/crash-safety.test.ts): several loops writing through the
 * public API at once, a ledger of every write sent and whether it was acknowledged (a 2xx answer fully
 * received), and a check of what the restarted server holds against that ledger.
 */

/** mulberry32: a small deterministic generator, so that a seed reproduces the kill points. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every planned entry falls in one window of at most 62 days, so one GET reads the whole plan. */
export const planWindow: DateRange = { from: '2031-03-03', to: addDays('2031-03-03', 61) };
const PLAN_DAYS = 62;

/** Each cycle's hand-added shopping items go to a list (a date range) of its own: a list holds at most 200. */
export function shoppingRange(cycle: number): DateRange {
  const from = addDays('2031-06-02', cycle * 7);
  return { from, to: addDays(from, 6) };
}

const query = ({ from, to }: DateRange) => `from=${from}&to=${to}`;

interface Sent {
  cycle: number;
  acked: boolean;
  /** The answer's status, or null when the connection died first. */
  status: number | null;
}

export interface RecipeBody {
  title: string;
  description: string;
  servings: number;
  ingredients: string[];
  steps: string[];
  tags: string[];
}

export interface SentRecipe extends Sent {
  body: RecipeBody;
  id?: string;
}

export interface EntryBody {
  date: string;
  mealType: MealType;
  recipeId?: string;
  text?: string;
  servings: number;
}

export interface SentEntry extends Sent {
  body: EntryBody;
  id?: string;
}

export interface SentItem extends Sent {
  range: DateRange;
  text: string;
  id?: string;
  /** Ticks and unticks, in the order sent (one writer owns an item, so they never overlap). */
  ticks: { checked: boolean; acked: boolean }[];
}

export class Ledger {
  readonly recipes: SentRecipe[] = [];
  readonly entries: SentEntry[] = [];
  readonly items: SentItem[] = [];
  /** Answers other than 2xx that came before the kill: until then every write should succeed. */
  readonly unexpected: string[] = [];
}

export interface StreamOptions {
  client: TestClient;
  ledger: Ledger;
  cycle: number;
  /** After this many acknowledged writes of this cycle, `kill` is called, with the other writers' requests in flight. */
  killAfterAcks: number;
  kill: () => Promise<void>;
}

export interface StreamResult {
  acked: number;
  /** Requests sent and not yet answered when the kill was ordered. */
  inFlightAtKill: number;
  killed: boolean;
}

/** Two writers of each kind: six requests in flight at any moment. */
const WRITERS_PER_KIND = 2;
/** A stream whose answers are refusals would otherwise never reach its kill point. */
const MAX_UNEXPECTED = 20;

/**
 * Runs the writers until the server is gone: after `killAfterAcks` acknowledged writes it calls `kill`
 * (at once, from the answer's callback, so the other writers' requests are in flight), and each writer stops
 * at its first request that gets no answer.
 */
export async function streamUntilKilled({ client, ledger, cycle, killAfterAcks, kill }: StreamOptions): Promise<StreamResult> {
  let acked = 0;
  let inFlight = 0;
  let inFlightAtKill = 0;
  let killing: Promise<void> | null = null;
  const startKill = () => {
    killing ??= kill();
  };

  /** One request; null when the connection died (the server is gone, so the writer stops). */
  async function send<T>(method: string, path: string, body: unknown, record: Sent): Promise<T | null> {
    inFlight += 1;
    try {
      const res = await client.request<T>(method, path, { body });
      record.status = res.status;
      record.acked = res.status >= 200 && res.status < 300;
      if (record.acked) {
        acked += 1;
        if (acked >= killAfterAcks && !killing) {
          inFlightAtKill = inFlight - 1;
          startKill();
        }
        return res.body;
      }
      if (!killing) {
        ledger.unexpected.push(`${method} ${path}: ${res.status} ${res.text.slice(0, 300)}`);
        if (ledger.unexpected.length >= MAX_UNEXPECTED) startKill();
      }
      return undefined as T;
    } catch {
      return null;
    } finally {
      inFlight -= 1;
    }
  }

  const recipeWriter = async (w: number) => {
    for (let n = 0; ; n++) {
      const tag = `c${cycle} w${w} n${n}`;
      const body: RecipeBody = {
        title: `Crash stew ${tag}`,
        description: `Written by writer ${w} in cycle ${cycle}`,
        servings: 1 + (n % 8),
        ingredients: Array.from({ length: 1 + (n % 5) }, (_, i) => `${100 + i * 25 + n} g rice ${tag} i${i}`),
        steps: Array.from({ length: 1 + (n % 3) }, (_, i) => `Step ${i + 1} of ${tag}`),
        tags: ['crash', `c${cycle}`],
      };
      const record: SentRecipe = { cycle, acked: false, status: null, body };
      ledger.recipes.push(record);
      const created = await send<Recipe>('POST', '/api/recipes', body, record);
      if (created === null) return;
      if (record.acked) record.id = created.id;
    }
  };

  const planWriter = async (w: number) => {
    for (let n = 0; ; n++) {
      const ackedRecipes = ledger.recipes.filter((r) => r.acked && r.id);
      const date = addDays(planWindow.from, (n * 5 + w * 17 + cycle * 11) % PLAN_DAYS);
      const mealType = mealTypes[(n + w + cycle) % mealTypes.length] ?? 'dinner';
      const servings = 1 + (n % 6);
      const recipe = n % 2 === 1 ? ackedRecipes[(n * 7 + w) % Math.max(ackedRecipes.length, 1)] : undefined;
      const body: EntryBody = recipe?.id
        ? { date, mealType, recipeId: recipe.id, servings }
        : { date, mealType, text: `Leftovers c${cycle} w${w} n${n}`, servings };
      const record: SentEntry = { cycle, acked: false, status: null, body };
      ledger.entries.push(record);
      const created = await send<MealPlanEntry>('POST', '/api/meal-plan/entries', body, record);
      if (created === null) return;
      if (record.acked) record.id = created.id;
    }
  };

  const shoppingWriter = async (w: number) => {
    const range = shoppingRange(cycle);
    for (let n = 0; ; n++) {
      // No leading amount: the item's name is then the text as sent, which the list shows.
      const record: SentItem = { cycle, acked: false, status: null, range, text: `crash item c${cycle} w${w} n${n}`, ticks: [] };
      ledger.items.push(record);
      const created = await send<ShoppingItem>('POST', `/api/shopping-list/items?${query(range)}`, { text: record.text }, record);
      if (created === null) return;
      if (!record.acked) continue;
      record.id = created.id;
      // Tick it; every third one is unticked again, so the stored value is not always the last one written.
      for (const checked of n % 3 === 0 ? [true, false] : [true]) {
        const tick = { checked, acked: false, status: null as number | null, cycle };
        record.ticks.push(tick);
        const path = `/api/shopping-list/items/${encodeURIComponent(created.id)}?${query(range)}`;
        if ((await send('PATCH', path, { checked }, tick)) === null) return;
        if (!tick.acked) break;
      }
    }
  };

  const writers = Array.from({ length: WRITERS_PER_KIND }, (_, w) => [recipeWriter(w), planWriter(w), shoppingWriter(w)]).flat();
  await Promise.all(writers);
  const killed = killing !== null;
  await (killing ?? Promise.resolve());
  return { acked, inFlightAtKill, killed };
}

/** The checked values an item may have now: the last acknowledged one, or any sent after it (unanswered). */
export function allowedChecked(item: SentItem): Set<boolean> {
  const states = [{ checked: false, acked: item.acked }, ...item.ticks];
  let last = 0;
  states.forEach((state, i) => {
    if (state.acked) last = i;
  });
  return new Set(states.slice(last).map((s) => s.checked));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function recipeDifferences(recipe: Recipe, body: RecipeBody): string[] {
  const actual: RecipeBody = {
    title: recipe.title,
    description: recipe.description,
    servings: recipe.servings,
    ingredients: recipe.ingredients.map((i) => i.text),
    steps: recipe.steps,
    tags: recipe.tags,
  };
  return (Object.keys(body) as (keyof RecipeBody)[])
    .filter((key) => !same(actual[key], body[key]))
    .map((key) => `${key}: sent ${JSON.stringify(body[key])}, stored ${JSON.stringify(actual[key])}`);
}

async function readAllRecipes(client: TestClient, problems: string[]): Promise<Recipe[]> {
  const all: Recipe[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const res = await client.get(`/api/recipes?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (res.status !== 200) {
      problems.push(`GET /api/recipes answered ${res.status}: ${res.text.slice(0, 300)}`);
      return all;
    }
    all.push(...(res.body as Recipe[]));
    const next = res.headers['x-next-cursor'];
    if (typeof next !== 'string' || next === '') return all;
    cursor = next;
  }
  return all;
}

export interface VerifyResult {
  problems: string[];
  /** Writes sent without an acknowledgement that are there all the same (committed, answer lost). */
  unackedPresent: number;
  acknowledged: number;
}

/**
 * Reads the user's recipes, plan and shopping lists through the API of the restarted server and compares
 * them with the ledger: every acknowledged write is there as sent; anything else there is a write that was
 * sent (its answer lost in the crash) and is whole, not part of one.
 */
export async function verifyThroughApi(client: TestClient, ledger: Ledger): Promise<VerifyResult> {
  const problems: string[] = [];
  let unackedPresent = 0;

  const me = await client.get('/api/me');
  if (me.status !== 200) problems.push(`GET /api/me answered ${me.status}: the session did not survive`);

  // Recipes: acknowledged ones by id; every stored one must be a whole recipe that was sent.
  const recipes = await readAllRecipes(client, problems);
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const sentByTitle = new Map(ledger.recipes.map((r) => [r.body.title, r]));
  for (const sent of ledger.recipes.filter((r) => r.acked)) {
    const stored = sent.id ? byId.get(sent.id) : undefined;
    if (!stored) problems.push(`acknowledged recipe "${sent.body.title}" (${sent.id}) is missing`);
    else for (const d of recipeDifferences(stored, sent.body)) problems.push(`acknowledged recipe "${sent.body.title}": ${d}`);
  }
  for (const stored of recipes) {
    const sent = sentByTitle.get(stored.title);
    if (!sent) problems.push(`recipe "${stored.title}" (${stored.id}) was never sent`);
    else if (!sent.acked) {
      unackedPresent += 1;
      for (const d of recipeDifferences(stored, sent.body))
        problems.push(`unacknowledged recipe "${sent.body.title}" is half-written: ${d}`);
    } else if (sent.id !== stored.id) problems.push(`recipe "${stored.title}" is stored twice or under another id`);
  }
  const recipeTitle = new Map(ledger.recipes.filter((r) => r.id).map((r) => [r.id, r.body.title]));

  // Meal plan: one GET covers the window every entry is in.
  const plan = await client.get(`/api/meal-plan?${query(planWindow)}`);
  const entries: MealPlanEntry[] = plan.status === 200 ? plan.body.entries : [];
  if (plan.status !== 200) problems.push(`GET /api/meal-plan answered ${plan.status}: ${plan.text.slice(0, 300)}`);
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const describeEntry = (e: EntryBody | MealPlanEntry) =>
    JSON.stringify([e.date, e.mealType, e.recipeId ?? null, e.text ?? null, e.servings]);
  const expectedTitle = (e: EntryBody) => e.text ?? recipeTitle.get(e.recipeId ?? '') ?? '?';
  for (const sent of ledger.entries.filter((e) => e.acked)) {
    const stored = sent.id ? entryById.get(sent.id) : undefined;
    if (!stored) problems.push(`acknowledged plan entry ${describeEntry(sent.body)} (${sent.id}) is missing`);
    else if (describeEntry(stored) !== describeEntry(sent.body) || stored.title !== expectedTitle(sent.body)) {
      problems.push(`acknowledged plan entry: sent ${describeEntry(sent.body)}, stored ${describeEntry(stored)} "${stored.title}"`);
    }
  }
  // Entries without an acknowledgement: each must match one sent request (consumed, so none counts twice).
  const ackedIds = new Set(ledger.entries.filter((e) => e.acked).map((e) => e.id));
  const unanswered = ledger.entries.filter((e) => !e.acked).map((e) => e.body);
  for (const stored of entries.filter((e) => !ackedIds.has(e.id))) {
    const i = unanswered.findIndex((body) => describeEntry(body) === describeEntry(stored) && expectedTitle(body) === stored.title);
    if (i < 0) problems.push(`plan entry ${describeEntry(stored)} "${stored.title}" matches no write sent`);
    else {
      unanswered.splice(i, 1);
      unackedPresent += 1;
    }
  }
  // Positions in each day's meal are 0..n-1: a move or insert half-done would leave a gap or a twin.
  const slots = new Map<string, number[]>();
  for (const e of entries) slots.set(`${e.date} ${e.mealType}`, [...(slots.get(`${e.date} ${e.mealType}`) ?? []), e.position]);
  for (const [slot, positions] of slots) {
    if (
      !same(
        positions,
        positions.map((_, i) => i),
      )
    )
      problems.push(`plan slot ${slot} has positions ${JSON.stringify(positions)}`);
  }

  // Shopping lists: one per cycle.
  for (const range of [...new Set(ledger.items.map((i) => JSON.stringify(i.range)))].map((r) => JSON.parse(r) as DateRange)) {
    const list = await client.get(`/api/shopping-list?${query(range)}`);
    if (list.status !== 200) {
      problems.push(`GET /api/shopping-list answered ${list.status}: ${list.text.slice(0, 300)}`);
      continue;
    }
    const manual = (list.body.items as ShoppingItem[]).filter((i) => i.manual);
    const manualById = new Map(manual.map((i) => [i.id, i]));
    const sentHere = ledger.items.filter((i) => same(i.range, range));
    for (const sent of sentHere.filter((i) => i.acked)) {
      const stored = sent.id ? manualById.get(sent.id) : undefined;
      if (!stored) problems.push(`acknowledged shopping item "${sent.text}" (${sent.id}) is missing`);
      else if (stored.item !== sent.text) problems.push(`shopping item "${sent.text}" is stored as "${stored.item}"`);
      else if (!allowedChecked(sent).has(stored.checked)) {
        problems.push(`shopping item "${sent.text}" is ${stored.checked ? '' : 'not '}ticked; ticks sent: ${JSON.stringify(sent.ticks)}`);
      }
    }
    const sentByText = new Map(sentHere.map((i) => [i.text, i]));
    for (const stored of manual) {
      const sent = sentByText.get(stored.item);
      if (!sent) problems.push(`shopping item "${stored.item}" was never sent`);
      else if (!sent.acked) {
        unackedPresent += 1;
        // No tick is sent for an item whose id never came back.
        if (stored.checked) problems.push(`unacknowledged shopping item "${stored.item}" is ticked`);
      } else if (sent.id !== stored.id) problems.push(`shopping item "${stored.item}" is stored twice or under another id`);
    }
  }

  const acknowledged =
    ledger.recipes.filter((r) => r.acked).length +
    ledger.entries.filter((e) => e.acked).length +
    ledger.items.reduce((n, i) => n + (i.acked ? 1 : 0) + i.ticks.filter((t) => t.acked).length, 0);
  return { problems, unackedPresent, acknowledged };
}
