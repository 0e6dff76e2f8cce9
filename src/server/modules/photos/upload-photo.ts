import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-env.ts';
import { PHOTO_CONTENT_TYPE, photoKey, photoSizes } from './photo-files.ts';
import { insertPhoto } from './photos.repo.ts';
import { processPhoto } from './process-photo.ts';

export interface UploadedPhoto {
  id: string;
  width: number;
  height: number;
}

/**
 * A user's upload becomes a photo: checked and re-encoded (process-photo.ts), both files stored, then the
 * row written. Files first: a failure in between leaves files no row names (harmless, never served),
 * never a row whose files are missing.
 */
export async function uploadPhoto(
  ctx: Pick<AppContext, 'db' | 'storage' | 'logger'>,
  userId: string,
  bytes: Uint8Array,
): Promise<UploadedPhoto> {
  const { large, thumb } = await processPhoto(bytes);
  const id = randomUUID();
  const files = { large, thumb };
  try {
    for (const size of photoSizes) await ctx.storage.put(photoKey(id, size), files[size].bytes, PHOTO_CONTENT_TYPE);
    await insertPhoto(ctx.db, {
      id,
      userId,
      width: large.width,
      height: large.height,
      bytes: large.bytes.byteLength + thumb.bytes.byteLength,
    });
  } catch (err) {
    await Promise.all(photoSizes.map((size) => ctx.storage.delete(photoKey(id, size)).catch(() => {})));
    throw err;
  }
  return { id, width: large.width, height: large.height };
}
