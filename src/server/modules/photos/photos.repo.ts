import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { householdOf, readableInHousehold, type HouseholdMember } from '../households/index.ts';

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
 * The photos a person may see and put on a recipe: the ones they uploaded; the ones a live catalogue recipe shows;
 * the ones any recipe of their own shows (a saved copy of a catalogue recipe shares its photo, and keeps it after the
 * original leaves the catalogue; "Recently deleted" still shows its photos); the ones a live recipe they may read
 * shows (a household member's that is not private: readableInHousehold, the rule reading the recipe uses); and the
 * ones a cook log entry they may read shows (docs/decisions/0077-the-cook-log.md), by the rule readCookLog reads
 * entries with: on a recipe they may read, theirs or by someone in their household now.
 */
function usableBy(reader: HouseholdMember) {
  return (eb: ExpressionBuilder<Database, 'photo'>) =>
    eb.or([
      eb('photo.userId', '=', reader.userId),
      eb.exists(
        eb
          .selectFrom('recipe as r')
          .select('r.id')
          .whereRef('r.photoId', '=', 'photo.id')
          .where((r) =>
            r.or([
              r.and([r('r.inCatalogue', '=', 1), r('r.deleted', '=', 0)]),
              r('r.userId', '=', reader.userId),
              r.and([readableInHousehold('r', reader), r('r.inCatalogue', '=', 0), r('r.deleted', '=', 0)]),
            ]),
          ),
      ),
      eb.exists(
        eb
          .selectFrom('cookLog as c')
          .innerJoin('user as cook', 'cook.id', 'c.userId')
          .innerJoin('recipe as r', 'r.id', 'c.recipeId')
          .select('c.id')
          .whereRef('c.photoId', '=', 'photo.id')
          .where(readableInHousehold('r', reader))
          .where('r.inCatalogue', '=', 0)
          .where('r.deleted', '=', 0)
          .where((r) => r.or([r('c.userId', '=', reader.userId), r('cook.householdId', '=', reader.householdId)])),
      ),
    ]);
}

/** The photo when `reader` may see it; null when it does not exist or is not theirs to see. */
export async function findUsablePhoto(db: Db, reader: HouseholdMember, id: string): Promise<{ id: string } | null> {
  const row = await db.kysely.selectFrom('photo').select('photo.id').where('photo.id', '=', id).where(usableBy(reader)).executeTakeFirst();
  return row ?? null;
}

/**
 * Recipes may only show photos their author may see: 400 "That photo was not found" otherwise. The author's
 * household is read here, as the recipe writes that call this name only the author.
 */
export async function assertPhotoUsable(db: Db, userId: string, photoId: string): Promise<void> {
  const householdId = await householdOf(db, userId);
  if (!householdId || !(await findUsablePhoto(db, { userId, householdId }, photoId))) {
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
