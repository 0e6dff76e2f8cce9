import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../lib/app-error.ts';
import { createBoundedPool, PoolBusyError, TaskTimeoutError, type BoundedPool } from '../lib/worker-pool/bounded-pool.ts';
import { passwordPolicyMessages, type PasswordProblem } from '../../shared/password-policy.ts';
import type { PasswordOwner } from './password-policy.ts';
import type { PasswordTask } from './password-worker.ts';

/** password-worker.ts beside this file when running from TypeScript (tests, dev), password-worker.js in the build. */
const workerModule = new URL(`./password-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

export const passwordCheckBusyMessage = 'The server is busy checking passwords. Please try again in a moment.';

let shared: BoundedPool<PasswordTask, PasswordProblem | null> | undefined;

/**
 * One thread scores passwords (zxcvbn: its dictionaries take about 30 MB and a few hundred milliseconds to load,
 * and a long password tens of milliseconds to score), so neither holds up the event loop. It is kept ten minutes
 * after its last check, so sign-ups in a row load the dictionaries once. A check never takes seconds; one that
 * does, or a line of more than 32 waiting, means the server is overloaded: "try again" (503).
 */
function pool(): BoundedPool<PasswordTask, PasswordProblem | null> {
  shared ??= createBoundedPool<PasswordTask, PasswordProblem | null>({
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
 * Why the password policy refuses `password` (password-policy.ts), or null, worked out off the event loop. An
 * overloaded checker is an AppError SERVICE_UNAVAILABLE with Retry-After, never an accepted password.
 */
export async function passwordProblemOffThread(password: string, person: PasswordOwner): Promise<string | null> {
  try {
    const problem = await pool().run({ password, person: { name: person.name ?? null, email: person.email ?? null } });
    // Worded here, in the request's language: the thread that scored it knows no request.
    return problem && passwordPolicyMessages[problem];
  } catch (err) {
    if (err instanceof PoolBusyError || err instanceof TaskTimeoutError) {
      throw new AppError('SERVICE_UNAVAILABLE', passwordCheckBusyMessage, undefined, { retryAfterSeconds: 5 });
    }
    throw err;
  }
}
