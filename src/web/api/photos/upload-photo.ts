import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { UploadedPhoto } from '../../../shared/photos.ts';
import { postForm, unreadableAnswer } from '../post-form.ts';

/** POST /api/photos (multipart, field "photo"): the server checks, re-encodes and stores it, with upload progress. */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void = () => undefined): Promise<UploadedPhoto> {
  const form = new FormData();
  form.set('photo', file);
  return postForm<UploadedPhoto>('/api/photos', form, onProgress, unreadableAnswer);
}

/** The upload as a mutation, with how far it has got (0 to 1; undefined until the browser first reports). */
export function useUploadPhoto() {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(undefined);
      return uploadPhoto(file, setProgress);
    },
  });
  return { ...mutation, progress };
}
