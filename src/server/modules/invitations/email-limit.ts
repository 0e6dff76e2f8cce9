import type { AppContext } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { countRequest, type RequestLimit } from '../../lib/request-limit.ts';

/** "in 42 minutes", "in 5 hours": how long until the person can email invitations again, rounded up. */
export function waitInWords(seconds: number): string {
  if (seconds <= 60) return 'in a minute';
  if (seconds < 3600) return `in ${Math.ceil(seconds / 60)} minutes`;
  const hours = Math.ceil(seconds / 3600);
  return hours === 1 ? 'in an hour' : `in ${hours} hours`;
}

/**
 * Counts one emailed invitation of the sender, per hour and per day, in the database like every other limit
 * (src/server/lib/request-limit.ts), and refuses past either with 429, Retry-After, and when they can send more.
 * The day is counted only once the hour allows the mail, so a burst refused within the hour does not use up the
 * day. Every mail goes out from the operator's address to anyone: see docs/decisions/0025-mail-and-stored-secrets.md.
 */
export async function countInvitationEmail(ctx: AppContext, senderId: string): Promise<void> {
  const { perHour, perDay } = ctx.config.invitationEmails;
  const windows: [RequestLimit, string][] = [
    [{ prefix: 'invitation-email-hour:', max: perHour, windowSeconds: 3600 }, 'an hour'],
    [{ prefix: 'invitation-email-day:', max: perDay, windowSeconds: 86_400 }, 'a day'],
  ];
  for (const [limit, period] of windows) {
    const retryAfterSeconds = await countRequest(ctx.db, limit, senderId);
    if (retryAfterSeconds !== null) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `You have emailed ${limit.max} invitations within ${period}, the most allowed. You can email more ${waitInWords(retryAfterSeconds)}; ` +
          'until then, create the invitation without an email address and send its link yourself.',
        undefined,
        { retryAfterSeconds },
      );
    }
  }
}
