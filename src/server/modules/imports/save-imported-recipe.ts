import { isHttpUrl } from '../../../shared/recipe-rules.ts';
import type { RecipeLanguage } from '../../../shared/recipes.ts';
import type { ReadRecipe, Shortening } from '../../../shared/recipe-import.ts';
import type { AppContext } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertPhotoRoom, assertRecipeRoom } from '../../lib/quotas.ts';
import { uploadPhoto } from '../photos/index.ts';
import { PRIVATE_PROPERTY, type SchemaNode } from '../../lib/schema-org.ts';
import { createRecipe, recipeToDraft } from '../recipes/index.ts';
import type { RecipeProblem } from './formats/export-format.ts';

/** What became of one recipe of an import. */
export type SaveOutcome =
  | { outcome: 'imported'; id: string; shortened: Shortening[]; photoLeftOut: boolean }
  | { outcome: 'skipped'; id: string }
  | { outcome: 'failed'; problem: RecipeProblem };

type SaveContext = Pick<AppContext, 'db' | 'storage' | 'logger' | 'config'>;

/** The recipe's own address when it names one we can link to (an http or https address); null otherwise. */
function sourceOf(node: SchemaNode): string | null {
  const url = Array.isArray(node.url) ? node.url[0] : node.url;
  return typeof url === 'string' && isHttpUrl(url.trim()) ? url.trim() : null;
}

/** A live recipe of the person's with this title and source (both absent counts as the same source). */
async function findSame(ctx: SaveContext, userId: string, title: string, sourceUrl: string | null): Promise<string | null> {
  let query = ctx.db.kysely
    .selectFrom('recipe')
    .select('id')
    .where('userId', '=', userId)
    .where('inCatalogue', '=', 0)
    .where('deleted', '=', 0)
    .where('title', '=', title);
  query = sourceUrl === null ? query.where('sourceUrl', 'is', null) : query.where('sourceUrl', '=', sourceUrl);
  const row = await query.limit(1).executeTakeFirst();
  return row?.id ?? null;
}

const isQuota = (error: unknown) => error instanceof AppError && error.status === 409;

/**
 * Saves one recipe read from an export into the person's collection: mapped to ours (cut to our limits, with what
 * was cut), skipped when one with the same title and source is there already, within their quotas. Its photo goes
 * through the uploads' path (sniffed, re-encoded, metadata stripped); a photo that cannot be read, or that the
 * photo quota has no room for, is left out and the recipe saved without it.
 */
export async function saveImportedRecipe(
  ctx: SaveContext,
  userId: string,
  item: { node: SchemaNode; photo: Uint8Array | null; photoUnreadable?: boolean },
  language: RecipeLanguage,
  /** A photo the export names by address, fetched only for a recipe that is not in the collection already. */
  photoAt?: () => Promise<{ photo: Uint8Array | null; photoUnreadable: boolean }>,
): Promise<SaveOutcome> {
  const read = recipeToDraft(item.node, sourceOf(item.node), language);
  if (!read) return { outcome: 'failed', problem: 'noTitle' };
  let { photo, photoUnreadable } = item;
  if (photoAt && !photo && !photoUnreadable) {
    const same = await findSame(ctx, userId, read.recipe.title, read.recipe.sourceUrl);
    if (same) return { outcome: 'skipped', id: same };
    ({ photo, photoUnreadable } = await photoAt());
  }
  // Our own export says which recipes were hidden from the household; everything else comes in as others' recipes do.
  const saved = await saveRead(ctx, userId, read, photo, item.node[PRIVATE_PROPERTY] === true);
  // A photo the export has but that could not be read (or fetched) is said to be left out, as one refused here is.
  return saved.outcome === 'imported' && photoUnreadable ? { ...saved, photoLeftOut: true } : saved;
}

/** Saves a recipe already mapped to ours (a page read from a list of addresses, or an export's recipe). */
export async function saveRead(
  ctx: SaveContext,
  userId: string,
  read: ReadRecipe,
  photoBytes: Uint8Array | null,
  isPrivate = false,
): Promise<SaveOutcome> {
  const same = await findSame(ctx, userId, read.recipe.title, read.recipe.sourceUrl);
  if (same) return { outcome: 'skipped', id: same };
  try {
    await assertRecipeRoom(ctx.db, userId, ctx.config.quotas);
  } catch (error) {
    if (isQuota(error)) return { outcome: 'failed', problem: 'quota' };
    throw error;
  }

  let photoId: string | null = null;
  let photoLeftOut = false;
  if (photoBytes) {
    try {
      await assertPhotoRoom(ctx.db, userId, ctx.config.quotas);
      photoId = (await uploadPhoto(ctx, userId, photoBytes)).id;
    } catch (error) {
      // A photo the uploads would refuse (not an image, too big, unreadable) or no room for it: the recipe still
      // comes in, and the summary says its photo did not.
      if (!(error instanceof AppError)) ctx.logger.warn({ err: error, userId }, 'An imported photo could not be stored');
      photoLeftOut = true;
    }
  }
  const recipe = await createRecipe(ctx.db, userId, { ...read.recipe, photoId, isFavorite: false, eatThisWeek: false, private: isPrivate });
  return { outcome: 'imported', id: recipe.id, shortened: read.shortened, photoLeftOut };
}
