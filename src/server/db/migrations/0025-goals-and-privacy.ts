import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * What a participant's champion may see, and the group's weekly goals (issue 21 parts 6 and 1;
 * docs/decisions/0082-goals-and-what-a-champion-sees.md).
 * - On the user, three 0/1 settings: `championSeesActivity` (1: the counts every champion saw until now stay
 *   visible), `championSeesGoalProgress` (0: a participant's own progress is theirs until they share it) and
 *   `championSeesCheckInNotes` (1: a check-in note is written to the champion).
 * - `goal`: a champion's goal for their group: a kind the app measures (or `free-text`, ticked by each participant),
 *   a target per week, the first and last week (YYYY-MM-DD, each the first day of a week that starts on `weekStartsOn`,
 *   the champion's week start when they set it). It goes with its champion.
 * - `goalTick`: a participant's "done" on a free-text goal for one week; it goes with the goal and with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('championSeesActivity', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('championSeesGoalProgress', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('championSeesCheckInNotes', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('goal')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('championId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('weekStartsOn', 'text', (c) => c.notNull())
    .addColumn('startWeek', 'text', (c) => c.notNull())
    .addColumn('endWeek', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goal_champion_idx').on('goal').columns(['championId', 'endWeek']).execute();

  await db.schema
    .createTable('goalTick')
    .addColumn('goalId', 'text', (c) => c.notNull().references('goal.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('goal_tick_pk', ['goalId', 'userId', 'week'])
    .execute();
  await db.schema.createIndex('goal_tick_user_idx').on('goalTick').column('userId').execute();
}
