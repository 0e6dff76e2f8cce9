import { sql } from 'kysely';
import { addDays } from '../../../shared/meal-plans.ts';
import type { WeeklyTrend } from '../../../shared/progress.ts';
import type { Db } from '../../db/kysely.ts';
import { instantOf, lastDayOf, perWeek, weekOfDay, weekOfInstant } from '../../lib/week-buckets.ts';

/**
 * The programme's weekly trends (docs/decisions/0085-progress-over-time.md): for the Monday (UTC) weeks of the
 * weekly-active-users series, meals planned and cooked, check-ins and their average, messages posted. One query per
 * series, each grouped by week in the database over the span's rows only.
 */
export async function weeklyTrends(db: Db, weeks: readonly string[], activeUsers: ReadonlyMap<string, number>): Promise<WeeklyTrend[]> {
  const first = weeks[0];
  if (first === undefined) return [];
  const last = lastDayOf(weeks);
  const k = db.kysely;

  const planned = await k
    .selectFrom(
      k
        .selectFrom('mealPlanEntry')
        .select(weekOfDay(sql.ref('date'), weeks).as('week'))
        .where('date', '>=', first)
        .where('date', '<=', last)
        .as('b'),
    )
    .select(['b.week', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('b.week')
    .execute();
  const cooked = await k
    .selectFrom(
      k
        .selectFrom('cookLog')
        .select(weekOfDay(sql.ref('cookedOn'), weeks).as('week'))
        .where('cookedOn', '>=', first)
        .where('cookedOn', '<=', last)
        .as('b'),
    )
    .select(['b.week', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('b.week')
    .execute();
  // A check-in is for its writer's week, which may start on a Sunday or Saturday: it counts in the Monday week
  // holding its middle day, as a champion's group averages count them (decision 0083).
  const checkIns = await k
    .selectFrom(
      k
        .selectFrom('checkIn')
        .select([weekOfDay(sql.ref('weekStart'), weeks, { from: -3, to: 3 }).as('week'), 'mood'])
        .where('weekStart', '>=', addDays(first, -3))
        .where('weekStart', '<=', addDays(weeks[weeks.length - 1] ?? first, 3))
        .as('b'),
    )
    .select(['b.week', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('b.mood').as('total')])
    .groupBy('b.week')
    .execute();
  const messages = await k
    .selectFrom(
      k
        .selectFrom('groupMessage')
        .select(weekOfInstant(sql.ref('createdAt'), weeks).as('week'))
        .where('createdAt', '>=', instantOf(first))
        .where('createdAt', '<', instantOf(addDays(last, 1)))
        .as('b'),
    )
    .select(['b.week', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('b.week')
    .execute();

  const plannedBy = perWeek(weeks, planned);
  const cookedBy = perWeek(weeks, cooked);
  const answeredBy = perWeek(weeks, checkIns);
  const totalBy = perWeek(
    weeks,
    checkIns.map((row) => ({ week: row.week, n: row.total })),
  );
  const messagesBy = perWeek(weeks, messages);
  return weeks.map((week) => {
    const answered = answeredBy.get(week) ?? 0;
    const total = totalBy.get(week) ?? 0;
    return {
      weekStart: week,
      activeUsers: activeUsers.get(week) ?? 0,
      mealsPlanned: plannedBy.get(week) ?? 0,
      mealsCooked: cookedBy.get(week) ?? 0,
      checkIns: answered,
      checkInAverage: answered === 0 ? null : Math.round((total / answered) * 10) / 10,
      messagesPosted: messagesBy.get(week) ?? 0,
    };
  });
}
