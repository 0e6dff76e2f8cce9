import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';

export interface NewPhoto {
  id: string;
  userId: string;
  width: number;
  height: number;
  bytes: number;
}

export async function insertPhoto(db: Db, photo: NewPhoto): Promise<void> {
  await db.kysely
    .insertInto('photo')
    .values({ ...photo, createdAt: new Date().toISOString() })
    .execute();
}

/**
 * The photos a user may see and put on a recipe: the ones they uploaded, the ones a live catalogue recipe
 * shows, and the ones any recipe of their own shows (a saved copy of a catalogue recipe shares its photo,
 * and keeps it after the original leaves the catalogue; "Recently deleted" still shows its photos); and the ones
 * a cook log entry the user may read shows (docs/decisions/0077-the-cook-log.md): by someone in their household
 * now, on a recipe that is theirs or not private.
 */
function usableBy(userId: string) {
  return (eb: ExpressionBuilder<Database, 'photo'>) =>
    eb.or([
      eb('photo.userId', '=', userId),
      eb.exists(
        eb
          .selectFrom('recipe')
          .select('recipe.id')
          .whereRef('recipe.photoId', '=', 'photo.id')
          .where((r) => r.or([r.and([r('recipe.inCatalogue', '=', 1), r('recipe.deleted', '=', 0)]), r('recipe.userId', '=', userId)])),
      ),
      eb.exists(
        eb
          .selectFrom('cookLog as c')
          .innerJoin('user as cook', 'cook.id', 'c.userId')
          .innerJoin('user as reader', (join) => join.on('reader.id', '=', userId))
          .innerJoin('recipe as r', 'r.id', 'c.recipeId')
          .select('c.id')
          .whereRef('c.photoId', '=', 'photo.id')
          .whereRef('cook.householdId', '=', 'reader.householdId')
          .where((r) => r.or([r('r.userId', '=', userId), r('r.private', '=', 0)])),
      ),
    ]);
}

/** The photo when `userId` may see it; null when it does not exist or is not theirs to see. */
export async function findUsablePhoto(db: Db, userId: string, id: string): Promise<{ id: string } | null> {
  const row = await db.kysely.selectFrom('photo').select('photo.id').where('photo.id', '=', id).where(usableBy(userId)).executeTakeFirst();
  return row ?? null;
}

/** Recipes may only show photos their author may see: 400 "That photo was not found" otherwise. */
export async function assertPhotoUsable(db: Db, userId: string, photoId: string): Promise<void> {
  if (!(await findUsablePhoto(db, userId, photoId))) {
    const message = words('server.photos.notYours');
    throw new AppError('BAD_REQUEST', message, [{ path: 'photoId', message }]);
  }
}

/**
 * Deletes up to `limit` photo rows uploaded before `uploadedBefore` that no recipe shows any longer, a
 * recipe deleted since `deletedSince` (still restorable) counting as showing it; returns their ids. One
 * statement, so a photo a recipe took up meanwhile is not among them.
 */
export async function deleteUnreferencedPhotos(
  db: Db,
  { uploadedBefore, deletedSince, limit }: { uploadedBefore: string; deletedSince: string; limit: number },
): Promise<string[]> {
  const candidates = db.kysely
    .selectFrom('photo')
    .select('photo.id')
    .where('photo.createdAt', '<', uploadedBefore)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('recipe')
            .select('recipe.id')
            .whereRef('recipe.photoId', '=', 'photo.id')
            .where((r) => r.or([r('recipe.deleted', '=', 0), r('recipe.deletedAt', '>=', deletedSince)])),
        ),
      ),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('cookLog').select('cookLog.id').whereRef('cookLog.photoId', '=', 'photo.id'))))
    .orderBy('photo.createdAt')
    .limit(limit);
  const rows = await db.kysely.deleteFrom('photo').where('photo.id', 'in', candidates).returning('photo.id').execute();
  return rows.map((r) => r.id);
}
