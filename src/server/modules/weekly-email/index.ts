/** The weekly email's door (docs/decisions/0084-the-weekly-digest.md): its job and its unsubscribe routes. */
export { weeklyEmailJob } from './weekly-email-job.ts';
export { weeklyEmailRoutes } from './routes.ts';
export { unsubscribeToken } from './unsubscribe-token.ts';
export { sendDueWeeklyEmails } from './send-weekly-emails.ts';
