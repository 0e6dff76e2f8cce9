import { z } from 'zod';
import { defineJobKind } from '../../jobs/index.ts';
import { RUN_LIMIT_MS, sendDueWeeklyEmails } from './send-weekly-emails.ts';

/**
 * The weekly email's job (docs/decisions/0084-the-weekly-digest.md): recurring every hour on every app server's
 * runner, enqueued once per hour across them all (job-kinds.ts). Each run sends to whoever is due and not yet sent
 * this week, within its time limit; before the week's sending time it does nothing. Safe to run twice: the
 * per-person claim (send-weekly-emails.ts) is what keeps an email from going twice, not the job.
 */
export const weeklyEmailJob = defineJobKind({
  name: 'weekly-email',
  payload: z.object({}),
  // A missed hour is made up by the next one.
  retry: { attempts: 1 },
  timeoutSeconds: RUN_LIMIT_MS / 1000 + 60,
  handle: async (_payload, { app, signal }) => sendDueWeeklyEmails(app, { now: new Date(), signal }),
});
