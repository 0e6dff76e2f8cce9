import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Arranges what no API can: the e2e server's own SQLite database, opened beside it (WAL lets both write), for
 * states that only time would otherwise bring about.
 */
function withServerDatabase<T>(work: (db: Database.Database) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: global setup exports the e2e server's data directory");
  const db = new Database(path.join(dataDir, 'champion-kitchen.db'));
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** An invitation whose expiry has passed (the API only makes ones that last a day or more). */
export function expireInvitation(id: string): void {
  const changed = withServerDatabase(
    (db) => db.prepare('update "invitation" set "expiresAt" = ? where "id" = ?').run('2000-01-01T00:00:00.000Z', id).changes,
  );
  if (changed !== 1) throw new Error(`no invitation ${id} to expire`);
}

/**
 * A champion request waiting for an admin: the e2e server runs with CHAMPION_SIGNUP=open (the default, which
 * the other specs rely on), where choosing Champion grants it at once, so a request is written here.
 */
export function askToBeChampion(email: string, type: 'champion' | 'both'): void {
  const changed = withServerDatabase(
    (db) =>
      db
        .prepare(
          'update "user" set "userType" = \'regular\', "championStatus" = \'requested\', "championRequestedType" = ?, "championStatusAt" = ? where "email" = ?',
        )
        .run(type, new Date().toISOString(), email.toLowerCase()).changes,
  );
  if (changed !== 1) throw new Error(`no account ${email} to ask for`);
}

/**
 * Puts `memberEmail`'s account in `ownerEmail`'s household, as joining by invitation will: their own household of
 * one stays behind, empty of them.
 */
export function joinHousehold(memberEmail: string, ownerEmail: string): void {
  const changed = withServerDatabase(
    (db) =>
      db
        .prepare('update "user" set "householdId" = (select "householdId" from "user" where "email" = ?) where "email" = ?')
        .run(ownerEmail.toLowerCase(), memberEmail.toLowerCase()).changes,
  );
  if (changed !== 1) throw new Error(`no account ${memberEmail} to move`);
}
