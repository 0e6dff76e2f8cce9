import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Where each person stands with the champion role (docs/decisions/0024-who-may-be-a-champion.md): whether
 * they asked, were approved, declined or had the role removed by an admin, when, and by whom. A removal
 * sticks: the person cannot choose Champion or Both again until an admin (or a champion invitation) gives it back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('championStatus', 'text', (c) => c.notNull().defaultTo('none'))
    .execute();
  // The type asked for while a request waits (champion or both).
  await db.schema.alterTable('user').addColumn('championRequestedType', 'text').execute();
  await db.schema.alterTable('user').addColumn('championStatusAt', t.timestamp).execute();
  // The admin who approved, declined or removed; null for the person's own choice, and once that admin is gone.
  await db.schema
    .alterTable('user')
    .addColumn('championStatusBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
  // Everyone who is a champion today became one by a path the app allowed then.
  await sql`update "user" set "championStatus" = 'approved' where "userType" in ('champion', 'both')`.execute(db);
  // The admins' list of waiting requests, oldest first.
  await db.schema.createIndex('user_championStatus_idx').on('user').columns(['championStatus', 'championStatusAt']).execute();
}
