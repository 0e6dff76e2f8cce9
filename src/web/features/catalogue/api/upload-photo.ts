import { useMutation } from '@tanstack/react-query';
import { uploadedPhotoSchema, type UploadedPhoto } from '../../../../shared/photos.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/photos (multipart, field "photo"): the server checks, re-encodes and stores it. */
export function uploadPhoto(file: File): Promise<UploadedPhoto> {
  const form = new FormData();
  form.set('photo', file);
  return apiRequest('/api/photos', { method: 'POST', body: form, schema: uploadedPhotoSchema });
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
