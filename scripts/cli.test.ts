import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { localToday, weekDates, weekStartOf } from '../src/shared/meal-plans.ts';
import { verifyPassword } from '../src/server/auth/password.ts';
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
      .select(['role', 'userType', 'setupComplete', 'name', 'championStatus'])
      .where('email', '=', email)
      .executeTakeFirst();
  } finally {
    await db.destroy();
  }
}

// Each case starts the CLI (Node with tsx compiling TypeScript) several times, which a busy two-core machine
// can make slower than the default 30 s.
describe('npm run cli', { timeout: 90_000 }, () => {
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
    // An operator's champion is an approved one (decision 0024): they publish to the catalogue.
    expect(await userRow('chef@example.com')).toEqual({
      role: 'user',
      userType: 'champion',
      setupComplete: 1,
      name: 'Head Chef',
      championStatus: 'approved',
    });

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

  // Review 14.13: the CLI's user create took any password of ten characters
  it('refuses a common password, or one made of the name, with the sign-up policy’s message', async () => {
    const common = await cli('user', 'create', '--email', 'z@example.com', '--password', 'password123', '--name', 'Zed Cook');
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('This password is one of the most common passwords');
    const personal = await cli('user', 'create', '--email', 'z@example.com', '--password', 'zedcook2026!', '--name', 'Zed Cook');
    expect(personal.code).toBe(1);
    expect(personal.stderr).toContain('Don’t use your name or email in your password');
    expect(await userRow('z@example.com')).toBeUndefined();
  });

  it('demo: makes demo users of every type with a group, saved recipes and a planned week, again without duplicates', async () => {
    const db = createDb({ kind: 'sqlite', file: path.join(dataDir, 'champion-kitchen.db') });
    const demoEmails = ['participant', 'participant2', 'champion', 'both', 'admin'].map((n) => `${n}@demo.champion-kitchen.test`);
    const week = weekDates(weekStartOf(localToday(), 'monday'));
    const snapshot = async () => {
      const k = db.kysely;
      const users = await k
        .selectFrom('user')
        .select(['id', 'email', 'userType', 'role', 'setupComplete'])
        .where('email', 'in', demoEmails)
        .execute();
      const id = (name: string) => users.find((u) => u.email === `${name}@demo.champion-kitchen.test`)?.id ?? '';
      const passwordOf = async (name: string) =>
        (
          await k
            .selectFrom('account')
            .select('password')
            .where('userId', '=', id(name))
            .where('providerId', '=', 'credential')
            .executeTakeFirst()
        )?.password ?? '';
      const group = await k
        .selectFrom('championMembership')
        .select(['participantId', 'championId'])
        .where('championId', '=', id('champion'))
        .execute();
      const saved = await k
        .selectFrom('recipe')
        .select(['id', 'userId', 'savedFromId', 'isFavorite', 'eatThisWeek'])
        .where('userId', 'in', [id('participant'), id('participant2')])
        .where('deleted', '=', 0)
        .execute();
      const entries = await k
        .selectFrom('mealPlanEntry')
        .select(['userId', 'date', 'mealType', 'recipeId'])
        .where('userId', 'in', [id('participant'), id('participant2')])
        .where('date', '>=', week[0] as string)
        .where('date', '<=', week[6] as string)
        .execute();
      const recommendations = await k
        .selectFrom('recommendation')
        .select(['recipeId', 'note'])
        .where('championId', '=', id('champion'))
        .execute();
      const catalogue = await k.selectFrom('recipe').select('id').where('inCatalogue', '=', 1).execute();
      return { users, id, passwordOf, group, saved, entries, recommendations, catalogue };
    };

    try {
      const first = await cli('demo');
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      const password = /participant@demo\.champion-kitchen\.test\s+(\S+)\s+participant/.exec(first.stdout)?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(10);
      for (const [email, type] of [
        ['participant2@demo.champion-kitchen.test', 'participant'],
        ['champion@demo.champion-kitchen.test', 'champion'],
        ['both@demo.champion-kitchen.test', 'both'],
        ['admin@demo.champion-kitchen.test', 'admin'],
      ] as const) {
        expect(first.stdout).toMatch(new RegExp(`${email.replace(/\./g, '\\.')}\\s+${password}\\s+${type}`));
      }

      const a = await snapshot();
      expect(a.catalogue.length).toBeGreaterThan(20);
      expect(a.users.map((u) => [u.email, u.userType, u.role, u.setupComplete]).sort()).toEqual(
        [
          ['admin@demo.champion-kitchen.test', 'regular', 'admin', 1],
          ['both@demo.champion-kitchen.test', 'both', 'user', 1],
          ['champion@demo.champion-kitchen.test', 'champion', 'user', 1],
          ['participant2@demo.champion-kitchen.test', 'regular', 'user', 1],
          ['participant@demo.champion-kitchen.test', 'regular', 'user', 1],
        ].sort(),
      );
      expect(await verifyPassword({ hash: await a.passwordOf('participant'), password })).toBe(true);
      expect(a.group.map((m) => m.participantId).sort()).toEqual([a.id('participant'), a.id('participant2')].sort());
      for (const name of ['participant', 'participant2']) {
        const mine = a.saved.filter((r) => r.userId === a.id(name));
        expect(mine.length).toBeGreaterThanOrEqual(3);
        expect(mine.every((r) => r.savedFromId !== null)).toBe(true);
        expect(mine.some((r) => r.isFavorite === 1)).toBe(true);
        expect(mine.some((r) => r.eatThisWeek === 1)).toBe(true);
        const planned = a.entries.filter((e) => e.userId === a.id(name));
        expect(planned).toHaveLength(21);
        expect(new Set(planned.map((e) => `${e.date} ${e.mealType}`)).size).toBe(21);
        expect(new Set(planned.map((e) => e.mealType))).toEqual(new Set(['breakfast', 'lunch', 'dinner']));
        const mineIds = new Set(mine.map((r) => r.id));
        expect(planned.every((e) => e.recipeId !== null && mineIds.has(e.recipeId))).toBe(true);
      }
      expect(a.recommendations.length).toBeGreaterThan(0);

      // Again, with a chosen password: the same people and rows, refreshed.
      const second = await cli('demo', '--password', 'a memorable demo password');
      expect(second.code).toBe(0);
      expect(second.stdout).toContain('a memorable demo password');
      const b = await snapshot();
      expect(b.users.map((u) => u.id).sort()).toEqual(a.users.map((u) => u.id).sort());
      expect(b.catalogue).toHaveLength(a.catalogue.length);
      expect(b.saved).toHaveLength(a.saved.length);
      expect(b.entries).toHaveLength(a.entries.length);
      expect(b.group).toHaveLength(2);
      expect(b.recommendations).toHaveLength(a.recommendations.length);
      expect(await verifyPassword({ hash: await b.passwordOf('admin'), password: 'a memorable demo password' })).toBe(true);
      expect(await verifyPassword({ hash: await b.passwordOf('admin'), password })).toBe(false);
    } finally {
      await db.destroy();
    }
  }, 90_000);

  it('backs up the database and restores it into a fresh DATA_DIR, refusing to overwrite one', async () => {
    const made = await cli('user', 'create', '--email', 'kept@example.com', '--password', 'a long password', '--name', 'Kept Cook');
    expect(made.code).toBe(0);
    const file = path.join(dataDir, 'backup.db');
    const backedUp = await cli('backup', file);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(/Backed up \d+ rows in \d+ tables/);
    expect((await cli('backup', file)).stderr).toContain('already exists');

    const fresh = mkdtempSync(path.join(os.tmpdir(), 'ck-cli-restore-'));
    try {
      const inFresh = (...args: string[]) =>
        run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], { env: { ...operatorEnv, DATA_DIR: fresh } }).then(
          (r) => ({ code: 0, ...r }),
          (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
        );
      const restored = await inFresh('restore', file);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      const db = createDb({ kind: 'sqlite', file: path.join(fresh, 'champion-kitchen.db') });
      try {
        const row = await db.kysely.selectFrom('user').select('name').where('email', '=', 'kept@example.com').executeTakeFirst();
        expect(row).toEqual({ name: 'Kept Cook' });
      } finally {
        await db.destroy();
      }
      const again = await inFresh('restore', file);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('--force');
      expect((await inFresh('restore', file, '--force')).code).toBe(0);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 60_000);
});
