import type { Kysely } from 'kysely';

/**
 * A household kept for someone who joined another (docs/decisions/0062-joining-a-household.md): when the person was
 * alone in a household that holds a plan or a list, it is kept, without members, for them (`keptFor`), and they
 * come back to it when they leave the household they joined. At most one per person; it goes with their account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('household')
    .addColumn('keptFor', 'text', (c) => c.references('user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('household_kept_for_idx').unique().on('household').column('keptFor').execute();
}
