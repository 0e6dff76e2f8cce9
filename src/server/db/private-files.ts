import { chmodSync, closeSync, openSync, statSync } from 'node:fs';

/** Read and write for the server's own user, nothing for anyone else. */
export const PRIVATE_FILE_MODE = 0o600;

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException).code;

/**
 * Creates `file` empty with mode 0600, and fails if it exists ('wx'): from the first byte only the server's user
 * can read it, whatever the umask. An empty file is a valid new SQLite database and a valid backup target.
 */
export function createPrivateFile(file: string): void {
  closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
}

/** Takes away what group and others may do with `file`, if it exists. */
export function makePrivate(file: string): void {
  try {
    const { mode } = statSync(file);
    if ((mode & 0o077) !== 0) chmodSync(file, mode & 0o700);
  } catch (err) {
    if (errorCode(err) !== 'ENOENT') throw err;
  }
}

/**
 * Before SQLite opens `file`: a new database is created 0600, and an existing one (with its -wal and -shm) made
 * so, for databases made by earlier versions at 0644. SQLite gives the -wal and -shm files it creates the
 * database file's mode, so they follow. See docs/decisions/0025-mail-and-stored-secrets.md.
 */
export function preparePrivateDatabaseFile(file: string): void {
  if (file === '' || file === ':memory:' || file.startsWith('file:')) return;
  try {
    createPrivateFile(file);
  } catch (err) {
    if (errorCode(err) !== 'EEXIST') throw err;
  }
  for (const path of [file, `${file}-wal`, `${file}-shm`]) makePrivate(path);
}
