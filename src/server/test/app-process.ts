import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningPort } from './listening-child.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const entry = path.join(root, 'src/server/main.ts');

export interface AppProcess {
  baseUrl: string;
  port: number;
  pid: number;
  dataDir: string;
  /** What the process wrote to stdout and stderr so far (pino JSON lines): shown when a test fails. */
  output(): string;
  /** SIGTERM, then waits for the exit (the server finishes in-flight requests first). */
  stop(): Promise<void>;
  /** SIGKILL: no clean-up at all, as when the machine loses power or the kernel's OOM killer strikes. */
  kill(): Promise<void>;
  /** Removes the DATA_DIR this helper made (not one handed in). */
  cleanUp(): void;
}

export interface AppProcessOptions {
  /** Environment on top of the defaults below; DATABASE_URL picks PostgreSQL. */
  env?: Record<string, string>;
  /** An existing DATA_DIR (to restart on the same SQLite file); a fresh temp dir when absent. */
  dataDir?: string;
  /** How long to wait for /api/health to answer 200. */
  startTimeoutMs?: number;
}

/**
 * The real server, `src/server/main.ts`, as a direct child process of the test (node with tsx's loader, no
 * npx in between), so a test can stop it by PID or kill it outright. Resolves once it listens, on the port it got,
 * and has answered /api/health.
 */
export async function startAppProcess(options: AppProcessOptions = {}): Promise<AppProcess> {
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'ck-app-'));
  // PORT=0: the kernel picks a free port as the server binds it, and the server reports it over the IPC channel
  // (lib/listening-report.ts). A port picked here first could be taken by another test's server before the child
  // bound it. So no BASE_URL either, unless the test gives one: the server then also accepts its own address.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

  // The server listens once it is ready (migrated, starter recipes loaded), so the port means it serves.
  const port = await listeningPort(child, options.startTimeoutMs ?? 30_000, () => output).catch(async (err: unknown) => {
    await exited;
    throw err;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // And answers: tests start from a server that has served a request, as they did when this helper polled for it.
  const health = await healthStatus(baseUrl);
  if (health !== 200) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`the server listened but /api/health did not answer 200 (${health}):\n${output}`);
  }

  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    baseUrl,
    port,
    pid: child.pid ?? 0,
    dataDir,
    output: () => output,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    cleanUp() {
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * /api/health's status code, or why it could not be asked. The answer is told from a failure by whether fetch
 * resolved, never by `instanceof Response`: an in-process test server (@hono/node-server) replaces the global
 * Response with a class of its own, and fetch's answers are not instances of it.
 */
function healthStatus(baseUrl: string): Promise<number | string> {
  return fetch(`${baseUrl}/api/health`).then(
    async (res) => {
      await res.body?.cancel();
      return res.status;
    },
    (err: unknown) => (err instanceof Error ? `${err.message}${err.cause instanceof Error ? `: ${err.cause.message}` : ''}` : String(err)),
  );
}
