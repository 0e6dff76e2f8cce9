import { randomBytes, randomUUID, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AccountTable } from '../db/schema.ts';

/**
 * Password hashing with scrypt at OWASP's recommended cost (N=2^16, r=8, p=2: 64 MiB, ~2× better-auth's
 * default work), compared in constant time. The parameters are stored with each hash so they can rise later.
 * docs/decisions/0004-identity.md says why we replace better-auth's default.
 */
const current = { N: 2 ** 16, r: 8, p: 2, keyLength: 64 };

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number; keyLength: number }) {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, params.keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, current);
  return ['scrypt', current.N, current.r, current.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = hash.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const params = { N: Number(n), r: Number(r), p: Number(p), keyLength: expected.length };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const actual = await derive(password, Buffer.from(saltText, 'base64'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The account row better-auth keeps for an email-and-password sign-in (provider "credential"), for code that
 * makes people without going through sign-up: the CLI, the test factories and the benchmark's generator.
 */
export function credentialAccountRow(
  userId: string,
  passwordHash: string,
  now: string,
  id: string = randomUUID(),
): Insertable<AccountTable> {
  return {
    id,
    accountId: userId,
    providerId: 'credential',
    userId,
    accessToken: null,
    refreshToken: null,
    idToken: null,
    accessTokenExpiresAt: null,
    refreshTokenExpiresAt: null,
    scope: null,
    password: passwordHash,
    createdAt: now,
    updatedAt: now,
  };
}
