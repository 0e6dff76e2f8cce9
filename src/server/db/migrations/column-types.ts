import { SqliteAdapter, type Kysely } from 'kysely';

/** Column types that differ between SQLite and PostgreSQL; everything else is written once. */
export function columnTypes(db: Kysely<unknown>) {
  const kind = db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
  return {
    kind,
    timestamp: kind === 'postgres' ? ('timestamptz' as const) : ('text' as const),
    /** better-auth's own booleans (emailVerified) follow its adapter: boolean on PostgreSQL, integer on SQLite. */
    authBoolean: kind === 'postgres' ? ('boolean' as const) : ('integer' as const),
  };
}
