/**
 * Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster, then removes the cluster:
 *   node --import tsx scripts/with-postgres.ts -- npx vitest run src/server
 */
import { spawnSync } from 'node:child_process';
import { findPostgresBin, startPostgresCluster } from '../src/server/test/postgres-cluster.ts';

const separator = process.argv.indexOf('--');
const [command, ...args] = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (!command) {
  console.error('usage: with-postgres.ts -- <command> [args…]');
  process.exit(2);
}
const bin = findPostgresBin();
if (!bin) {
  console.error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb not found)');
  process.exit(1);
}
const cluster = await startPostgresCluster(bin);
let status = 1;
try {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: cluster.url } });
  status = result.status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
