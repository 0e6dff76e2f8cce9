import { encodeCursor } from '../../lib/cursor.ts';
import type { KeptBytes } from '../../lib/kept-gzip.ts';

/*
 * A page of the recipe list as the bytes it is sent as: recipes' JSON copied side by side into one array, up to
 * RECIPE_PAGE_BYTES, with the cursor of the page after it.
 */

export interface RecipeListPage extends KeptBytes {
  /** The page's recipes as a JSON array in UTF-8, ready to send (and its gzip form, once a client asked for it). */
  json: Buffer<ArrayBuffer>;
  nextCursor: string | null;
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

/** The array's brackets, and the comma between two recipes, in bytes: for estimates made in SQL. */
export const LIST_BRACKETS_BYTES = OPEN.length + CLOSE.length;
export const LIST_SEPARATOR_BYTES = COMMA.length;

/**
 * Most bytes of recipe JSON one page carries. Rows are never cut: a page stops before the recipe that would
 * take it past this (the first recipe always goes in), and the cursor carries on from there.
 */
export const RECIPE_PAGE_BYTES = 1024 * 1024;

/** JSON a recipe has beyond its stored text columns (keys, ids, dates, photo addresses), rounded up. */
export const RECIPE_JSON_OVERHEAD = 1024;

/** The first rows (at most `limit`) whose estimated JSON fits the budget; always at least one. */
export function rowsThatMayFit<R>(rows: R[], limit: number, estimate: (row: R) => number): R[] {
  const chosen: R[] = [];
  let bytes = OPEN.length + CLOSE.length;
  for (const row of rows.slice(0, limit)) {
    const size = estimate(row) + COMMA.length;
    if (chosen.length > 0 && bytes + size > RECIPE_PAGE_BYTES) break;
    bytes += size;
    chosen.push(row);
  }
  return chosen;
}

/**
 * The page's JSON by the exact bytes, from the candidates in order; a row without text (deleted since the page
 * was read) is passed over. There is a next page when fewer rows were passed than the query returned.
 */
export function assemblePage<R extends { id: string }>(
  candidates: R[],
  texts: Map<string, Buffer>,
  fetched: number,
  cursorOf: (row: R) => unknown,
): RecipeListPage {
  const parts: Buffer[] = [OPEN];
  let bytes = OPEN.length + CLOSE.length;
  let passed = 0;
  let last: R | undefined;
  for (const row of candidates) {
    const json = texts.get(row.id);
    if (json !== undefined) {
      const size = json.byteLength + (parts.length > 1 ? COMMA.length : 0);
      if (parts.length > 1 && bytes + size > RECIPE_PAGE_BYTES) break;
      if (parts.length > 1) parts.push(COMMA);
      parts.push(json);
      bytes += size;
    }
    passed += 1;
    last = row;
  }
  parts.push(CLOSE);
  return { json: Buffer.concat(parts), nextCursor: passed < fetched && last ? encodeCursor(cursorOf(last)) : null };
}
