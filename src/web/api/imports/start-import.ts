import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { importStartedSchema } from '../../../shared/imports.ts';
import { postForm, unreadableAnswer } from '../post-form.ts';

type ImportStarted = z.output<typeof importStartedSchema>;

/** POST /api/imports (multipart, field "file"): the file is stored and read in the background; its import's id. */
export function startImport(file: File, onProgress: (fraction: number) => void = () => undefined): Promise<ImportStarted> {
  const form = new FormData();
  form.set('file', file);
  return postForm<ImportStarted>('/api/imports', form, onProgress, unreadableAnswer);
}

/** The upload as a mutation, with how far the upload has got (0 to 1; undefined until the browser first reports). */
export function useStartImport() {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(undefined);
      return startImport(file, setProgress);
    },
  });
  return { ...mutation, progress };
}
