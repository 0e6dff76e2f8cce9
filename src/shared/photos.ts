import { z } from 'zod';

/** POST /api/photos answers with the stored photo; its `id` goes in a recipe's `photoId`. */
export const uploadedPhotoSchema = z.object({
  id: z.string(),
  imageUrl: z.string().describe('The large WebP, inside 1600×1600'),
  thumbnailUrl: z.string().describe('The 480×360 WebP thumbnail'),
  width: z.number().int().describe('Of the large image'),
  height: z.number().int().describe('Of the large image'),
});
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;
