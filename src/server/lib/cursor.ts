import { z } from 'zod';
import { MAX_CURSOR_LENGTH } from '../../shared/paging.ts';
import type { CatalogueSort } from '../../shared/recipes.ts';
import { AppError } from './app-error.ts';
import { words } from './i18n.ts';

/**
 * Page cursors: the keyset position of a page's last row, as base64url JSON. A cursor comes back from the
 * client and may have been edited, so every one is decoded through a zod schema of its exact shape (dates
 * that are real instants, finite whole numbers, ids in the shape the app makes) before a query sees it;
 * anything else is the one 400 below, never a RangeError or a database error deeper down.
 */

const withoutNul = (value: string) => !value.includes('\u0000');

/** An instant exactly as the app writes it (toIso): 2026-05-01T12:00:00.000Z, and one that exists. */
export const cursorInstant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  .refine((value) => {
    const time = Date.parse(value);
    return Number.isFinite(time) && new Date(time).toISOString() === value;
  });

/** A row id as the app makes them (randomUUID, or the URL-safe ids of better-auth and the starter set). */
export const cursorId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * A sort key of text (a normalised title, which decomposition can make longer than the 200-character title):
 * bounded, and without NUL, which PostgreSQL cannot compare.
 */
export const cursorText = z.string().max(4000).refine(withoutNul);

/** A whole, non-negative sort key (minutes, a relevance score). */
export const cursorCount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The cursor of a list in time order (newest first, or most recently deleted first): the last row's [instant, id]. */
export const timeAndIdCursor = z.tuple([cursorInstant, cursorId]);

/**
 * The catalogue's cursor, one shape per order: `s` is the order, `v` the last row's sort key, a second key
 * (the title for relevance, the creation time for newest) and its id. Refused unless it is exactly that shape.
 */
export const catalogueCursors = {
  relevance: z.object({ s: z.literal('relevance'), v: z.tuple([cursorCount, cursorText, cursorId]) }).strict(),
  newest: z.object({ s: z.literal('newest'), v: z.tuple([z.literal(0), cursorInstant, cursorId]) }).strict(),
  quickest: z.object({ s: z.literal('quickest'), v: z.tuple([cursorCount, z.literal(''), cursorId]) }).strict(),
  title: z.object({ s: z.literal('title'), v: z.tuple([cursorText, z.literal(''), cursorId]) }).strict(),
} as const;
export type CatalogueCursor = z.infer<(typeof catalogueCursors)[CatalogueSort]>;

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** The cursor's value if it has exactly the schema's shape; otherwise a 400 that tells the person what to do. */
export function decodeCursor<T>(raw: string, schema: z.ZodType<T>): T {
  if (raw.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]*$/.test(raw)) throw invalidCursor();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

export function invalidCursor(): AppError {
  return new AppError('BAD_REQUEST', words('server.cursorInvalid'), undefined, { clientCode: 'INVALID_CURSOR' });
}
