import { EARLIEST_TIME_ZONE, todayIn, type CookedCreate } from '../../../shared/cook-log.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import type { HouseholdMember } from '../households/index.ts';
import { assertPhotoUsable } from '../photos/index.ts';
import { insertCookLogEntry, isHouseholdEntryOf } from './cook-log.repo.ts';

/**
 * "I cooked this": a cook log entry on a recipe the reader may read, dated today in their time zone unless they
 * say (the schema has refused a day after that), with a photo they may show and the plan entry it marks as cooked.
 * Returns the entry's id; 404 for a recipe they may not read, 400 for a photo or plan entry that is not theirs.
 */
export async function recordCooked(db: Db, reader: HouseholdMember, recipeId: string, input: CookedCreate): Promise<string> {
  if (input.photoId !== null) await assertPhotoUsable(db, reader.userId, input.photoId);
  if (input.planEntryId !== null && !(await isHouseholdEntryOf(db, reader, input.planEntryId, recipeId))) {
    const message = words('server.cooked.planEntryNotFound');
    throw new AppError('BAD_REQUEST', message, [{ path: 'planEntryId', message }]);
  }
  const id = await insertCookLogEntry(db, reader, {
    recipeId,
    cookedOn: input.cookedOn ?? todayIn(input.timeZone ?? EARLIEST_TIME_ZONE),
    rating: input.rating,
    note: input.note,
    photoId: input.photoId,
    planEntryId: input.planEntryId,
  });
  if (!id) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
  return id;
}
