import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** PostgreSQL's programs, newest version first (Debian keeps them in /usr/lib/postgresql/<major>/bin). */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : null;
}

/** A port free at this moment (the kernel's pick for port 0, released at once): for PostgreSQL, which must be told one. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresCluster {
  url: string;
  /** The postmaster's process id (the first line of postmaster.pid): its children are the cluster's backends. */
  pid(): number;
  stop(): void;
}

/**
 * A throwaway cluster in a temp dir (about a second to start): initdb with trust auth, listening on
 * 127.0.0.1 only. As root the programs run as the postgres user, which PostgreSQL requires.
 */
export async function startPostgresCluster(bin: string, { fsync = false } = {}): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const cmd = asRoot ? 'runuser' : path.join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
    execFileSync(cmd, argv, { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'log');
  run('initdb', ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  // PostgreSQL cannot be told to take any free port and say which, so a free one is picked first; should another
  // process bind it before PostgreSQL does, PostgreSQL refuses to start, and another port is tried.
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=${fsync ? 'on' : 'off'} -c max_connections=200`;
    const logBefore = existsSync(log) ? readFileSync(log, 'utf8').length : 0;
    try {
      run('pg_ctl', ['-D', data, '-w', '-l', log, '-o', options, 'start']);
      break;
    } catch (err) {
      const said = existsSync(log) ? readFileSync(log, 'utf8').slice(logBefore) : '';
      if (attempt >= 5 || !said.includes('Address already in use')) throw err;
    }
  }
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    pid: () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      const cmd = asRoot ? 'runuser' : path.join(bin, 'pg_ctl');
      const argv = asRoot
        ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop']
        : ['-D', data, '-m', 'immediate', 'stop'];
      spawnSync(cmd, argv, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
