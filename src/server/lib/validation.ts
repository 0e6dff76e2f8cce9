import type { Hook } from '@hono/zod-openapi';
import { z, type ZodError } from 'zod';
import { plainValidationMessage } from '../../shared/validation-messages.ts';
import { AppError } from './app-error.ts';
import { words } from './i18n.ts';

// Every schema the server checks with, ours and the libraries', speaks to people when it names no message of
// its own (zod's defaults read "Too small: expected number to be >=1"). zod keeps this setting process-wide.
z.config({ customError: plainValidationMessage });

export function issuesToDetails(error: ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** A failed request validation becomes a 400 with the first message and every field's detail. */
export const validationHook: Hook<unknown, any, any, unknown> = (result) => {
  if (!result.success) {
    const details = issuesToDetails(result.error as ZodError);
    throw new AppError('BAD_REQUEST', details[0]?.message ?? words('server.invalidRequest'), details);
  }
};
