import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Weekly check-ins and the champion's messages to the group (issue 21 parts 2 and 3;
 * docs/decisions/0083-check-ins-and-messages.md).
 * - `checkIn`: one per participant per week (`weekStart`, YYYY-MM-DD in the participant's own weeks): how it went
 *   (`mood` 1–5) and an optional `note`. `championId` is whom the note was addressed to; the champion reads it only
 *   while the participant is still in their group, so leaving stops it being shown, and the row stays the
 *   participant's (it goes with their account; a champion's account going leaves it, addressed to nobody).
 * - `groupMessage`: an announcement by a champion, with an optional catalogue recipe (null once that is purged).
 * - `groupMessageReaction`: one row per person, message and reaction; the primary key makes a reaction once each.
 * - `groupMessageSeen`: when each person last opened the messages: what "new" is counted from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('checkIn')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('weekStart', 'text', (c) => c.notNull())
    .addColumn('championId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('mood', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('check_in_user_week', ['userId', 'weekStart'])
    .execute();
  // The champion's notes and weekly averages: their check-ins by week.
  await db.schema.createIndex('check_in_champion_idx').on('checkIn').columns(['championId', 'weekStart']).execute();

  await db.schema
    .createTable('groupMessage')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('championId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('recipeId', 'text', (c) => c.references('recipe.id').onDelete('set null'))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('group_message_champion_idx').on('groupMessage').columns(['championId', 'createdAt']).execute();

  await db.schema
    .createTable('groupMessageReaction')
    .addColumn('messageId', 'text', (c) => c.notNull().references('groupMessage.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('reaction', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('group_message_reaction_pk', ['messageId', 'userId', 'reaction'])
    .execute();
  await db.schema.createIndex('group_message_reaction_user_idx').on('groupMessageReaction').column('userId').execute();

  await db.schema
    .createTable('groupMessageSeen')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('seenAt', t.timestamp, (c) => c.notNull())
    .execute();
}
