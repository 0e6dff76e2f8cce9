import type { AppContext } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { countRequest, type RequestLimit } from '../../lib/request-limit.ts';

/** How long until the person can email invitations again, rounded up: in minutes under an hour, else in hours. */
export function emailWait(seconds: number): { unit: 'minutes' | 'hours'; wait: number } {
  if (seconds < 3600) return { unit: 'minutes', wait: Math.max(1, Math.ceil(seconds / 60)) };
  return { unit: 'hours', wait: Math.ceil(seconds / 3600) };
}

/**
 * Counts one emailed invitation of the sender, per hour and per day, in the database like every other limit
 * (src/server/lib/request-limit.ts), and refuses past either with 429, Retry-After, and when they can send more.
 * The day is counted only once the hour allows the mail, so a burst refused within the hour does not use up the
 * day. Every mail goes out from the operator's address to anyone: see docs/decisions/0025-mail-and-stored-secrets.md.
 */
export async function countInvitationEmail(ctx: AppContext, senderId: string): Promise<void> {
  const { perHour, perDay } = ctx.config.invitationEmails;
  const windows: [RequestLimit, 'server.invitations.emailLimit.hour' | 'server.invitations.emailLimit.day'][] = [
    [{ prefix: 'invitation-email-hour:', max: perHour, windowSeconds: 3600 }, 'server.invitations.emailLimit.hour'],
    [{ prefix: 'invitation-email-day:', max: perDay, windowSeconds: 86_400 }, 'server.invitations.emailLimit.day'],
  ];
  for (const [limit, refusal] of windows) {
    const retryAfterSeconds = await countRequest(ctx.db, limit, senderId);
    if (retryAfterSeconds !== null) {
      throw new AppError('TOO_MANY_REQUESTS', words(refusal, { max: limit.max, ...emailWait(retryAfterSeconds) }), undefined, {
        retryAfterSeconds,
      });
    }
  }
}
