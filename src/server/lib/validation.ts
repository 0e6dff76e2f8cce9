import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { AppError } from './app-error.ts';

export function issuesToDetails(error: ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** A failed request validation becomes a 400 with the first message and every field's detail. */
export const validationHook: Hook<unknown, any, any, unknown> = (result) => {
  if (!result.success) {
    const details = issuesToDetails(result.error as ZodError);
    throw new AppError('BAD_REQUEST', details[0]?.message ?? 'Invalid request', details);
  }
};
