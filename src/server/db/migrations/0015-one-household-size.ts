import { sql, type Kysely } from 'kysely';

/** The size setup starts from, and that a person without a household yet is shown (user.householdSize's default). */
const DEFAULT_SIZE = 2;

/**
 * One household size (docs/decisions/0066-household-finishing-touches.md): since migration 0014 the household's `size`
 * is the one read and written, and `user.householdSize` only repeated it.
 * - Someone who has no household yet (signed up, no first need of one) and whose own size is not the default gets a
 *   household of one now, named after them with their size, as their first need would have made it: nothing is lost.
 *   Its id is theirs, as 0014 did (a household with that id can only be the one 0014 made them, which is gone when
 *   their household was emptied).
 * - `user.householdSize` goes, on both databases alike (SQLite drops a plain column in place).
 * - The household's invitations are listed by household (GET /api/household/invitations): an index for that, which
 *   also serves the cascade when a household is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  await sql`insert into "household" ("id", "name", "size", "createdAt")
    select "u"."id", "u"."name", "u"."householdSize", ${now} from "user" as "u"
    where "u"."householdId" is null and "u"."householdSize" <> ${DEFAULT_SIZE}
      and not exists (select 1 from "household" as "h" where "h"."id" = "u"."id")`.execute(db);
  await sql`update "user" set "householdId" = "id"
    where "householdId" is null and "householdSize" <> ${DEFAULT_SIZE}
      and exists (select 1 from "household" as "h" where "h"."id" = "user"."id")`.execute(db);
  await db.schema.alterTable('user').dropColumn('householdSize').execute();
  await db.schema.createIndex('invitation_household_idx').on('invitation').columns(['householdId', 'createdAt']).execute();
}
