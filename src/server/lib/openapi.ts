import { z } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import { apiErrorSchema } from '../../shared/api-error.ts';

/** The pieces every route definition repeats: a JSON response, an error response, a JSON body, an id. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponse = (description: string) => jsonResponse(apiErrorSchema, description);

/** The answers of any route that validates input and needs a session. */
/** A 409 with code QUOTA_EXCEEDED: the account holds as much of this as one account may (docs/decisions/0023). */
export const quotaError = errorResponse('An account quota is reached (code QUOTA_EXCEEDED); the message says which and what to do');

export const commonErrors = { 400: errorResponse('Invalid input'), 401: errorResponse('Not signed in') } as const;

export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });

/** A resource id in the path (ours are UUIDs; anything longer is no id of ours). */
export const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

/**
 * A 200 whose JSON is already serialised (text or UTF-8 bytes, as the recipe list's are), typed as the route's JSON answer
 * `T`: the caller vouches that the text is `T` serialised, which the route's tests check against the schema.
 */
export function jsonText<T>(c: Context, text: string | Uint8Array<ArrayBuffer>): TypedResponse<T, 200, 'json'> {
  return c.body(text, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<T, 200, 'json'>;
}
