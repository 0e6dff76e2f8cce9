import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import {
  recipeLanguages,
  type CatalogueRecipe,
  type CatalogueSort,
  type CatalogueSummary,
  type RecipeLanguage,
  type SavedState,
} from '../../../shared/recipes.ts';
import { combinedNeeds, flagsMeetingNeed } from '../../../shared/household-needs.ts';
import type { DietaryNeed } from '../../../shared/users.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import { indexRecipeItems } from '../pantry/index.ts';
import { toIso, type Database } from '../../db/schema.ts';
import { catalogueCursors, decodeCursor, encodeCursor, type CatalogueCursor } from '../../lib/cursor.ts';
import type { SearchTerm } from '../../lib/search-text.ts';
import { photoUrls } from '../photos/index.ts';
import { type newRecipeRow, readDietary, readNutrition, readTags, recipeColumns, toRecipe } from '../recipes/index.ts';

export const dietTag = (need: DietaryNeed) => `diet:${need}`;

/** Weights of a query word found in each field: a title match outranks a tag, which outranks an ingredient. */
const FIELD_WEIGHTS = [
  ['searchTitle', 8],
  ['searchTags', 4],
  ['searchIngredients', 2],
  ['searchDescription', 1],
] as const;

/**
 * The relevance score, computed the same way on both databases (LIKE over the normalised columns), so that both
 * rank the same recipes first. A term counts in a field when it starts one of the field's words, or one of its stems
 * in the recipe's language is one of the field's tokens (or starts one, in languages that write compounds as one
 * word; search-text.ts: stems are stored after the words). The full-text index decides which recipes match; this
 * only orders them.
 */
function scoreExpression(terms: SearchTerm[]): RawBuilder<number> {
  const parts = terms.flatMap((term) =>
    FIELD_WEIGHTS.map(([column, weight]) => {
      const field = sql.ref(`recipe.${column}`);
      const found = [sql`${field} like ${`% ${term.word}%`}`];
      for (const { stem, prefix, languages } of term.stems) {
        const like = prefix ? sql`${field} like ${`% ${stem}%`}` : sql`(${field} like ${`% ${stem} %`} or ${field} like ${`% ${stem}`})`;
        found.push(languages ? sql`(${like} and "recipe"."language" in (${sql.join(languages)}))` : like);
      }
      return sql`(case when ${sql.join(found, sql` or `)} then ${sql.lit(weight)} else 0 end)`;
    }),
  );
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/**
 * How a term is looked for: its word as the start of a token (or, for `whole`, as a token), each stem as a token or
 * the start of one (never for `whole`), a stem only in recipes of the languages that give it.
 */
interface Lookup {
  term: SearchTerm;
  whole?: boolean;
}

/**
 * An FTS5 query for every term. The words are looked for in every column but `language`, which holds the recipe's
 * language code ("de"), so a stem can be required to come from a recipe of its language:
 * `(-language : "kartoffeln"* OR (-language : "kartoffel"* AND language : ("de")))`. The ANDs are written out: FTS5
 * reads only phrases side by side as an implicit AND, not a group in brackets.
 */
function ftsQuery(lookups: Lookup[]): string {
  return lookups
    .map(({ term, whole }) => {
      const parts = [`-language : "${term.word}"${whole ? '' : '*'}`];
      for (const { stem, prefix, languages } of term.stems) {
        const phrase = `-language : "${stem}"${prefix && !whole ? '*' : ''}`;
        parts.push(languages ? `(${phrase} AND language : (${languages.map((l) => `"${l}"`).join(' OR ')}))` : phrase);
      }
      return `(${parts.join(' OR ')})`;
    })
    .join(' AND ');
}

/**
 * The same query as a tsquery over PostgreSQL's 'simple' configuration: `(kartoffeln:* | (kartoffel:* & '@de'))`.
 * The recipe's language is the lexeme '@de' in its vector (migration 0013), which no word can be: the app's words
 * are letters and digits only. Built as tsquery operators over to_tsquery's parts, since to_tsquery would read "@de"
 * as "de".
 */
function tsQuery(lookups: Lookup[]): RawBuilder<unknown> {
  const terms = lookups.map(({ term, whole }) => {
    const parts = [sql`to_tsquery('simple', ${whole ? term.word : `${term.word}:*`})`];
    for (const { stem, prefix, languages } of term.stems) {
      const found = sql`to_tsquery('simple', ${prefix && !whole ? `${stem}:*` : stem})`;
      parts.push(languages ? sql`(${found} && ${languages.map((l) => `'@${l}'`).join(' | ')}::tsquery)` : found);
    }
    return sql`(${sql.join(parts, sql` || `)})`;
  });
  return sql`(${sql.join(terms, sql` && `)})`;
}

/** Every term must match somewhere in the recipe: FTS5 on SQLite, a tsvector on PostgreSQL. */
function matchExpression(db: Db, terms: SearchTerm[]): RawBuilder<SqlBool> {
  const lookups = terms.map((term) => ({ term }));
  if (db.kind === 'sqlite')
    return sql<SqlBool>`"recipe"."searchId" in (select rowid from "recipeFts" where "recipeFts" match ${ftsQuery(lookups)})`;
  return sql<SqlBool>`"recipe"."searchVector" @@ ${tsQuery(lookups)}`;
}

/** Whether any live catalogue recipe matches: one index probe (FTS5 holds only the live catalogue). */
async function anyMatch(db: Db, lookups: Lookup[]): Promise<boolean> {
  if (db.kind === 'sqlite') {
    const { rows } = await sql`select 1 from "recipeFts" where "recipeFts" match ${ftsQuery(lookups)} limit 1`.execute(db.kysely);
    return rows.length > 0;
  }
  const { rows } = await sql`select 1 from "recipe" where "inCatalogue" = 1 and "deleted" = 0
    and "searchVector" @@ ${tsQuery(lookups)} limit 1`.execute(db.kysely);
  return rows.length > 0;
}

/**
 * The languages the live catalogue's recipes are written in: for each language, one look-up of the index on
 * (language, inCatalogue, deleted) (migration 0013), however many recipes there are.
 */
export async function catalogueLanguages(db: Db): Promise<RecipeLanguage[]> {
  const probes = recipeLanguages.map(
    (language) => sql`select cast(${language} as text) as "language" where exists (
      select 1 from "recipe" where "language" = ${language} and "inCatalogue" = 1 and "deleted" = 0)`,
  );
  const { rows } = await sql<{ language: string }>`${sql.join(probes, sql` union all `)}`.execute(db.kysely);
  return recipeLanguages.filter((language) => rows.some((row) => row.language === language));
}

/** Whether any live catalogue recipe matches the term. */
export const termFound = (db: Db, term: SearchTerm) => anyMatch(db, [{ term }]);

/** Whether any live catalogue recipe has the term's word, or one of its stems in the recipe's language, as a whole token. */
export const wordFound = (db: Db, term: SearchTerm) => anyMatch(db, [{ term, whole: true }]);

/**
 * The ids of the RELEVANCE_POOL most recently added live catalogue recipes matching every word, each database
 * stopping there: SQLite reads FTS5's doclists newest key first (`searchId` grows with each insert), PostgreSQL
 * walks the newest-first index (or, for a rare word, the GIN index) until it has enough.
 */
function relevancePool(db: Db, terms: SearchTerm[]) {
  if (db.kind === 'sqlite') {
    return db.kysely
      .selectFrom('recipe')
      .select('recipe.id')
      .where(
        sql<SqlBool>`"recipe"."searchId" in (select rowid from "recipeFts" where "recipeFts" match ${ftsQuery(terms.map((term) => ({ term })))} order by rowid desc limit ${RELEVANCE_POOL})`,
      );
  }
  return db.kysely
    .selectFrom('recipe')
    .select('recipe.id')
    .where(sql<SqlBool>`"recipe"."inCatalogue" = 1 and "recipe"."deleted" = 0`)
    .where(matchExpression(db, terms))
    .orderBy('recipe.createdAt', 'desc')
    .orderBy('recipe.id', 'desc')
    .limit(RELEVANCE_POOL);
}

/** PostgreSQL's default collation may ignore spaces; byte order is what SQLite uses. */
function titleKey(db: Db): RawBuilder<string> {
  return db.kind === 'postgres' ? sql<string>`"recipe"."searchTitle" collate "C"` : sql<string>`"recipe"."searchTitle"`;
}

const NO_TIME = 1_000_000;

/**
 * How many matches, newest first, a search ranked by relevance scores. Bounds a common word's cost; a rarer
 * word or a longer query (fewer matches) is ranked in full. See docs/decisions/0009-catalogue-search.md.
 */
export const RELEVANCE_POOL = 1_000;
const minutesKey = sql<number>`coalesce("recipe"."totalMinutes", ${sql.lit(NO_TIME)})`;

export type SharedSummary = Omit<CatalogueSummary, 'saved'>;

export interface CatalogueSearch {
  q?: string | undefined;
  tags?: string[] | undefined;
  dietary?: DietaryNeed[] | undefined;
  maxMinutes?: number | undefined;
  /** Needs a recipe must meet, each by any of the flags that meet it (household-needs.ts): everyone at home's. */
  suiting?: DietaryNeed[] | undefined;
  sort?: CatalogueSort | undefined;
  limit: number;
  cursor?: string | undefined;
}

/**
 * The dietary needs of everyone in the user's household, from their profiles, together: the household is the one
 * the user is in as this is read (theirs alone when they have none yet), never one a request names.
 */
export async function householdNeeds(db: Db, userId: string): Promise<DietaryNeed[]> {
  const rows = await db.kysely
    .selectFrom('user')
    .select('user.dietaryNeeds')
    .where((eb) =>
      eb.or([
        eb('user.id', '=', userId),
        eb('user.householdId', '=', eb.selectFrom('user as me').select('me.householdId').where('me.id', '=', userId)),
      ]),
    )
    .execute();
  return combinedNeeds(rows.map((row) => storedNeeds(row.dietaryNeeds)));
}

/** A profile's stored needs (a JSON list); anything unreadable counts as none. */
function storedNeeds(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((need): need is string => typeof need === 'string') : [];
  } catch {
    return [];
  }
}

const SUMMARY_DESCRIPTION = 280;

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The user's saved copies of these catalogue recipes, by catalogue id (one query for the whole page). */
export async function savedStates(db: Db, userId: string, ids: string[]): Promise<Map<string, SavedState>> {
  if (ids.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('recipe')
    .select(['id', 'savedFromId', 'isFavorite', 'eatThisWeek'])
    .where('userId', '=', userId)
    .where('inCatalogue', '=', 0)
    .where('deleted', '=', 0)
    .where('savedFromId', 'in', ids)
    .orderBy('createdAt', 'asc')
    .execute();
  const states = new Map<string, SavedState>();
  for (const row of rows) {
    if (!row.savedFromId || states.has(row.savedFromId)) continue;
    states.set(row.savedFromId, { id: row.id, isFavorite: Number(row.isFavorite) === 1, eatThisWeek: Number(row.eatThisWeek) === 1 });
  }
  return states;
}

/** One page of the catalogue for the words, filters and order asked for: the same for everyone. */
export async function rankedPage(
  db: Db,
  terms: SearchTerm[],
  sort: CatalogueSort,
  search: CatalogueSearch,
): Promise<{ recipes: SharedSummary[]; nextCursor: string | null }> {
  const score = terms.length ? scoreExpression(terms) : sql<number>`0`;
  const title = titleKey(db);

  // The live catalogue, narrowed by the words and filters asked for.
  const filtered = <O>(base: SelectQueryBuilder<Database, 'recipe', O>, words = true): SelectQueryBuilder<Database, 'recipe', O> => {
    let narrowed = base.where(sql<SqlBool>`"recipe"."inCatalogue" = 1 and "recipe"."deleted" = 0`);
    if (terms.length && words) narrowed = narrowed.where(matchExpression(db, terms));
    const wanted = [...(search.tags ?? []), ...(search.dietary ?? []).map(dietTag)];
    for (const tag of new Set(wanted)) {
      narrowed = narrowed.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('recipeTag').select('recipeTag.tag').whereRef('recipeTag.recipeId', '=', 'recipe.id').where('recipeTag.tag', '=', tag),
        ),
      );
    }
    for (const need of search.suiting ?? []) {
      narrowed = narrowed.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('recipeTag')
            .select('recipeTag.tag')
            .whereRef('recipeTag.recipeId', '=', 'recipe.id')
            .where('recipeTag.tag', 'in', flagsMeetingNeed[need].map(dietTag)),
        ),
      );
    }
    if (search.maxMinutes !== undefined) narrowed = narrowed.where('recipe.totalMinutes', '<=', search.maxMinutes);
    return narrowed;
  };

  let query = db.kysely
    .selectFrom('recipe')
    .select([
      'recipe.id',
      'recipe.title',
      'recipe.description',
      'recipe.servings',
      'recipe.prepMinutes',
      'recipe.cookMinutes',
      'recipe.tags',
      'recipe.dietary',
      'recipe.nutrition',
      'recipe.photoId',
      'recipe.createdAt',
      'recipe.totalMinutes',
      'recipe.searchTitle',
      score.as('score'),
    ]);
  // Scoring is per row, so a common word ("garlic": most of the catalogue) would cost as many scores and a
  // sort of that many rows. Only the RELEVANCE_POOL most recently added matches of the words are ranked
  // (docs/decisions/0009); filters then narrow those. Every page of one search ranks the same pool, so keyset
  // pages stay consistent; a search with fewer matches than the pool is ranked in full.
  query = sort === 'relevance' ? filtered(query.where('recipe.id', 'in', relevancePool(db, terms)), false) : filtered(query);

  if (search.cursor) {
    const [key, createdAtRaw, id] = decodeCursor<CatalogueCursor>(search.cursor, catalogueCursors[sort]).v;
    const createdAt = sort === 'newest' ? createdAtRaw : '';
    // Rows after the cursor in the sort's order. Relevance ties go by title, so both databases agree.
    query = query.where((eb) => {
      // The first condition is implied by the second; it is there because neither database's planner turns an
      // OR into an index range, and without it page 200 walked the index from the newest recipe.
      const newer = eb.and([
        eb('recipe.createdAt', '<=', createdAt),
        eb.or([eb('recipe.createdAt', '<', createdAt), eb.and([eb('recipe.createdAt', '=', createdAt), eb('recipe.id', '<', id)])]),
      ]);
      const laterTitle = eb.or([
        eb(title, '>', String(createdAtRaw)),
        eb.and([eb(title, '=', String(createdAtRaw)), eb('recipe.id', '>', id)]),
      ]);
      switch (sort) {
        case 'relevance':
          return eb.or([eb(score, '<', Number(key)), eb.and([eb(score, '=', Number(key)), laterTitle])]);
        case 'newest':
          return newer;
        case 'quickest':
          return eb.or([eb(minutesKey, '>', Number(key)), eb.and([eb(minutesKey, '=', Number(key)), eb('recipe.id', '>', id)])]);
        case 'title':
          return eb.or([eb(title, '>', String(key)), eb.and([eb(title, '=', String(key)), eb('recipe.id', '>', id)])]);
      }
    });
  }

  if (sort === 'relevance') query = query.orderBy(score, 'desc').orderBy(title, 'asc').orderBy('recipe.id', 'asc');
  if (sort === 'newest') query = query.orderBy('recipe.createdAt', 'desc').orderBy('recipe.id', 'desc');
  if (sort === 'quickest') query = query.orderBy(minutesKey, 'asc').orderBy('recipe.id', 'asc');
  if (sort === 'title') query = query.orderBy(title, 'asc').orderBy('recipe.id', 'asc');

  const rows = await query.limit(search.limit + 1).execute();
  const page = rows.slice(0, search.limit);

  const recipes = page.map((row): SharedSummary => {
    return {
      id: row.id,
      title: row.title,
      description: shorten(row.description, SUMMARY_DESCRIPTION),
      servings: row.servings,
      prepMinutes: row.prepMinutes,
      cookMinutes: row.cookMinutes,
      tags: readTags(row.tags),
      dietary: readDietary(row.dietary),
      calories: readNutrition(row.nutrition)?.calories ?? null,
      thumbnailUrl: photoUrls(row.photoId).thumbnailUrl,
    };
  });

  const last = page[page.length - 1];
  let nextCursor: string | null = null;
  if (rows.length > search.limit && last) {
    const createdAt = toIso(last.createdAt);
    const cursors: Record<CatalogueSort, CatalogueCursor> = {
      relevance: { s: 'relevance', v: [Number(last.score), last.searchTitle, last.id] },
      newest: { s: 'newest', v: [0, createdAt, last.id] },
      quickest: { s: 'quickest', v: [last.totalMinutes ?? NO_TIME, '', last.id] },
      title: { s: 'title', v: [last.searchTitle, '', last.id] },
    };
    nextCursor = encodeCursor(cursors[sort]);
  }
  return { recipes, nextCursor };
}

/** One live catalogue recipe, whole, with the user's saved copy if they have one; null when there is none. */
export async function findCatalogueRecipe(db: Db, userId: string, id: string): Promise<CatalogueRecipe | null> {
  const row = await db.kysely
    .selectFrom('recipe')
    .select(recipeColumns)
    .where('id', '=', id)
    .where('inCatalogue', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) return null;
  const saved = await savedStates(db, userId, [id]);
  // Per-user marks live on the user's own copy; the shared recipe carries none.
  return { ...toRecipe(row), isFavorite: false, eatThisWeek: false, saved: saved.get(id) ?? null };
}

export async function findOwnCopy(db: Db, userId: string, id: string) {
  const row = await db.kysely
    .selectFrom('recipe')
    .select(recipeColumns)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? toRecipe(row) : null;
}

/** The next key of SQLite's full-text index, taken in the insert itself (SQLite has one writer at a time). */
function nextSearchId(db: Db) {
  return db.kind === 'sqlite' ? sql<number>`(select coalesce(max("searchId"), 0) + 1 from "recipe")` : null;
}

export async function insertTags(db: Db, recipeId: string, tags: string[], dietary: DietaryNeed[]) {
  const all = [...new Set([...tags, ...dietary.map(dietTag)])];
  if (all.length === 0) return;
  await db.kysely
    .insertInto('recipeTag')
    .values(all.map((tag) => ({ tag, recipeId })))
    .onConflict((oc) => oc.columns(['tag', 'recipeId']).doNothing())
    .execute();
}

/** Inserts a catalogue recipe's row, taking the next key of the full-text index; null when its slug is already there. */
export async function insertCatalogueRow(db: Db, row: ReturnType<typeof newRecipeRow>): Promise<{ id: string } | undefined> {
  return db.kysely
    .insertInto('recipe')
    .values({ ...row, searchId: nextSearchId(db) })
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Takes a recipe out of the catalogue: its publisher or an admin may; saved copies stay with their owners. */
export function unpublishCatalogueRecipe(db: Db, id: string, actor: { userId: string; isAdmin: boolean }): Promise<boolean> {
  // With its index rows, in one transaction: what keeps the catalogue in memory (the pantry's postings) reads them
  // under the version this change moves, so it never keeps them under a version that says they are gone.
  return inTransaction(db, async (trx) => {
    let query = trx.kysely
      .updateTable('recipe')
      .set({ deleted: 1, deletedAt: new Date().toISOString(), updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .where('inCatalogue', '=', 1)
      .where('deleted', '=', 0);
    if (!actor.isAdmin) query = query.where('userId', '=', actor.userId);
    const result = await query.executeTakeFirst();
    await indexRecipeItems(trx, [id]);
    return Number(result.numUpdatedRows) > 0;
  });
}
