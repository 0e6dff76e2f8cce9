import { CHECK_IN_NOTES_SHOWN, CHECK_IN_WEEKS_SHOWN, type ChampionCheckIns } from '../../../shared/check-ins.ts';
import { addDays, toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import type { WeekStart } from '../../../shared/users.ts';
import type { Db } from '../../db/kysely.ts';
import { findMe } from '../users/index.ts';
import { checkInNotesForChampion, groupRatingsByWeek } from './check-ins.repo.ts';

/**
 * The champion's week a participant's week counts in: the one holding its middle day. Participants' weeks may start
 * on another day than the champion's (Sunday, Saturday), and each overlaps most with that one.
 */
export function championWeekOf(participantWeekStart: string, championWeekStart: WeekStart): string {
  return weekStartOf(addDays(participantWeekStart, 3), championWeekStart);
}

/**
 * GET /api/champion/check-ins: the notes addressed to the champion by their group now (newest first, at most 100),
 * and the group's average rating for each of the champion's last 12 weeks, with how many answered.
 */
export async function championCheckIns(db: Db, championId: string, today = toIsoDate(new Date())): Promise<ChampionCheckIns> {
  const champion = await findMe(db, championId);
  const weekStart = champion?.weekStart ?? 'monday';
  const thisWeek = weekStartOf(today, weekStart);
  const weeks = Array.from({ length: CHECK_IN_WEEKS_SHOWN }, (_, i) => addDays(thisWeek, -7 * (CHECK_IN_WEEKS_SHOWN - 1 - i)));
  const [notes, averages] = await Promise.all([
    checkInNotesForChampion(db, championId, CHECK_IN_NOTES_SHOWN),
    groupCheckInAverages(db, championId, weekStart, weeks),
  ]);
  return { notes, weeks: averages };
}

/**
 * The group's average rating in each of the champion's weeks (`weeks`: their first days, by the champion's
 * `weekStart`), with how many answered: one GROUP BY, each participant week counted in the champion's week holding
 * its middle. Also the check-in line of the champion's progress over time (decision 0085).
 */
export async function groupCheckInAverages(db: Db, championId: string, weekStart: WeekStart, weeks: readonly string[]) {
  // A participant week counts in the champion's week holding its middle: it may start up to six days earlier.
  const ratings = await groupRatingsByWeek(db, championId, addDays(weeks[0] ?? '1970-01-01', -6));
  const byWeek = new Map(weeks.map((week) => [week, { answered: 0, total: 0 }]));
  for (const row of ratings) {
    const bucket = byWeek.get(championWeekOf(row.weekStart, weekStart));
    if (!bucket) continue;
    bucket.answered += row.answered;
    bucket.total += row.total;
  }
  return weeks.map((week) => {
    const { answered, total } = byWeek.get(week) ?? { answered: 0, total: 0 };
    return { weekStart: week, answered, average: answered === 0 ? null : Math.round((total / answered) * 10) / 10 };
  });
}
