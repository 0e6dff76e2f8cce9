import { sql } from 'kysely';
import type { Context } from 'hono';
import type { PantryItem } from '../../../shared/pantry.ts';
import type { AppEnv } from '../../app-env.ts';
import type { SessionCompanion } from '../../auth/session-check.ts';
import { itemColumns, pantryOrder, toPantryItem, type PantryRow } from './pantry.repo.ts';

/** What a pantry request reads in the session check's own statement: the catalogue's version and the pantry. */
export interface PantryBesideSession {
  catalogueVersion: number | string | null;
  /** The household's pantry in listPantryItems' order. */
  items: PantryItem[];
}

/**
 * The catalogue's version and the session's household's pantry, read in the session check's own statement
 * (requireUserWith): What can I make? then knows whether the postings held are still the catalogue's, and what the
 * pantry holds, without a statement of its own for either (each a round trip on PostgreSQL), and the pantry's list
 * needs no other statement. One JSON value, built by the database (PostgreSQL's json functions, SQLite's JSON1), the
 * items in listPantryItems' order (pantryOrder), each as it is read there (toPantryItem). The pantry is that of
 * `user.householdId`, the household requestHousehold answers from the session's row.
 */
export const pantryBesideSession: SessionCompanion<unknown> = {
  select: (_eb, kind) => {
    // Written out, not parameters: the session's statement is given the token alone.
    const version = sql`(select ${sql.ref('catalogueVersion.version')} from ${sql.table('catalogueVersion')} where ${sql.ref('catalogueVersion.id')} = 1)`;
    // Each item as an array of itemColumns, in their order.
    const item = sql.join(itemColumns.map((column) => sql.ref(`p.${column}`)));
    const order = pantryOrder('p');
    const ofHousehold = sql`from ${sql.table('pantryItem')} as ${sql.ref('p')} where ${sql.ref('p.householdId')} = ${sql.ref('user.householdId')}`;
    return kind === 'postgres'
      ? sql`json_build_object('version', ${version}, 'items', coalesce((select json_agg(json_build_array(${item}) order by ${order}) ${ofHousehold}), '[]'::json))`.as(
          'companion',
        )
      : sql`json_object('version', ${version}, 'items', json((select json_group_array(json_array(${item}) order by ${order}) ${ofHousehold})))`.as(
          'companion',
        );
  },
};

/**
 * The pantry read with the session, when it was (the session took the plain path, and the person has a household);
 * undefined otherwise, and the request reads them itself.
 */
export function pantryReadWithSession(c: Context<AppEnv>): PantryBesideSession | undefined {
  const value = c.get('sessionCompanion');
  if (value === undefined || value === null || !c.get('sessionUser')?.householdId) return undefined;
  // PostgreSQL's driver parses json; SQLite answers its text.
  const { version, items } = (typeof value === 'string' ? JSON.parse(value) : value) as {
    version: number | string | null;
    items: unknown[][];
  };
  return {
    catalogueVersion: version,
    items: items.map((values) =>
      toPantryItem(Object.fromEntries(itemColumns.map((column, i) => [column, values[i]])) as unknown as PantryRow),
    ),
  };
}
