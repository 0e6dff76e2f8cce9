import { Command, InvalidArgumentError } from 'commander';
import { signUpInputSchema } from '../src/shared/auth.ts';
import { userTypeSchema, type UserType } from '../src/shared/users.ts';
import type { AppContext } from '../src/server/app-env.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { createContext } from '../src/server/context.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { findMe, saveSetup, setRoleByEmail } from '../src/server/modules/users/users.repo.ts';

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
  .requiredOption('--password <password>', `password (${'at least 10 characters'})`)
  .requiredOption('--name <name>', 'full name')
  .option('--type <type>', 'regular, champion or both: completes setup as that type', parseUserType)
  .action((options: { email: string; password: string; name: string; type?: UserType }) =>
    withContext(async (ctx) => {
      const input = signUpInputSchema.safeParse({ name: options.name, email: options.email, password: options.password });
      if (!input.success) throw new CliError(input.error.issues.map((i) => i.message).join('\n'));
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

await program.parseAsync();
