import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** Column types that differ between SQLite and PostgreSQL; everything else is written once. */
export async function columnTypes(db: Kysely<unknown>) {
  const kind = await detectKind(db);
  return {
    kind,
    timestamp: kind === 'postgres' ? ('timestamptz' as const) : ('text' as const),
    /** better-auth's own booleans (emailVerified) follow its adapter: boolean on PostgreSQL, integer on SQLite. */
    authBoolean: kind === 'postgres' ? ('boolean' as const) : ('integer' as const),
    nowDefault: kind === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  };
}

async function detectKind(db: Kysely<unknown>): Promise<'sqlite' | 'postgres'> {
  try {
    await sql`select sqlite_version()`.execute(db);
    return 'sqlite';
  } catch {
    return 'postgres';
  }
}
