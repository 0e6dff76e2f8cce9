import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { collectionLimits, collectionNameKey, type Collection, type CollectionRecipe } from '../../../shared/collections.ts';
import type { SavedState } from '../../../shared/recipes.ts';
import type { Db } from '../../db/kysely.ts';
import type { CollectionTable } from '../../db/schema.ts';
import { readableInHousehold, type HouseholdMember } from '../households/index.ts';
import { photoUrls } from '../photos/index.ts';

/*
 * Collections' queries (docs/decisions/0078-collections.md). Who may do what is part of every query: a person reads
 * their own collections and those their household's members share; only the owner changes one; a collection's
 * recipes are only those its reader may read now.
 */

type CollectionRow = Pick<CollectionTable, 'id' | 'ownerId' | 'name' | 'kind' | 'search'> & { shared: number; ownerName: string };

/** The recipe `r` may be read by `reader`: a catalogue recipe, their own, or a household member's that is not private. */
export function readableRecipe(reader: HouseholdMember): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref('r.deleted')} = 0 and (${sql.ref('r.inCatalogue')} = 1 or ${readableInHousehold('r', reader)}))`;
}

/** The collection `c` (its owner joined as `o`) is the reader's, or shared by a member of their household. */
const readableCollection = (reader: HouseholdMember) =>
  sql<SqlBool>`(${sql.ref('c.ownerId')} = ${reader.userId} or (${sql.ref('c.shared')} = 1 and ${sql.ref('o.householdId')} = ${
    reader.householdId
  }))`;

function readableCollections(db: Db, reader: HouseholdMember) {
  return db.kysely
    .selectFrom('collection as c')
    .innerJoin('user as o', 'o.id', 'c.ownerId')
    .select(['c.id', 'c.ownerId', 'c.name', 'c.kind', 'c.search', 'c.shared', 'o.name as ownerName'])
    .where(readableCollection(reader));
}

function toCollection(
  row: CollectionRow,
  reader: HouseholdMember,
  counts: { recipeCount: number | null; hasRecipe: boolean | null },
): Collection {
  const mine = row.ownerId === reader.userId;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    shared: Number(row.shared) === 1,
    search: row.kind === 'smart' ? row.search : null,
    mine,
    ownerName: mine ? null : row.ownerName,
    ...counts,
  };
}

/** How many of each manual collection's recipes the reader may read. */
async function recipeCounts(db: Db, reader: HouseholdMember, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('collectionRecipe as cr')
    .innerJoin('recipe as r', 'r.id', 'cr.recipeId')
    .select(['cr.collectionId', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('cr.collectionId', 'in', ids)
    .where(readableRecipe(reader))
    .groupBy('cr.collectionId')
    .execute();
  return new Map(rows.map((row) => [row.collectionId, Number(row.count)]));
}

/**
 * The reader's collections, then those their household shares, each by name. With `recipeId`, each manual one says
 * whether it holds that recipe (for the "Add to collection" checkboxes).
 */
export async function listCollections(db: Db, reader: HouseholdMember, recipeId?: string): Promise<Collection[]> {
  const rows = await readableCollections(db, reader).execute();
  const manual = rows.filter((row) => row.kind === 'manual').map((row) => row.id);
  const counts = await recipeCounts(db, reader, manual);
  // Asked of the reader's own collections only: the ones they can fill (and no probe of what others put in theirs).
  const ownManual = rows.filter((row) => row.kind === 'manual' && row.ownerId === reader.userId).map((row) => row.id);
  const holding = new Set<string>();
  if (recipeId !== undefined && ownManual.length) {
    const held = await db.kysely
      .selectFrom('collectionRecipe')
      .select('collectionId')
      .where('collectionId', 'in', ownManual)
      .where('recipeId', '=', recipeId)
      .execute();
    for (const row of held) holding.add(row.collectionId);
  }
  return rows
    .map((row) =>
      toCollection(row, reader, {
        recipeCount: row.kind === 'manual' ? (counts.get(row.id) ?? 0) : null,
        hasRecipe: recipeId !== undefined && row.kind === 'manual' && row.ownerId === reader.userId ? holding.has(row.id) : null,
      }),
    )
    .sort((a, b) => Number(b.mine) - Number(a.mine) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** One collection the reader may read, or null. */
export async function findCollection(db: Db, reader: HouseholdMember, id: string): Promise<Collection | null> {
  const row = await readableCollections(db, reader).where('c.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const counts = row.kind === 'manual' ? await recipeCounts(db, reader, [row.id]) : null;
  return toCollection(row, reader, { recipeCount: counts ? (counts.get(row.id) ?? 0) : null, hasRecipe: null });
}

export async function countOwnCollections(db: Db, ownerId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('collection')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewCollection {
  name: string;
  kind: 'manual' | 'smart';
  shared: boolean;
  search: string | null;
}

export async function insertCollection(db: Db, ownerId: string, input: NewCollection): Promise<string> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await db.kysely
    .insertInto('collection')
    .values({
      id,
      ownerId,
      name: input.name,
      nameKey: collectionNameKey(input.name),
      kind: input.kind,
      shared: input.shared ? 1 : 0,
      search: input.kind === 'smart' ? input.search : null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** Renames or shares the owner's collection; false when it is not theirs. */
export async function updateOwnCollection(
  db: Db,
  ownerId: string,
  id: string,
  patch: { name?: string; shared?: boolean },
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('collection')
    .set({
      updatedAt: new Date().toISOString(),
      ...(patch.name !== undefined && { name: patch.name, nameKey: collectionNameKey(patch.name) }),
      ...(patch.shared !== undefined && { shared: patch.shared ? 1 : 0 }),
    })
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteOwnCollection(db: Db, ownerId: string, id: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom('collection').where('id', '=', id).where('ownerId', '=', ownerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The owner's collection's kind and how many recipes it holds, or null when it is not theirs. */
export async function ownCollectionFill(db: Db, ownerId: string, id: string): Promise<{ kind: 'manual' | 'smart'; held: number } | null> {
  const row = await db.kysely
    .selectFrom('collection as c')
    .select([
      'c.kind',
      (eb) =>
        eb
          .selectFrom('collectionRecipe as cr')
          .whereRef('cr.collectionId', '=', 'c.id')
          .select(eb.fn.countAll<string | number>().as('n'))
          .as('held'),
    ])
    .where('c.id', '=', id)
    .where('c.ownerId', '=', ownerId)
    .executeTakeFirst();
  return row ? { kind: row.kind, held: Number(row.held ?? 0) } : null;
}

/** The recipe is one `reader` may read (and so put in a collection). */
export async function recipeReadable(db: Db, reader: HouseholdMember, recipeId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('recipe as r')
    .select('r.id')
    .where('r.id', '=', recipeId)
    .where(readableRecipe(reader))
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts the recipe in the collection; putting it in again changes nothing. */
export async function insertCollectionRecipe(db: Db, collectionId: string, recipeId: string): Promise<void> {
  await db.kysely
    .insertInto('collectionRecipe')
    .values({ collectionId, recipeId, addedAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['collectionId', 'recipeId']).doNothing())
    .execute();
}

/** Takes the recipe out of the owner's collection; false when the collection is not theirs. */
export async function deleteCollectionRecipe(db: Db, ownerId: string, collectionId: string, recipeId: string): Promise<boolean> {
  const own = await db.kysely
    .selectFrom('collection')
    .select('id')
    .where('id', '=', collectionId)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
  if (!own) return false;
  await db.kysely.deleteFrom('collectionRecipe').where('collectionId', '=', collectionId).where('recipeId', '=', recipeId).execute();
  return true;
}

/** A manual collection's recipes that the reader may read now, the last put in first (at most collectionLimits.recipes). */
export async function manualCollectionRecipes(
  db: Db,
  reader: HouseholdMember,
  collectionId: string,
  savedStates: (ids: string[]) => Promise<Map<string, SavedState>>,
): Promise<CollectionRecipe[]> {
  const rows = await db.kysely
    .selectFrom('collectionRecipe as cr')
    .innerJoin('recipe as r', 'r.id', 'cr.recipeId')
    .leftJoin('user as u', 'u.id', 'r.userId')
    .select(['r.id', 'r.title', 'r.description', 'r.servings', 'r.photoId', 'r.inCatalogue', 'r.userId', 'u.name as ownerName'])
    .where('cr.collectionId', '=', collectionId)
    .where(readableRecipe(reader))
    .orderBy('cr.addedAt', 'desc')
    .orderBy('r.id')
    .limit(collectionLimits.recipes)
    .execute();
  const saved = await savedStates(rows.filter((row) => Number(row.inCatalogue) === 1).map((row) => row.id));
  return rows.map((row) => {
    const source = Number(row.inCatalogue) === 1 ? 'catalogue' : row.userId === reader.userId ? 'mine' : 'household';
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      servings: row.servings,
      thumbnailUrl: photoUrls(row.photoId).thumbnailUrl,
      source,
      ownerName: source === 'household' ? (row.ownerName ?? null) : null,
      saved: source === 'catalogue' ? (saved.get(row.id) ?? null) : null,
    };
  });
}

/** The owner's collection (not one a household member shares), or undefined. */
export async function findOwnCollection(db: Db, ownerId: string, id: string) {
  return db.kysely
    .selectFrom('collection')
    .select(['id', 'name', 'kind', 'search'])
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
}

/** The ids of a manual collection's live catalogue recipes, the last put in first: never the owner's own recipes. */
export async function catalogueRecipeIdsIn(db: Db, collectionId: string, max: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('collectionRecipe as cr')
    .innerJoin('recipe as r', 'r.id', 'cr.recipeId')
    .select('r.id')
    .where('cr.collectionId', '=', collectionId)
    .where('r.inCatalogue', '=', 1)
    .where('r.deleted', '=', 0)
    .orderBy('cr.addedAt', 'desc')
    .orderBy('r.id')
    .limit(max)
    .execute();
  return rows.map((row) => row.id);
}
