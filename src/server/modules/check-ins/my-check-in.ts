import type { CheckInAnswer, MyCheckIn } from '../../../shared/check-ins.ts';
import { toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { findMembership } from '../membership/index.ts';
import { findMe } from '../users/index.ts';
import { findCheckIn, saveCheckIn } from './check-ins.repo.ts';

/** The participant's week holding `today`, as their planner counts weeks (their week start). */
async function currentWeekOf(db: Db, userId: string, today: string): Promise<string> {
  const me = await findMe(db, userId);
  if (!me) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
  return weekStartOf(today, me.weekStart);
}

/** GET /api/me/check-in: this week's check-in, and who reads its note (none outside a group). */
export async function readMyCheckIn(db: Db, userId: string, today = toIsoDate(new Date())): Promise<MyCheckIn> {
  const [weekStart, membership] = await Promise.all([currentWeekOf(db, userId, today), findMembership(db, userId)]);
  const checkIn = await findCheckIn(db, userId, weekStart);
  return { weekStart, champion: membership ? { name: membership.championName } : null, checkIn: checkIn ?? null };
}

/**
 * PUT /api/me/check-in: answers this week's check-in, or changes the answer; addressed to the participant's champion.
 * Someone in no group has nobody to check in with: 404, as for leaving a group they are not in.
 */
export async function answerCheckIn(db: Db, userId: string, answer: CheckInAnswer, today = toIsoDate(new Date())): Promise<MyCheckIn> {
  const membership = await findMembership(db, userId);
  if (!membership) throw new AppError('NOT_FOUND', words('server.checkIns.notInGroup'));
  const weekStart = await currentWeekOf(db, userId, today);
  await saveCheckIn(db, { userId, weekStart, championId: membership.championId, mood: answer.mood, note: answer.note });
  return readMyCheckIn(db, userId, today);
}
