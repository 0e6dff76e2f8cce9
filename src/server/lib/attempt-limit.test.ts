import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-server.ts';
import { countAttempt, forgiveAttempt, lockedAttempt, type AttemptLock, type AttemptWindow } from './attempt-limit.ts';

let unique = 0;
const subject = () => `subject-${Date.now()}-${unique++}`;

describeEachDatabase('attempt limits in the database', (server) => {
  const window: AttemptWindow = { prefix: 'test-window:', max: 3, windowSeconds: 60 };
  const lock: AttemptLock = { prefix: 'test-lock:', free: 3, waitsSeconds: [60, 120], forgetSeconds: 900 };

  it('counts racing attempts once each: exactly max of them get through, and a forgiven one makes room', async () => {
    const { db } = server().ctx;
    const me = subject();
    const answers = await Promise.all(Array.from({ length: 10 }, () => countAttempt(db, window, me)));
    expect(answers.filter((a) => a === null)).toHaveLength(3);
    expect(answers.filter((a) => a !== null).every((a) => a! >= 1 && a! <= 60)).toBe(true);
    // Forgiving takes back one of the ten counted: still over the limit.
    await forgiveAttempt(db, window, me);
    expect(await countAttempt(db, window, me)).not.toBeNull();
  });

  it('lets racing attempts at a lock through only as many times as it has free attempts', async () => {
    const { db } = server().ctx;
    const me = subject();
    const answers = await Promise.all(Array.from({ length: 10 }, () => lockedAttempt(db, lock, me)));
    expect(answers.filter((a) => a === null)).toHaveLength(3);
    // The wait is a minute from the third attempt; a racer that read the clock just before it is told 61 seconds.
    expect(answers.filter((a) => a !== null).every((a) => a! >= 59 && a! <= 61)).toBe(true);
  });

  it('forgets the attempts once the last wait is long over', async () => {
    const { db } = server().ctx;
    const me = subject();
    for (let i = 0; i < 3; i++) expect(await lockedAttempt(db, lock, me)).toBeNull();
    expect(await lockedAttempt(db, lock, me)).not.toBeNull();
    await db.kysely
      .updateTable('rateLimit')
      .set({ lastRequest: Date.now() - lock.forgetSeconds * 1000 - 1000 })
      .where('key', '=', `${lock.prefix}${me}`)
      .execute();
    expect(await lockedAttempt(db, lock, me)).toBeNull();
    const row = await db.kysely.selectFrom('rateLimit').select('count').where('key', '=', `${lock.prefix}${me}`).executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(1);
  });
});
