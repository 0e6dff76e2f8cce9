import { createHook } from 'node:async_hooks';
import { expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../test/factories.ts';
import { TestClient, type TestResponse } from '../test/http-client.ts';
import { describeEachDatabase, type TestServer } from '../test/test-server.ts';
import { signInAccountLock } from './sign-in-throttle.ts';

/*
 * Sign-in and sign-up limits (docs/decisions/0026-sign-in-limits.md). The server believes X-Forwarded-For from
 * loopback here, so each test can be one public address (a venue's Wi-Fi) or many (a stranger's botnet).
 */

let nextNet = 1;
/** A block of public-looking addresses of its own for each test: `${net}.${n}`. */
const freshNet = () => `198.18.${nextNet++}`;

const waitMessage = /^Too many attempts\. Try again in \d+ (seconds?|minutes?)\.$/;

function from(server: TestServer, address: string) {
  const client = new TestClient(server.baseUrl);
  const headers = { 'x-forwarded-for': address };
  return {
    client,
    signUp: (name: string, email: string, password = DEFAULT_PASSWORD) =>
      client.post('/api/auth/sign-up/email', { name, email, password }, { headers }),
    signIn: (email: string, password: string) => client.post('/api/auth/sign-in/email', { email, password }, { headers }),
  };
}

/** How many scrypt computations the in-process server started while `run` ran (async_hooks, not timing). */
async function scryptsDuring<T>(run: () => Promise<T>): Promise<{ result: T; scrypts: number }> {
  let scrypts = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'SCRYPTREQUEST') scrypts += 1;
    },
  }).enable();
  try {
    return { result: await run(), scrypts };
  } finally {
    hook.disable();
  }
}

function expectWait(res: TestResponse) {
  expect(res.status).toBe(429);
  expect(String(res.headers['retry-after'])).toMatch(/^[1-9]\d*$/);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  expect(res.body.error).toMatch(waitMessage);
}

/** Moves every wait of the sign-in account locks into the past, as if the person had waited. */
async function letLocksExpire(server: TestServer) {
  await server.ctx.db.kysely
    .updateTable('rateLimit')
    .set({ lastRequest: Date.now() - 1000 })
    .where('key', 'like', `${signInAccountLock.prefix}%`)
    .execute();
}

// Every sign-up and password check is a 64 MiB scrypt; on a busy 2-core machine these tests get minutes, not 30 s.
describeEachDatabase(
  'sign-in and sign-up limits',
  (server) => {
    it(
      // Review 14.14: a champion's workshop on one Wi-Fi was locked out after the fifth person signed up or in.
      'lets 25 people on one address sign up and sign in at once, while 30 wrong passwords for one account from it are stopped',
      { timeout: 300_000 },
      async () => {
        const venue = `${freshNet()}.1`;
        const stamp = Date.now().toString(36);
        const people = Array.from({ length: 25 }, (_, i) => ({ name: `Cook ${i + 1}`, email: `cook-${stamp}-${i}@example.com` }));

        for (const person of people) {
          const res = await from(server(), venue).signUp(person.name, person.email);
          expect({ who: person.email, status: res.status }).toEqual({ who: person.email, status: 200 });
        }
        for (const person of people) {
          const res = await from(server(), venue).signIn(person.email, DEFAULT_PASSWORD);
          expect({ who: person.email, status: res.status }).toEqual({ who: person.email, status: 200 });
        }

        // Someone at the venue guesses one person's password: stopped before the 30th guess.
        const target = people[0]!;
        const statuses: number[] = [];
        let refused: TestResponse | undefined;
        for (let i = 0; i < 30; i++) {
          const res = await from(server(), venue).signIn(target.email, `wrong guess ${i}`);
          statuses.push(res.status);
          refused ??= res.status === 429 ? res : undefined;
        }
        expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
        expect(statuses.slice(10)).toEqual(Array.from({ length: 20 }, () => 429));
        expectWait(refused!);

        // The rest of the class is not held up by the guessing.
        const late = people[24]!;
        expect((await from(server(), venue).signIn(late.email, DEFAULT_PASSWORD)).status).toBe(200);
      },
    );

    it(
      // Review 14.9: wrong passwords for one account from ever new addresses were never slowed.
      'stops wrong passwords for one account from 30 addresses, without hashing; the owner at home still gets in, a new device after the wait',
      { timeout: 180_000 },
      async () => {
        const home = `${freshNet()}.1`;
        const email = `owner-${Date.now().toString(36)}@example.com`;
        expect((await from(server(), home).signUp('Owner Person', email)).status).toBe(200);

        const botnet = freshNet();
        const statuses: number[] = [];
        const { scrypts } = await scryptsDuring(async () => {
          for (let i = 0; i < 30; i++) statuses.push((await from(server(), `${botnet}.${i + 10}`).signIn(email, `guess ${i}`)).status);
        });
        expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
        expect(statuses.slice(10)).toEqual(Array.from({ length: 20 }, () => 429));
        // Ten password checks, not thirty: a refused attempt costs no 64 MiB hash.
        expect(scrypts).toBe(10);

        // The owner, from the address they use (a session of theirs was made there): straight in.
        expect((await from(server(), home).signIn(email, DEFAULT_PASSWORD)).status).toBe(200);

        // From a new device, even with the right password: told how long to wait, then let in after it.
        const phone = `${freshNet()}.1`;
        expectWait(await from(server(), phone).signIn(email, DEFAULT_PASSWORD));
        await letLocksExpire(server());
        expect((await from(server(), phone).signIn(email, DEFAULT_PASSWORD)).status).toBe(200);
      },
    );

    it('treats an unknown email like a known one: the same answers, the same lock, the same cost', { timeout: 120_000 }, async () => {
      const user = await createUser(server().ctx);
      const net = freshNet();
      const run = async (email: string, offset: number) => {
        const statuses: number[] = [];
        const messages = new Set<string>();
        const { scrypts } = await scryptsDuring(async () => {
          for (let i = 0; i < 12; i++) {
            const res = await from(server(), `${net}.${offset + i}`).signIn(email, `guess ${i}`);
            statuses.push(res.status);
            messages.add(res.body.error.replace(/\d+/g, 'N'));
          }
        });
        return { statuses, messages: [...messages], scrypts };
      };
      const known = await run(user.email, 10);
      const unknown = await run(`nobody-${Date.now()}@example.com`, 100);
      expect(unknown).toEqual(known);
      expect(known.statuses.at(-1)).toBe(429);
    });

    it(
      'makes each wait after the tenth failure longer, up to 15 minutes, and never longer for knocking while locked',
      { timeout: 120_000 },
      async () => {
        const email = `waits-${Date.now()}@example.com`;
        const net = freshNet();
        let n = 0;
        const guess = () => from(server(), `${net}.${++n}`).signIn(email, 'wrong password!');
        for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(401);

        const waits: number[] = [];
        for (let round = 0; round < 6; round++) {
          const refused = await guess();
          expectWait(refused);
          const wait = Number(refused.headers['retry-after']);
          // Knocking again while locked does not make the wait longer.
          expect(Number((await guess()).headers['retry-after'])).toBeLessThanOrEqual(wait);
          waits.push(wait);
          await letLocksExpire(server());
          expect((await guess()).status).toBe(401);
        }
        const minutes = waits.map((w) => Math.ceil(w / 60));
        expect(minutes).toEqual([1, 2, 4, 8, 15, 15]);
      },
    );

    it('a password reset ends the lock at once, for any device', { timeout: 120_000 }, async () => {
      const user = await createUser(server().ctx);
      const net = freshNet();
      for (let i = 0; i < 11; i++) await from(server(), `${net}.${i + 1}`).signIn(user.email, `guess ${i}`);
      expectWait(await from(server(), `${net}.50`).signIn(user.email, user.password));

      const asked = await from(server(), `${net}.60`).client.post(
        '/api/auth/request-password-reset',
        { email: user.email, redirectTo: '/reset-password' },
        { headers: { 'x-forwarded-for': `${net}.60` } },
      );
      expect(asked.status).toBe(200);
      // The link as mailed (the stored copy keeps no links).
      const mail = server().mails.find((m) => m.to === user.email);
      const token = /reset-password\/([^?\s]+)/.exec(mail?.text ?? '')?.[1];
      expect(token).toBeTruthy();
      const reset = await from(server(), `${net}.60`).client.post(
        '/api/auth/reset-password',
        { token, newPassword: 'a brand new password' },
        { headers: { 'x-forwarded-for': `${net}.60` } },
      );
      expect(reset.status).toBe(200);
      expect((await from(server(), `${net}.70`).signIn(user.email, 'a brand new password')).status).toBe(200);
    });
  },
  { TRUSTED_PROXIES: '127.0.0.1' },
);
