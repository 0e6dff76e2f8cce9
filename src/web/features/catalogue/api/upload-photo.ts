import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const uploadedPhotoSchema = z.object({ id: z.string(), imageUrl: z.string(), thumbnailUrl: z.string() });
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

/** POST /api/photos (multipart, field "photo"): the server checks, re-encodes and stores it. */
export function uploadPhoto(file: File): Promise<UploadedPhoto> {
  const form = new FormData();
  form.set('photo', file);
  return apiRequest('/api/photos', { method: 'POST', body: form, schema: uploadedPhotoSchema });
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
