import { setImmediate as nextTurn } from 'node:timers/promises';
import { toIsoDate } from '../../../shared/meal-plan-rules.ts';
import type { AppContext } from '../../app-env.ts';
import { weeklyEmailDays, type WeeklyEmailDay } from '../../config.ts';
import { periodKey } from '../../jobs/index.ts';
import { readWeeklyEmail } from './weekly-email-data.ts';
import { weeklyEmail } from './weekly-email-content.ts';

const hourMs = 60 * 60 * 1000;
/** People read per batch: one small query, then their emails one after the other. */
const BATCH = 100;
/** One run stops after this long; the next run (an hour on) carries on with whoever is left. */
export const RUN_LIMIT_MS = 5 * 60 * 1000;
/** Claims are kept longer than any week, then forgotten. */
const KEEP_CLAIMS_MS = 60 * 24 * hourMs;

/** This UTC week's sending time: its Monday (the job runner's week), plus the day and hour the operator chose. */
export function sendingTimeOfWeek(now: Date, when: { day: WeeklyEmailDay; hour: number }): Date {
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * 24 * hourMs;
  return new Date(monday + (weeklyEmailDays.indexOf(when.day) * 24 + when.hour) * hourMs);
}

export interface SendRun {
  now: Date;
  signal?: AbortSignal;
  /** How long this run may go on; RUN_LIMIT_MS unless a test says. */
  limitMs?: number;
  /** Send this week's now, before its sending time: the operator's `cli weekly-email send`. */
  early?: boolean;
}

export interface SendOutcome {
  /** False before this week's sending time: nothing was read or sent. */
  due: boolean;
  week: string;
  sent: number;
  /** People left for the next run (time limit reached or the run stopped). */
  unfinished: boolean;
}

/**
 * Sends this week's weekly email to everyone who asked for it and has not had it yet, once the week's sending time
 * has passed (WEEKLY_EMAIL_DAY and WEEKLY_EMAIL_HOUR, UTC). Each person is claimed first with a `weeklyEmailSent` row
 * for the week: two app servers sending at once both try, one insert wins, and only its server sends — so nobody
 * gets two in a week, and someone who turns the email on later in the week gets it at the next run. A crash between
 * the claim and the send leaves that person without this week's email rather than risking two. Bounded: batches of
 * people, a time limit per run, and a turn of the event loop between people.
 */
export async function sendDueWeeklyEmails(
  app: AppContext,
  { now, signal, limitMs = RUN_LIMIT_MS, early = false }: SendRun,
): Promise<SendOutcome> {
  const week = periodKey('week', now);
  if (!early && now < sendingTimeOfWeek(now, app.config.weeklyEmail)) return { due: false, week, sent: 0, unfinished: false };
  const k = app.db.kysely;
  await k
    .deleteFrom('weeklyEmailSent')
    .where('sentAt', '<', new Date(now.getTime() - KEEP_CLAIMS_MS).toISOString())
    .execute();

  const stopAt = Date.now() + limitMs;
  const today = toIsoDate(now);
  let sent = 0;
  let after = '';
  for (;;) {
    const batch = await k
      .selectFrom('user')
      .select('id')
      .where('weeklyEmail', '=', 1)
      .where('setupComplete', '=', 1)
      .where('id', '>', after)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('weeklyEmailSent as s').select('s.userId').whereRef('s.userId', '=', 'user.id').where('s.week', '=', week))),
      )
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return { due: true, week, sent, unfinished: false };
    for (const { id } of batch) {
      if (signal?.aborted || Date.now() >= stopAt) return { due: true, week, sent, unfinished: true };
      if (await sendOne(app, id, week, today, now)) sent += 1;
      await nextTurn();
    }
    after = batch[batch.length - 1]?.id ?? after;
  }
}

/** Claims the person's week, then writes and sends their email; false when another server claimed it first. */
async function sendOne(app: AppContext, userId: string, week: string, today: string, now: Date): Promise<boolean> {
  const claimed = await app.db.kysely
    .insertInto('weeklyEmailSent')
    .values({ userId, week, sentAt: now.toISOString() })
    .onConflict((oc) => oc.columns(['userId', 'week']).doNothing())
    .returning('userId')
    .executeTakeFirst();
  if (!claimed) return false;
  const content = await readWeeklyEmail(app, userId, today);
  if (!content) return false;
  await app.mailer.send(weeklyEmail(content));
  return true;
}
