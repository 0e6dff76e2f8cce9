import type { z } from 'zod';
import { ApiError } from './api-client.ts';

/** Field name → first message, from a zod error (client checks) or an API error's details (server checks). */
export type FieldErrors = Partial<Record<string, string>>;

function add(errors: FieldErrors, path: string, message: string) {
  const field = path.split('.')[0] ?? '';
  if (field && !errors[field]) errors[field] = message;
}

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) add(errors, issue.path.map(String).join('.'), issue.message);
  return errors;
}

export function fieldErrorsFromApi(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (error instanceof ApiError) for (const detail of error.details) add(errors, detail.path, detail.message);
  return errors;
}
