import type { z } from 'zod';
import { apiErrorSchema, type ApiErrorBody } from '../../shared/api-error.ts';

type FieldDetail = NonNullable<ApiErrorBody['details']>[number];

/** Every failed call to our API: the HTTP status, the server's code and its `{"error": message}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: FieldDetail[];

  constructor(status: number, message: string, code?: string, details: FieldDetail[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Checks the response body; without it the body is returned as unknown JSON. */
  schema?: z.ZodType<T>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Same-origin call to our API with the session cookie; throws ApiError on any non-2xx answer. A FormData
 * body goes as multipart (uploads), anything else as JSON.
 */
async function send(
  path: string,
  { method = 'GET', body, signal }: ApiRequestOptions<unknown>,
): Promise<{ payload: unknown; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : multipart ? body : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'NETWORK_ERROR');
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    const message = parsed.success ? parsed.data.error : response.statusText || `Request failed (${response.status})`;
    throw new ApiError(
      response.status,
      message,
      parsed.success ? parsed.data.code : undefined,
      parsed.success ? (parsed.data.details ?? []) : [],
    );
  }
  return { payload, headers: response.headers };
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { payload } = await send(path, options);
  return options.schema ? options.schema.parse(payload) : (payload as T);
}

/** A call whose answer also carries the cursor of the next page in `X-Next-Cursor` (list endpoints). */
export async function apiRequestPage<T>(path: string, options: ApiRequestOptions<T> & { schema: z.ZodType<T> }) {
  const { payload, headers } = await send(path, options);
  return { data: options.schema.parse(payload), nextCursor: headers.get('x-next-cursor') };
}
