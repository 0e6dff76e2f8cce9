import type { ApiErrorBody } from '../../shared/api-error.ts';

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

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * The body as apiErrorSchema (src/shared/api-error.ts) describes it, or null when it is not one. Checked by
 * hand: this module is part of every page's first load, and zod is not needed there.
 */
export function readApiErrorBody(payload: unknown): ApiErrorBody | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { error, code, details } = payload as Record<string, unknown>;
  if (typeof error !== 'string') return null;
  if (code !== undefined && typeof code !== 'string') return null;
  const isDetail = (d: unknown) =>
    typeof d === 'object' && d !== null && typeof (d as FieldDetail).path === 'string' && typeof (d as FieldDetail).message === 'string';
  if (details !== undefined && !(Array.isArray(details) && details.every(isDetail))) return null;
  return { error, ...(code === undefined ? {} : { code }), ...(details === undefined ? {} : { details: details as FieldDetail[] }) };
}

/**
 * The error for a failed call (status 0: the server was not reached), in words for people. The words
 * (error-words.ts) load with the first failure rather than with every page's first load; pages with forms have
 * them already. Should even that load fail, the server's own message stands.
 */
async function failure(status: number, body: ApiErrorBody | null): Promise<ApiError> {
  try {
    const { apiErrorOf, networkError } = await import('./error-words.ts');
    return status === 0 ? networkError() : apiErrorOf(status, body);
  } catch {
    return new ApiError(status, body?.error ?? 'Could not reach the server. Check your connection and try again.', body?.code);
  }
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
async function send(path: string, { method = 'GET', body, signal }: ApiRequestOptions): Promise<{ payload: unknown; headers: Headers }> {
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
    throw await failure(0, null);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    throw await failure(response.status, readApiErrorBody(payload));
  }
  return { payload, headers: response.headers };
}

/**
 * The answer of a call, as the type `T` the caller names: the response type of the endpoint, from src/shared. The
 * browser types our own API's answers rather than parsing them (docs/decisions/0040-typed-answers.md): the server
 * builds them from the same shared types, and its tests check every answer against the shared response schema.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { payload } = await send(path, options);
  return payload as T;
}

/** A call whose answer also carries the cursor of the next page in `X-Next-Cursor` (list endpoints). */
export async function apiRequestPage<T>(path: string, options: ApiRequestOptions = {}): Promise<{ data: T; nextCursor: string | null }> {
  const { payload, headers } = await send(path, options);
  return { data: payload as T, nextCursor: headers.get('x-next-cursor') };
}
