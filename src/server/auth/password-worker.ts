import { workerTask } from '../lib/worker-pool/worker-task.ts';
import { passwordProblemKind, type PasswordOwner } from './password-policy.ts';

export interface PasswordTask {
  password: string;
  person: PasswordOwner;
}

// The dictionaries load with the thread, before its first task is timed.
passwordProblemKind('', {});

/** Runs in the password-check thread (check-password.ts), never on the server's event loop. */
export default workerTask(({ password, person }: PasswordTask) => passwordProblemKind(password, person));
