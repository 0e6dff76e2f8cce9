import { RESTORE_DAYS } from '../../../shared/recipes.ts';
import type { AppContext } from '../../app-env.ts';
import { photoKey, photoSizes } from './photo-files.ts';
import { deleteUnreferencedPhotos } from './photos.repo.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A fresh upload is kept this long without a recipe: the recipe form uploads before it saves. */
export const PHOTO_GRACE_MS = 24 * HOUR_MS;

const BATCH = 200;

/**
 * Removes photos no recipe shows — neither a live one nor one in "Recently deleted" (restorable for 30
 * days) — once they are older than the grace period: the row first, then both files. Safe to run on
 * several app servers at once (each row is deleted by one of them). A file that cannot be deleted is
 * logged and left behind: without its row it is never served.
 */
export async function removeUnreferencedPhotos(
  ctx: Pick<AppContext, 'db' | 'storage' | 'logger'>,
  now = Date.now(),
): Promise<{ removed: number; filesLeft: number }> {
  const uploadedBefore = new Date(now - PHOTO_GRACE_MS).toISOString();
  const deletedSince = new Date(now - RESTORE_DAYS * 24 * HOUR_MS).toISOString();
  let removed = 0;
  let filesLeft = 0;
  for (;;) {
    const ids = await deleteUnreferencedPhotos(ctx.db, { uploadedBefore, deletedSince, limit: BATCH });
    for (const id of ids) {
      for (const size of photoSizes) {
        const key = photoKey(id, size);
        try {
          await ctx.storage.delete(key);
        } catch (err) {
          filesLeft += 1;
          ctx.logger.warn({ err, key }, 'the file of a removed photo could not be deleted');
        }
      }
    }
    removed += ids.length;
    if (ids.length < BATCH) break;
  }
  return { removed, filesLeft };
}
