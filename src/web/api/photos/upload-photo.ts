import { translate } from '../../lib/i18n/i18n.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { UploadedPhoto } from '../../../shared/photos.ts';
import { ApiError, readApiErrorBody } from '../../lib/api-client.ts';
import { apiErrorOf, networkError } from '../../lib/error-words.ts';

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/photos (multipart, field "photo"): the server checks, re-encodes and stores it. XMLHttpRequest rather
 * than fetch because only it reports upload progress (fetch has no upload progress events), and a 10 MB photo on
 * a shop's mobile signal takes long enough that people need to see it move. Errors are the same ApiError as
 * every other call.
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void = () => undefined): Promise<UploadedPhoto> {
  const form = new FormData();
  form.set('photo', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/photos');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        // Typed rather than parsed, as every answer of our API (api-client.ts); only a body that is not JSON at all is refused.
        if (typeof payload === 'object' && payload !== null) resolve(payload as UploadedPhoto);
        else reject(new ApiError(request.status, translate('components.photo.unreadableAnswer')));
        return;
      }
      reject(apiErrorOf(request.status, readApiErrorBody(payload)));
    });
    request.addEventListener('error', () => reject(networkError()));
    request.send(form);
  });
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
