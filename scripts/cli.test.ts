import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/server/db/kysely.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ck-cli-'));
// Vitest puts Vite's BASE_URL ('/') into process.env; the CLI must see only what an operator would set.
const { BASE_URL: _viteBase, DATABASE_URL: _db, ...operatorEnv } = process.env;
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], { env: { ...operatorEnv, DATA_DIR: dataDir } }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function userRow(email: string) {
  const db = createDb({ kind: 'sqlite', file: path.join(dataDir, 'champion-kitchen.db') });
  try {
    return await db.kysely
      .selectFrom('user')
      .select(['role', 'userType', 'setupComplete', 'name'])
      .where('email', '=', email)
      .executeTakeFirst();
  } finally {
    await db.destroy();
  }
}

describe('npm run cli', () => {
  it('creates a user who can then be made an admin and back', async () => {
    const created = await cli(
      'user',
      'create',
      '--email',
      'Chef@Example.com',
      '--password',
      'a long password',
      '--name',
      'Head Chef',
      '--type',
      'champion',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(await userRow('chef@example.com')).toEqual({ role: 'user', userType: 'champion', setupComplete: 1, name: 'Head Chef' });

    const granted = await cli('admin', 'grant', 'chef@example.com');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('chef@example.com is now an admin');
    expect((await userRow('chef@example.com'))?.role).toBe('admin');

    const revoked = await cli('admin', 'revoke', 'CHEF@example.com');
    expect(revoked.code).toBe(0);
    expect((await userRow('chef@example.com'))?.role).toBe('user');
  });

  it('says so when no user has the email', async () => {
    const res = await cli('admin', 'grant', 'nobody@example.com');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('No user has the email nobody@example.com');
  });

  it('refuses bad input with a clear message', async () => {
    const short = await cli('user', 'create', '--email', 'x@example.com', '--password', 'short', '--name', 'X');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password must be at least 10 characters');
    const badType = await cli(
      'user',
      'create',
      '--email',
      'y@example.com',
      '--password',
      'a long password',
      '--name',
      'Y',
      '--type',
      'admin',
    );
    expect(badType.code).not.toBe(0);
    expect(badType.stderr).toContain('must be one of regular, champion, both');
  });
});
