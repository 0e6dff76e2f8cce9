import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The champion programme: invitations and who accepted them, group membership (one champion at a time), and
 * the recipes a champion recommends to their group.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('invitation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inviterId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // SHA-256 of the code: a leaked database gives no usable codes; look-ups are by this unique hash.
    .addColumn('codeHash', 'text', (c) => c.notNull().unique())
    // The code's first characters, so that the sender can tell invitations apart.
    .addColumn('codeHint', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('message', 'text')
    .addColumn('maxUses', 'integer', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expiresAt', t.timestamp)
    .addColumn('revokedAt', t.timestamp)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitation_inviter_idx').on('invitation').columns(['inviterId', 'createdAt']).execute();

  await db.schema
    .createTable('invitationAcceptance')
    .addColumn('invitationId', 'text', (c) => c.notNull().references('invitation.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('acceptedAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('invitationAcceptance_pk', ['invitationId', 'userId'])
    .execute();
  await db.schema.createIndex('invitationAcceptance_user_idx').on('invitationAcceptance').column('userId').execute();

  // One champion at a time: the participant is the key.
  await db.schema
    .createTable('championMembership')
    .addColumn('participantId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('championId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('invitationId', 'text', (c) => c.references('invitation.id').onDelete('set null'))
    .addColumn('joinedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('championMembership_champion_idx').on('championMembership').columns(['championId', 'joinedAt']).execute();

  await db.schema
    .createTable('recommendation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('championId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('recipeId', 'text', (c) => c.notNull().references('recipe.id').onDelete('cascade'))
    .addColumn('note', 'text')
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('recommendation_champion_recipe_unique', ['championId', 'recipeId'])
    .execute();
}
