import { workerTask } from '../lib/worker-pool/worker-task.ts';
import { passwordProblem, type PasswordOwner } from './password-policy.ts';

export interface PasswordTask {
  password: string;
  person: PasswordOwner;
}

// The dictionaries load with the thread, before its first task is timed.
passwordProblem('', {});

/** Runs in the password-check thread (check-password.ts), never on the server's event loop. */
export default workerTask(({ password, person }: PasswordTask) => passwordProblem(password, person));
