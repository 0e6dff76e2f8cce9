import { z } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../shared/api-error.ts';

/** The pieces every route definition repeats: a JSON response, an error response, a JSON body, an id. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponse = (description: string) => jsonResponse(apiErrorSchema, description);

/** The answers of any route that validates input and needs a session. */
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
