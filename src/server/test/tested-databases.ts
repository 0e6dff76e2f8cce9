import type { DatabaseKind } from '../db/kysely.ts';
import { findPostgresBin } from './postgres-cluster.ts';

/**
 * The databases a test run covers: those CK_TEST_DATABASES asks for (both by default), less PostgreSQL where
 * there is none to test against (no DATABASE_URL, not installed, and not required by CK_REQUIRE_POSTGRES, under
 * which the global setup fails instead). Tests for a database the run does not cover are left out, not skipped:
 * a skipped test in the report would say something was not checked that should have been. The global setup says
 * when PostgreSQL is left out for want of it.
 */
export function testedDatabaseKinds(env: NodeJS.ProcessEnv = process.env): DatabaseKind[] {
  const asked = (env.CK_TEST_DATABASES ?? 'sqlite,postgres')
    .split(',')
    .map((kind) => kind.trim())
    .filter((kind): kind is DatabaseKind => kind === 'sqlite' || kind === 'postgres');
  const postgresHere = Boolean(env.DATABASE_URL) || env.CK_REQUIRE_POSTGRES === '1' || findPostgresBin() !== null;
  return asked.filter((kind) => kind === 'sqlite' || postgresHere);
}

/** Test files that are about PostgreSQL alone: the run leaves them out when it covers no PostgreSQL. */
export const postgresOnlyTestFiles = ['src/server/scale-out.test.ts', 'src/server/weekly-email-servers.test.ts'];
