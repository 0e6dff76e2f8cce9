import { z } from 'zod';
import { defineJobKind } from '../../jobs/index.ts';
import { endStoppedImport, runImport } from './run-import.ts';

const IMPORT_ATTEMPTS = 3;

/**
 * The background job of an import: POST /api/imports enqueues it with the import's id; any app server's runner may
 * take it. A stop (a deployment) counts as a failed attempt and the job runs again, going on from the recipes the
 * import's row counts as done (run-import.ts); three attempts, then the import stays as far as it got.
 */
export const importFile = defineJobKind({
  name: 'import-file',
  payload: z.object({ importId: z.string().min(1).max(100) }),
  retry: { attempts: IMPORT_ATTEMPTS, delaySeconds: 30, backoff: true },
  // The reading has its own ten minutes (read-export-in-worker.ts); pages of an address list take two seconds each.
  timeoutSeconds: 60 * 60,
  async handle({ importId }, { app, signal, attempt }) {
    try {
      await runImport(app, importId, { signal });
    } catch (error) {
      // The last attempt: the import ends where it got to, so that the person can start another.
      if (attempt >= IMPORT_ATTEMPTS && !signal.aborted) await endStoppedImport(app, importId);
      throw error;
    }
    return { importId };
  },
});
