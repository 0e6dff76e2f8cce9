import { randomBytes, randomUUID } from 'node:crypto';
import { Command, InvalidArgumentError } from 'commander';
import { passwordSchema, signUpInputSchema } from '../src/shared/auth.ts';
import { localToday, weekDates, weekStartOf, type MealType } from '../src/shared/meal-plans.ts';
import { userTypeLabels, userTypeSchema, type Role, type UserType } from '../src/shared/users.ts';
import type { AppContext } from '../src/server/app-env.ts';
import { credentialAccountRow, hashPassword } from '../src/server/auth/password.ts';
import { passwordProblem } from '../src/server/auth/password-policy.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { createContext } from '../src/server/context.ts';
import { BackupError, backupDatabase, restoreDatabase } from '../src/server/db/backup/backup.ts';
import { createDb } from '../src/server/db/kysely.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { saveFromCatalogue, searchCatalogue } from '../src/server/modules/catalogue/index.ts';
import { loadStarterRecipes } from '../src/server/db/seed/load-starter-recipes.ts';
import { householdOf } from '../src/server/modules/households/index.ts';
import { addEntry, clearWeek } from '../src/server/modules/meal-plans/index.ts';
import { findMe, saveSetup, setRoleByEmail } from '../src/server/modules/users/index.ts';
import { sendDueWeeklyEmails } from '../src/server/modules/weekly-email/index.ts';

/** Runs `work` against the configured database (the same environment variables as the server). */
async function withContext(work: (ctx: AppContext) => Promise<void>) {
  let ctx: AppContext | undefined;
  try {
    const config = loadConfig();
    ctx = await createContext(config, createLogger('warn'));
    await work(ctx);
  } catch (err) {
    console.error(err instanceof ConfigError || err instanceof CliError ? err.message : err);
    process.exitCode = 1;
  } finally {
    await ctx?.db.destroy();
  }
}

class CliError extends Error {}

function parseUserType(value: string): UserType {
  const parsed = userTypeSchema.safeParse(value);
  if (!parsed.success) throw new InvalidArgumentError('must be one of regular, champion, both');
  return parsed.data;
}

const program = new Command('champion-kitchen').description('Champion Kitchen administration').showHelpAfterError();

const admin = program.command('admin').description('grant or revoke the admin role');
for (const [verb, role] of [
  ['grant', 'admin'],
  ['revoke', 'user'],
] as const) {
  admin
    .command(`${verb} <email>`)
    .description(verb === 'grant' ? 'make the user with this email an admin' : 'take the admin role away')
    .action((email: string) =>
      withContext(async (ctx) => {
        if (!(await setRoleByEmail(ctx.db, email, role))) throw new CliError(`No user has the email ${email}`);
        console.log(verb === 'grant' ? `${email} is now an admin` : `${email} is no longer an admin`);
      }),
    );
}

const user = program.command('user').description('manage users');
user
  .command('create')
  .description('create a user with an email and password')
  .requiredOption('--email <email>', 'sign-in email')
  .requiredOption('--password <password>', `password (${'at least 10 characters, not a common one, not made of the name or email'})`)
  .requiredOption('--name <name>', 'full name')
  .option('--type <type>', 'regular, champion or both: completes setup as that type', parseUserType)
  .action((options: { email: string; password: string; name: string; type?: UserType }) =>
    withContext(async (ctx) => {
      const input = signUpInputSchema.safeParse({ name: options.name, email: options.email, password: options.password });
      if (!input.success) throw new CliError(input.error.issues.map((i) => i.message).join('\n'));
      // The same password policy as sign-up (better-auth's hook would refuse it too, in fewer words).
      const problem = passwordProblem(input.data.password, input.data);
      if (problem) throw new CliError(problem);
      const created = await ctx.auth.api.signUpEmail({ body: input.data }).catch((err: unknown) => {
        throw new CliError(`Could not create the user: ${err instanceof Error ? err.message : String(err)}`);
      });
      const id = created.user.id;
      if (options.type) {
        await saveSetup(ctx.db, id, { name: input.data.name, userType: options.type, householdSize: 2, dietaryNeeds: [] });
      }
      const me = await findMe(ctx.db, id);
      console.log(`Created ${me?.email} (${me?.userType ?? 'setup not done'}), id ${id}`);
    }),
  );

/** The demo's people: one of every type, at memorable addresses that can never receive mail (.test). */
const demoUsers = [
  { key: 'participant', email: 'participant@demo.champion-kitchen.test', name: 'Pat Participant', userType: 'regular', role: 'user' },
  { key: 'participant2', email: 'participant2@demo.champion-kitchen.test', name: 'Robin Participant', userType: 'regular', role: 'user' },
  { key: 'champion', email: 'champion@demo.champion-kitchen.test', name: 'Charlie Champion', userType: 'champion', role: 'user' },
  { key: 'both', email: 'both@demo.champion-kitchen.test', name: 'Bailey Both', userType: 'both', role: 'user' },
  { key: 'admin', email: 'admin@demo.champion-kitchen.test', name: 'Alex Admin', userType: 'regular', role: 'admin' },
] as const satisfies readonly { key: string; email: string; name: string; userType: UserType; role: Role }[];

type DemoKey = (typeof demoUsers)[number]['key'];

/** The demo user with this email, made or brought back to its demo state, with `password` as its password. */
async function upsertDemoUser(ctx: AppContext, demo: (typeof demoUsers)[number], password: string): Promise<string> {
  const existing = await ctx.db.kysely.selectFrom('user').select('id').where('email', '=', demo.email).executeTakeFirst();
  let id: string;
  if (existing) {
    id = existing.id;
    const hash = await hashPassword(password);
    const now = new Date().toISOString();
    const updated = await ctx.db.kysely
      .updateTable('account')
      .set({ password: hash, updatedAt: now })
      .where('userId', '=', id)
      .where('providerId', '=', 'credential')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await ctx.db.kysely
        .insertInto('account')
        .values(credentialAccountRow(id, hash, now))
        .execute();
    }
  } else {
    const created = await ctx.auth.api.signUpEmail({ body: { name: demo.name, email: demo.email, password } }).catch((err: unknown) => {
      throw new CliError(`Could not create ${demo.email}: ${err instanceof Error ? err.message : String(err)}`);
    });
    id = created.user.id;
  }
  await saveSetup(ctx.db, id, { name: demo.name, userType: demo.userType, householdSize: 2, dietaryNeeds: [] });
  await setRoleByEmail(ctx.db, demo.email, demo.role);
  return id;
}

/** Catalogue recipes for one meal, by title; `skip` gives each person a different few. */
async function catalogueIds(ctx: AppContext, userId: string, tag: MealType, count: number, skip: number): Promise<string[]> {
  const { recipes } = await searchCatalogue(ctx.db, userId, { tags: [tag], sort: 'title', limit: 24 });
  const ids = recipes.map((r) => r.id);
  if (ids.length === 0) return [];
  return Array.from({ length: Math.min(count, ids.length) }, (_, i) => ids[(skip + i) % ids.length] as string);
}

const demoMeals = ['breakfast', 'lunch', 'dinner'] as const;

/**
 * A participant's demo kitchen: a few catalogue recipes for each meal saved to their recipes (the first of
 * each a favourite, the dinners to eat this week) and the current week (Monday to Sunday) planned with them,
 * replacing whatever that week held.
 */
async function plannedDemoWeek(ctx: AppContext, userId: string, skip: number): Promise<number> {
  const week = weekDates(weekStartOf(localToday(), 'monday'));
  const saved: Record<(typeof demoMeals)[number], string[]> = { breakfast: [], lunch: [], dinner: [] };
  for (const meal of demoMeals) {
    const ids = await catalogueIds(ctx, userId, meal, meal === 'dinner' ? 4 : 3, skip);
    for (const [i, id] of ids.entries()) {
      const result = await saveFromCatalogue(ctx.db, userId, id, { isFavorite: i === 0, eatThisWeek: meal === 'dinner' });
      if (result?.recipe) saved[meal].push(result.recipe.id);
    }
  }
  const householdId = await householdOf(ctx.db, userId);
  if (!householdId) throw new Error(`No user ${userId}`);
  await clearWeek(ctx.db, householdId, week[0] as string);
  let planned = 0;
  for (const [day, date] of week.entries()) {
    for (const meal of demoMeals) {
      const choices = saved[meal];
      if (choices.length === 0) continue;
      await addEntry(ctx.db, { householdId, userId }, { date, mealType: meal, recipeId: choices[day % choices.length] as string });
      planned += 1;
    }
  }
  return planned;
}

program
  .command('demo')
  .description('create or refresh demo users of every type, with a champion group, saved recipes and a planned week')
  .option('--password <password>', 'the password of every demo user (default: a new random one, printed once)')
  .action((options: { password?: string }) =>
    withContext(async (ctx) => {
      const password = options.password ?? `demo-${randomBytes(9).toString('base64url')}`;
      const checked = passwordSchema.safeParse(password);
      if (!checked.success) throw new CliError(checked.error.issues.map((i) => i.message).join('\n'));
      const problem = passwordProblem(password);
      if (problem) throw new CliError(problem);

      const live = await ctx.db.kysely
        .selectFrom('recipe')
        .select('id')
        .where('inCatalogue', '=', 1)
        .where('deleted', '=', 0)
        .limit(1)
        .executeTakeFirst();
      if (!live) await loadStarterRecipes(ctx.db, ctx.logger);

      const ids = {} as Record<DemoKey, string>;
      for (const demo of demoUsers) ids[demo.key] = await upsertDemoUser(ctx, demo, password);

      // The champion's group holds both participants (one champion at a time: the participant is the key).
      const joinedAt = new Date().toISOString();
      for (const participant of [ids.participant, ids.participant2]) {
        await ctx.db.kysely
          .insertInto('championMembership')
          .values({ participantId: participant, championId: ids.champion, invitationId: null, joinedAt })
          .onConflict((oc) => oc.column('participantId').doUpdateSet({ championId: ids.champion }))
          .execute();
      }

      for (const [i, key] of (['participant', 'participant2', 'both'] as const).entries()) {
        const planned = await plannedDemoWeek(ctx, ids[key], i * 3);
        if (planned === 0) throw new CliError('The catalogue has no breakfast, lunch or dinner recipes to plan with');
      }

      const recommended = await catalogueIds(ctx, ids.champion, 'dinner', 2, 6);
      for (const [i, recipeId] of recommended.entries()) {
        const note = i === 0 ? 'A cheap, filling dinner: great for batch cooking.' : 'Quick enough for a weeknight.';
        await ctx.db.kysely
          .insertInto('recommendation')
          .values({ id: randomUUID(), championId: ids.champion, recipeId, note, createdAt: new Date().toISOString() })
          .onConflict((oc) => oc.columns(['championId', 'recipeId']).doUpdateSet({ note }))
          .execute();
      }

      const rows = demoUsers.map((d) => ({
        email: d.email,
        password,
        type: d.role === 'admin' ? 'admin' : userTypeLabels[d.userType].toLowerCase(),
      }));
      const width = Math.max(...rows.map((r) => r.email.length), 'email'.length);
      const pwWidth = Math.max(password.length, 'password'.length);
      console.log(`${'email'.padEnd(width)}  ${'password'.padEnd(pwWidth)}  type`);
      for (const r of rows) console.log(`${r.email.padEnd(width)}  ${r.password.padEnd(pwWidth)}  ${r.type}`);
      if (!options.password) console.log('\nThe password is shown only now; run `demo` again for a new one.');
    }),
  );

const weeklyEmail = program.command('weekly-email').description('the weekly email (docs/decisions/0084-the-weekly-digest.md)');
weeklyEmail
  .command('send')
  .description("send this week's weekly email now to everyone who asked for it and has not had it this week")
  .action(() =>
    withContext(async (ctx) => {
      // Each person is claimed first, as the app servers' hourly job does: nobody gets a second one this week.
      const { sent, week, unfinished } = await sendDueWeeklyEmails(ctx, { now: new Date(), early: true });
      console.log(`Sent ${sent} weekly email${sent === 1 ? '' : 's'} for ${week}${unfinished ? '; more are left for the next run' : ''}`);
    }),
  );

/** Runs `work` with the configuration alone: backup and restore open the database their own way. */
async function withConfig(work: (config: ReturnType<typeof loadConfig>) => Promise<void>) {
  try {
    await work(loadConfig());
  } catch (err) {
    console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
    process.exitCode = 1;
  }
}

program
  .command('backup <file>')
  .description('copy the database to a new file while the server runs (photos in DATA_DIR/photos are not included)')
  .action((file: string) =>
    withConfig(async (config) => {
      const { tables, rows } = await backupDatabase(config.database, file);
      console.log(`Backed up ${rows} rows in ${tables} tables to ${file}`);
    }),
  );

program
  .command('restore <file>')
  .description('bring back a backup: SQLite with the server stopped; PostgreSQL into an empty database')
  .option('--force', 'replace the data that is there')
  .action((file: string, options: { force?: boolean }) =>
    withConfig(async (config) => {
      if (config.database.kind === 'postgres') {
        const db = createDb(config.database);
        try {
          await migrateToLatest(db);
        } finally {
          await db.destroy();
        }
      }
      const { tables, rows } = await restoreDatabase(config.database, file, { force: options.force ?? false });
      console.log(`Restored ${rows} rows in ${tables} tables from ${file}`);
    }),
  );

await program.parseAsync();
