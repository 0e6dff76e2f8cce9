import { randomBytes } from 'node:crypto';
import { addDays } from '../../src/shared/meal-plans.ts';
import { credentialAccountRow, hashPassword } from '../../src/server/auth/password.ts';
import type { Db } from '../../src/server/db/kysely.ts';
import type { Insertable, Kysely } from 'kysely';
import type {
  AccountTable,
  Database,
  HouseholdTable,
  MealPlanEntryTable,
  PantryItemTable,
  SessionTable,
  UserTable,
} from '../../src/server/db/schema.ts';
import { dietTag } from '../../src/server/modules/catalogue/index.ts';
import { newRecipeRow } from '../../src/server/modules/recipes/index.ts';
import { searchColumns, suggestibleWords } from '../../src/server/lib/search-text.ts';
import { addToVocabulary } from '../../src/server/lib/search-vocabulary.ts';
import { parseIngredientLine } from '../../src/shared/ingredients/parse.ts';
import { isStaple } from '../../src/shared/pantry/staples.ts';
import { itemKeyOf } from '../../src/shared/shopping/item-key.ts';
import { ingredientItemKey } from '../../src/shared/shopping/merge-ingredients.ts';
import { recipeCreateSchema, type Ingredient, type RecipeCreate } from '../../src/shared/recipes.ts';
import { SESSION_COOKIE, signSessionToken } from '../../src/server/test/factories.ts';
import { Prng } from './prng.ts';
import { generateRecipe } from './recipe-text.ts';
import { firstNames, ingredients as ingredientWords, lastNames } from './words.ts';

export interface DatasetSize {
  /** Recipes in the shared catalogue. */
  catalogue: number;
  users: number;
  /** Recipes in the collection of user 0, the heavy user. */
  heavyCollection: number;
}

export const fullSize: DatasetSize = { catalogue: 100_000, users: 10_000, heavyCollection: 2_000 };
export const quickSize: DatasetSize = { catalogue: 2_000, users: 300, heavyCollection: 200 };
/** For iterating on speed work: big enough that index choice and search caps show, a few minutes to build. */
export const mediumSize: DatasetSize = { catalogue: 20_000, users: 2_000, heavyCollection: 2_000 };

/** Every generated user's password (they all share one precomputed hash). */
export const BENCH_PASSWORD = 'bench password 2026';
/** The week every user has planned: lunch and dinner each day, from their own recipes. */
export const BENCH_WEEK = { from: '2026-03-02', to: '2026-03-08' } as const;
/** Recipes in every other user's collection (saved from the catalogue). */
const COLLECTION = 5;
/** People with a short collection, and its size: the list scenario where the app's fixed cost per request shows. */
const SHORT_LIST_USERS = 20;
export const SHORT_COLLECTION = 50;
/** Catalogue recipes kept in memory as the pool people save copies from. */
const COPY_POOL = 5_000;
const SEED = 20_260_302;
/** Items in each person's pantry: a cupboard of a dozen, chosen from the generator's 40 most common items. */
export const PANTRY_SIZE = 12;
const PANTRY_CHOICES = 40;

export interface BenchUser {
  id: string;
  email: string;
  /** `name=value` of a signed session cookie written straight into the session table. */
  cookie: string;
  /** The user's own recipes (saved copies), first one toggled by the write scenario. */
  recipeIds: string[];
}

export interface Dataset {
  size: DatasetSize;
  users: BenchUser[];
  /** People with a short collection of their own (SHORT_COLLECTION short recipes each), apart from `users`. */
  shortListUsers: BenchUser[];
  /** Rows written, by table. */
  rows: Record<string, number>;
  seconds: number;
}

/** A recipe row as newRecipeRow builds it, with the id and full-text key the generator chooses. */
type RecipeRow = Omit<ReturnType<typeof newRecipeRow>, 'id' | 'searchId'> & { id: string; searchId: number | null };

/**
 * newRecipeRow, with each distinct ingredient line parsed once: the generated lines come from a list of about
 * a hundred, and parsing them afresh for every recipe would take most of a minute at 100,000 recipes.
 */
function catalogueRow(input: RecipeCreate, parsed: Map<string, Ingredient>, vocabulary: Set<string>): RecipeRow {
  const ingredients = (input.ingredients as string[]).map((line) => {
    let ingredient = parsed.get(line);
    if (!ingredient) parsed.set(line, (ingredient = parseIngredientLine(line)));
    return ingredient;
  });
  const row = newRecipeRow({ ...input, ingredients: [] }, { userId: null, inCatalogue: true });
  // The words the app adds to the catalogue's vocabulary when it publishes a recipe (insertCatalogueRecipe).
  for (const word of suggestibleWords({ ...input, ingredients })) vocabulary.add(word);
  return { ...row, ingredients: JSON.stringify(ingredients), ...searchColumns({ ...input, ingredients }, row.language) };
}

/** Item keys by ingredient line: the generated lines repeat, and keying each afresh would take most of a minute. */
const lineKeys = new Map<string, string>();

/**
 * The rows the app's index from item to recipes holds for `recipes` (src/server/modules/pantry/recipe-item-index.ts,
 * docs/decisions/0079-the-pantry.md): each recipe's items once, staples left out.
 */
function recipeItemRows(recipes: readonly RecipeRow[]) {
  return recipes.flatMap((recipe) => {
    // Each item once, in the order the recipe lists it, named by its first line (recipeItems in recipe-item-keys.ts).
    const items = new Map<string, string>();
    for (const ingredient of JSON.parse(recipe.ingredients) as Ingredient[]) {
      let key = lineKeys.get(ingredient.text);
      if (key === undefined) lineKeys.set(ingredient.text, (key = ingredientItemKey(ingredient)));
      if (key !== '' && !isStaple(key) && !items.has(key)) items.set(key, ingredient.item.trim() || ingredient.text);
    }
    return [...items].map(([itemKey, item], position) => ({
      itemKey,
      recipeId: recipe.id,
      itemCount: items.size,
      inCatalogue: recipe.inCatalogue,
      userId: recipe.userId,
      private: 0,
      item,
      position,
    }));
  });
}

/**
 * Catalogue recipes written per transaction. Every catalogue recipe and tag written bumps the catalogue's version
 * (a trigger updating one row, migration 0007). On PostgreSQL each update of that row within one transaction leaves
 * a version of it that the next update must step over, so a transaction's cost grows with the square of its rows
 * (2,000 recipes and their 5,000 tags at a time before). The app publishes one recipe per transaction; a few hundred
 * keeps the multi-row inserts and writes exactly the same rows. Not yet measured apart from other changes.
 */
const CATALOGUE_CHUNK = { sqlite: 2_000, postgres: 250 } as const;

const DB_PARAMETER_BUDGET = { sqlite: 30_000, postgres: 60_000 } as const;

/** Multi-row inserts as large as the driver allows (SQLite: 32,766 parameters; PostgreSQL: 65,535). */
async function insertRows(kysely: Kysely<Database>, kind: Db['kind'], table: keyof Database, rows: object[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const batch = Math.max(1, Math.min(2_000, Math.floor(DB_PARAMETER_BUDGET[kind] / columns)));
  for (let i = 0; i < rows.length; i += batch) {
    // The rows are built to the table's shape below; Kysely's per-table typing cannot follow a dynamic table name.
    await kysely
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .execute();
  }
}

/** A UUID-shaped id from the seeded stream, so ties in sort orders break the same way in every run. */
function seededId(prng: Prng): string {
  const h = prng.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const minutesBefore = (base: number, minutes: number) => new Date(base - minutes * 60_000).toISOString();

/**
 * A person's pantry for "What can I make?" (docs/decisions/0079-the-pantry.md): PANTRY_SIZE distinct items of the
 * generator's PANTRY_CHOICES most common, a different choice per person, a third of them near their best-before date
 * (`soon`). Written as the app's addPantryItem writes an item typed without an amount ("garlic"): the words as
 * typed and their item key. A stream of its own, so every other row of the dataset stays as it was.
 */
function pantryRows(prng: Prng, householdId: string, soon: string, now: string): Insertable<PantryItemTable>[] {
  const common = ingredientWords.slice(0, PANTRY_CHOICES).map(([, item]) => item);
  return prng.sample(common, PANTRY_SIZE).map((item, k) => ({
    id: seededId(prng),
    householdId,
    itemKey: itemKeyOf(item),
    item,
    quantity: null,
    unit: null,
    bestBefore: k % 3 === 0 ? soon : null,
    addedBy: householdId,
    createdAt: now,
    updatedAt: now,
  }));
}

/**
 * The benchmark's dataset, written straight into a migrated, empty database with Kysely: multi-row inserts
 * inside one transaction per table group (the documented faster path; going through the HTTP API would
 * take hours at 100,000 recipes). Recipe rows are built by the recipes repository's own `newRecipeRow`, so
 * parsed ingredients and search columns are exactly what the app would have stored; on SQLite the full-text
 * index fills through the same triggers as in production.
 */
export async function generateDataset(db: Db, size: DatasetSize, authSecret: string, log: (line: string) => void): Promise<Dataset> {
  const started = performance.now();
  const prng = new Prng(SEED);
  const kind = db.kind;
  const rows: Record<string, number> = {};
  /**
   * Rows of several tables in one transaction, in the order given (a table's rows after those they reference), then
   * counted by table; `more` runs last in the same transaction.
   */
  const insertCounted = async (tables: Partial<Record<keyof Database, object[]>>, more?: (trx: Kysely<Database>) => Promise<void>) => {
    const entries = Object.entries(tables) as [keyof Database, object[]][];
    await db.kysely.transaction().execute(async (trx) => {
      for (const [table, tableRows] of entries) await insertRows(trx, kind, table, tableRows);
      await more?.(trx);
    });
    for (const [table, tableRows] of entries) rows[table] = (rows[table] ?? 0) + tableRows.length;
  };
  const base = Date.parse('2026-03-01T12:00:00.000Z');
  const now = new Date().toISOString();
  const pantryPrng = new Prng(SEED + 1);
  // Tomorrow by the server's UTC date, which "What can I make?" reads freshness by when the page sends no date.
  const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  // Hashed on the thread pool while the catalogue is written.
  const passwordHash = hashPassword(BENCH_PASSWORD);

  // 1. The catalogue, in chunks so that 100,000 recipes never sit in memory at once.
  const pool: RecipeRow[] = [];
  const parsed = new Map<string, Ingredient>();
  const CHUNK = CATALOGUE_CHUNK[kind];
  for (let start = 0; start < size.catalogue; start += CHUNK) {
    const recipes: RecipeRow[] = [];
    const tags: { tag: string; recipeId: string }[] = [];
    const vocabulary = new Set<string>();
    for (let i = start; i < Math.min(size.catalogue, start + CHUNK); i++) {
      const input = generateRecipe(prng);
      const created = minutesBefore(base, i * 5);
      const row = {
        ...catalogueRow(input, parsed, vocabulary),
        id: seededId(prng),
        createdAt: created,
        updatedAt: created,
        // SQLite's full-text index is keyed by searchId (see catalogue.repo.ts); PostgreSQL's needs none.
        searchId: kind === 'sqlite' ? i + 1 : null,
      };
      recipes.push(row);
      for (const tag of new Set([...input.tags, ...input.dietary.map(dietTag)])) tags.push({ tag, recipeId: row.id });
      if (pool.length < COPY_POOL) pool.push(row);
    }
    await insertCounted({ recipe: recipes, recipeTag: tags, recipeItem: recipeItemRows(recipes) }, (trx) =>
      addToVocabulary(trx, vocabulary),
    );
    if ((start + CHUNK) % 20_000 === 0)
      log(`  catalogue: ${start + CHUNK} recipes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  // 2. Users, each with a password account (one shared hash: scrypt at 64 MiB is deliberately slow) and a session.
  const hash = await passwordHash;
  log(`  catalogue: ${size.catalogue} recipes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const users: BenchUser[] = [];
  const copyOf = (source: RecipeRow, userId: string, minutesAgo: number): RecipeRow => {
    const created = minutesBefore(base, minutesAgo);
    return {
      ...source,
      id: seededId(prng),
      userId,
      inCatalogue: 0,
      slug: null,
      savedFromId: source.id,
      isFavorite: prng.chance(0.2) ? 1 : 0,
      eatThisWeek: 0,
      createdAt: created,
      updatedAt: created,
      searchId: null,
    };
  };

  /** A user in a household of their own, their password account and a signed-in session, for `email`. */
  const person = (email: string) => {
    const id = `bench-${seededId(prng)}`;
    // Their household has their id, as the migration gives each person from before households.
    const household: Insertable<HouseholdTable> = { id, name: email, size: 2, createdAt: now };
    const user: Insertable<UserTable> = {
      id,
      householdId: id,
      name: `${prng.pick(firstNames)} ${prng.pick(lastNames)}`,
      email,
      emailVerified: kind === 'postgres' ? true : 1,
      image: null,
      createdAt: now,
      updatedAt: now,
      userType: 'regular',
      setupComplete: 1,
      role: 'user',
    };
    const account = credentialAccountRow(id, hash, now, `acct-${seededId(prng)}`);
    // updatedAt is now, so better-auth does not refresh (rewrite) the session during the run.
    const token = randomBytes(24).toString('base64url');
    const session: Insertable<SessionTable> = {
      id: `sess-${seededId(prng)}`,
      token,
      expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
      createdAt: now,
      updatedAt: now,
      ipAddress: null,
      userAgent: null,
      userId: id,
    };
    return { id, household, user, account, session, cookie: `${SESSION_COOKIE}=${signSessionToken(token, authSecret)}` };
  };

  const USER_CHUNK = 1_000;
  for (let start = 0; start < size.users; start += USER_CHUNK) {
    const households: Insertable<HouseholdTable>[] = [];
    const userRows: Insertable<UserTable>[] = [];
    const accounts: Insertable<AccountTable>[] = [];
    const sessions: Insertable<SessionTable>[] = [];
    const recipes: RecipeRow[] = [];
    const entries: Insertable<MealPlanEntryTable>[] = [];
    const pantries: Insertable<PantryItemTable>[] = [];
    for (let i = start; i < Math.min(size.users, start + USER_CHUNK); i++) {
      const email = `bench-user-${i}@example.com`;
      const { id, household, user, account, session, cookie } = person(email);
      households.push(household);
      userRows.push(user);
      accounts.push(account);
      sessions.push(session);

      const collection = i === 0 ? size.heavyCollection : COLLECTION;
      const own: RecipeRow[] = [];
      for (let r = 0; r < collection; r++) own.push(copyOf(pool[(i * 7 + r) % pool.length] as RecipeRow, id, r * 3));
      recipes.push(...own);

      for (let day = 0; day < 7; day++) {
        for (const mealType of ['lunch', 'dinner']) {
          const recipe = prng.pick(own);
          entries.push({
            id: seededId(prng),
            householdId: id,
            userId: id,
            date: addDays(BENCH_WEEK.from, day),
            mealType,
            recipeId: recipe.id,
            text: null,
            title: recipe.title,
            servings: recipe.servings,
            position: 0,
            createdAt: now,
            updatedAt: now,
          });
        }
      }
      pantries.push(...pantryRows(pantryPrng, id, soon, now));
      users.push({ id, email, cookie, recipeIds: own.map((r) => r.id) });
    }
    await insertCounted({
      household: households,
      user: userRows,
      account: accounts,
      session: sessions,
      recipe: recipes,
      recipeItem: recipeItemRows(recipes),
      mealPlanEntry: entries,
      pantryItem: pantries,
    });
  }

  // 3. People whose whole collection is SHORT_COLLECTION short recipes of their own (a title, servings and one
  // ingredient: about 570 bytes of JSON each), written after everything else so the rows above stay the same.
  const shortListUsers: BenchUser[] = [];
  const shortHouseholds: Insertable<HouseholdTable>[] = [];
  const shortUsers: Insertable<UserTable>[] = [];
  const shortAccounts: Insertable<AccountTable>[] = [];
  const shortSessions: Insertable<SessionTable>[] = [];
  const shortRecipes: RecipeRow[] = [];
  for (let i = 0; i < SHORT_LIST_USERS; i++) {
    const email = `bench-short-list-${i}@example.com`;
    const { id, household, user, account, session, cookie } = person(email);
    shortHouseholds.push(household);
    shortUsers.push(user);
    shortAccounts.push(account);
    shortSessions.push(session);
    const own: RecipeRow[] = [];
    for (let r = 0; r < SHORT_COLLECTION; r++) {
      const full = generateRecipe(prng);
      const input = recipeCreateSchema.parse({
        title: full.title,
        servings: full.servings,
        ingredients: full.ingredients.slice(0, 1),
      });
      const created = minutesBefore(base, r * 7);
      own.push({ ...newRecipeRow(input, { userId: id, inCatalogue: false }), id: seededId(prng), createdAt: created, updatedAt: created });
    }
    shortRecipes.push(...own);
    shortListUsers.push({ id, email, cookie, recipeIds: own.map((r) => r.id) });
  }
  await insertCounted({
    household: shortHouseholds,
    user: shortUsers,
    account: shortAccounts,
    session: shortSessions,
    recipe: shortRecipes,
    recipeItem: recipeItemRows(shortRecipes),
  });

  return { size, users, shortListUsers, rows, seconds: (performance.now() - started) / 1000 };
}
