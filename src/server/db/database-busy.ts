/**
 * A database that could not serve a statement in time, for a reason that passes: on SQLite another connection held
 * the write lock past the busy timeout (kysely.ts waits 5 s); on PostgreSQL a lock was not granted, a deadlock or a
 * serialization conflict was broken, or no connection was free. Asking again a moment later works, so the answer
 * is 503 with Retry-After (http/error-response.ts), not a 500.
 */
const busyCodes = new Set([
  // better-sqlite3's SqliteError codes.
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
  // PostgreSQL SQLSTATEs: lock_not_available, deadlock_detected, serialization_failure, too_many_connections,
  // cannot_connect_now.
  '55P03',
  '40P01',
  '40001',
  '53300',
  '57P03',
]);

export function isDatabaseBusy(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && busyCodes.has(code);
}
