import { collectionLimits, type Collection, type CollectionRecipes } from '../../../shared/collections.ts';
import { catalogueQuerySchema } from '../../../shared/recipes.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { savedStates, searchCatalogue } from '../catalogue/index.ts';
import type { HouseholdMember } from '../households/index.ts';
import {
  catalogueRecipeIdsIn,
  countOwnCollections,
  findOwnCollection,
  findCollection,
  insertCollection,
  insertCollectionRecipe,
  manualCollectionRecipes,
  ownCollectionFill,
  recipeReadable,
  updateOwnCollection,
  type NewCollection,
} from './collections.repo.ts';

const isUniqueViolation = (error: unknown) => ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes((error as { code?: string }).code ?? '');

const nameTaken = (name: string) =>
  new AppError('CONFLICT', words('server.collections.nameTaken', { name }), undefined, { clientCode: 'COLLECTION_NAME_TAKEN' });
const notFound = () => new AppError('NOT_FOUND', words('server.collections.notFound'));

export async function createCollection(db: Db, reader: HouseholdMember, input: NewCollection): Promise<Collection> {
  if ((await countOwnCollections(db, reader.userId)) >= collectionLimits.perOwner) {
    throw new AppError('CONFLICT', words('server.collections.tooMany', { max: collectionLimits.perOwner }));
  }
  let id: string;
  try {
    id = await insertCollection(db, reader.userId, input);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
  const made = await findCollection(db, reader, id);
  if (!made) throw notFound();
  return made;
}

export async function changeCollection(
  db: Db,
  reader: HouseholdMember,
  id: string,
  patch: { name?: string; shared?: boolean },
): Promise<Collection> {
  let changed: boolean;
  try {
    changed = await updateOwnCollection(db, reader.userId, id, patch);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(patch.name ?? '');
    throw error;
  }
  const collection = changed ? await findCollection(db, reader, id) : null;
  if (!collection) throw notFound();
  return collection;
}

/** Puts a recipe the owner may read in their manual collection. */
export async function addCollectionRecipe(db: Db, reader: HouseholdMember, collectionId: string, recipeId: string): Promise<void> {
  const fill = await ownCollectionFill(db, reader.userId, collectionId);
  if (!fill) throw notFound();
  if (fill.kind === 'smart') throw new AppError('CONFLICT', words('server.collections.smartFillsItself'));
  if (!(await recipeReadable(db, reader, recipeId))) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
  if (fill.held >= collectionLimits.recipes) {
    throw new AppError('CONFLICT', words('server.collections.full', { max: collectionLimits.recipes }));
  }
  await insertCollectionRecipe(db, collectionId, recipeId);
}

/**
 * A collection's recipes as its reader may read them: a manual one's, or a smart one's search run now (so a recipe
 * published since it was saved is there), a page at a time.
 */
export async function listCollectionRecipes(
  db: Db,
  reader: HouseholdMember,
  id: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<CollectionRecipes> {
  const collection = await findCollection(db, reader, id);
  if (!collection) throw notFound();
  if (collection.kind === 'manual') {
    const recipes = await manualCollectionRecipes(db, reader, id, (ids) => savedStates(db, reader.userId, ids));
    return { collection, recipes, nextCursor: null };
  }
  const query = catalogueQuerySchema.safeParse({
    ...Object.fromEntries(new URLSearchParams(collection.search ?? '')),
    limit: page.limit,
    ...(page.cursor !== undefined && { cursor: page.cursor }),
  });
  if (!query.success) throw new AppError('BAD_REQUEST', words('server.collections.searchUnreadable'));
  const found = await searchCatalogue(db, reader.userId, query.data);
  return {
    collection,
    recipes: found.recipes.map((recipe) => ({
      id: recipe.id,
      title: recipe.title,
      description: recipe.description,
      servings: recipe.servings,
      thumbnailUrl: recipe.thumbnailUrl,
      source: 'catalogue' as const,
      ownerName: null,
      saved: recipe.saved,
    })),
    nextCursor: found.nextCursor,
  };
}

/**
 * What a champion's message shows of one of their own collections (docs/decisions/0087-a-message-recommends-a-collection.md):
 * its name and the ids of its catalogue recipes now, at most `max` — a manual one's last put in first, a smart one's
 * search as its owner would see it. Their own recipes are never among them. Null when the collection is not theirs.
 */
export async function catalogueRecipesOfOwnCollection(
  db: Db,
  ownerId: string,
  id: string,
  max: number,
): Promise<{ name: string; recipeIds: string[] } | null> {
  const collection = await findOwnCollection(db, ownerId, id);
  if (!collection) return null;
  if (collection.kind === 'manual') return { name: collection.name, recipeIds: await catalogueRecipeIdsIn(db, id, max) };
  const query = catalogueQuerySchema.safeParse({ ...Object.fromEntries(new URLSearchParams(collection.search ?? '')), limit: max });
  if (!query.success) throw new AppError('BAD_REQUEST', words('server.collections.searchUnreadable'));
  const found = await searchCatalogue(db, ownerId, query.data);
  return { name: collection.name, recipeIds: found.recipes.map((recipe) => recipe.id) };
}
