import { z } from 'zod';
import { defineJobKind, type RecurringJob, type SomeJobKind } from './jobs/index.ts';
import { importFile } from './modules/imports/index.ts';
import { removeUnreferencedPhotos } from './modules/photos/index.ts';
import { purgeExpiredRecipes } from './modules/recipes/index.ts';
import { weeklyEmailJob } from './modules/weekly-email/index.ts';

/**
 * Recipes deleted more than 30 days ago leave for good, then the photos no recipe shows any more. Once a day across
 * all app servers (each server used to do it at start and every six hours); the photos go even when the recipes
 * could not, as before.
 */
export const purgeDeleted = defineJobKind({
  name: 'purge-deleted',
  payload: z.object({}),
  retry: { attempts: 3, delaySeconds: 600, backoff: true },
  async handle(_payload, { app }) {
    const purging = await purgeExpiredRecipes(app.db).catch((err: unknown) => err as Error);
    const { removed, filesLeft } = await removeUnreferencedPhotos(app);
    if (removed || filesLeft) app.logger.info({ photosRemoved: removed, photoFilesLeft: filesLeft }, 'unreferenced photos removed');
    if (purging instanceof Error) throw purging;
    return { photosRemoved: removed, photoFilesLeft: filesLeft };
  },
});

/**
 * Every kind of background job the app has: each app server's runner is given them all, so any server runs a job
 * another enqueued. A module defines its kind with `defineJobKind` and exports it from its index.ts; it is listed
 * here, and the module enqueues with `ctx.jobs.enqueue(kind, payload)` (docs/decisions/0067-one-job-runner.md).
 */
export const appJobKinds: readonly SomeJobKind[] = [purgeDeleted, importFile, weeklyEmailJob];

/** Work enqueued by the runners themselves, once per period across all app servers (the weekly digest, say). */
export const appRecurringJobs: readonly RecurringJob[] = [
  { kind: purgeDeleted, every: 'day', payload: {} },
  // Every hour: each run sends to whoever is due this week and not yet sent (docs/decisions/0084-the-weekly-digest.md).
  { kind: weeklyEmailJob, every: 'hour', payload: {} },
];
