import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordPolicyMessages } from '../../shared/password-policy.ts';
import { AppError } from '../lib/app-error.ts';
import { words } from '../lib/i18n.ts';
import { createBoundedPool, PoolBusyError, TaskTimeoutError, type BoundedPool } from '../lib/worker-pool/bounded-pool.ts';
import type { PasswordOwner, PasswordProblemKind } from './password-policy.ts';
import type { PasswordTask } from './password-worker.ts';

/** password-worker.ts beside this file when running from TypeScript (tests, dev), password-worker.js in the build. */
const workerModule = new URL(`./password-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

let shared: BoundedPool<PasswordTask, PasswordProblemKind | null> | undefined;

/**
 * One thread scores passwords (zxcvbn: its dictionaries take about 30 MB and a few hundred milliseconds to load,
 * and a long password tens of milliseconds to score), so neither holds up the event loop. It is kept ten minutes
 * after its last check, so sign-ups in a row load the dictionaries once. A check never takes seconds; one that
 * does, or a line of more than 32 waiting, means the server is overloaded: "try again" (503).
 */
function pool(): BoundedPool<PasswordTask, PasswordProblemKind | null> {
  shared ??= createBoundedPool<PasswordTask, PasswordProblemKind | null>({
    module: workerModule,
    threads: 1,
    queue: 32,
    queueTimeMs: 15_000,
    timeLimitMs: 5_000,
    memoryLimitMb: 128,
    idleTimeoutMs: 10 * 60_000,
  });
  return shared;
}

/**
 * Why the password policy refuses `password` (password-policy.ts), or null, worked out off the event loop and put
 * in words here, in the request's language (the thread knows no request). An overloaded checker is an AppError
 * SERVICE_UNAVAILABLE with Retry-After, never an accepted password.
 */
export async function passwordProblemOffThread(password: string, person: PasswordOwner): Promise<string | null> {
  let kind: PasswordProblemKind | null;
  try {
    kind = await pool().run({ password, person: { name: person.name ?? null, email: person.email ?? null } });
  } catch (err) {
    if (err instanceof PoolBusyError || err instanceof TaskTimeoutError) {
      throw new AppError('SERVICE_UNAVAILABLE', words('server.auth.passwordCheckBusy'), undefined, { retryAfterSeconds: 5 });
    }
    throw err;
  }
  return kind && passwordPolicyMessages[kind];
}
