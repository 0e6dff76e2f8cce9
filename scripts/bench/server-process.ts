import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningPort } from '../../src/server/test/listening-child.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const builtServer = path.join(projectRoot, 'dist/server/main.js');
/** The bench's entry point: the built app with the bare baseline routes in front (bench-server.ts). */
const benchServer = path.join(projectRoot, 'scripts/bench/bench-server.ts');

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** From spawn to the first 200 of /api/health, in milliseconds. */
  startMs: number;
  /** The process's peak resident memory so far (VmHWM), in MiB. */
  peakMemoryMiB(): number;
  /** CPU time the process has used so far (user and system, all its threads), in microseconds; NaN if unknown. */
  cpuMicros(): number;
  output(): string;
  /** SIGTERM (in-flight requests finish), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

/** VmHWM of /proc/<pid>/status: the high-water mark of resident memory, kept by the kernel. */
function readPeakMemoryMiB(pid: number): number {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN; // not Linux, or the process is gone
  }
}

/** The fields of /proc/<pid>/stat after the command name (field 3 onwards), or null when the process is gone. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after it start past its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, in clock ticks of 1/100 s on Linux), in microseconds. */
function readCpuMicros(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10_000 : NaN;
}

/**
 * The CPU time of a process and of its direct children (a PostgreSQL postmaster and its backends), in microseconds:
 * those running, and those ended (cutime and cstime, fields 16 and 17, which the kernel adds a child's time to when its
 * parent collects it). Without the ended ones, a backend closing during a run (the dataset's connections, an
 * autovacuum worker) took its time with it, and a run's database CPU came out below zero.
 */
export function processTreeCpuMicros(pid: number): number {
  const own = statFields(pid);
  if (!own) return NaN;
  let total = (Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])) * 10_000;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    // Field 4, the parent's id, is the second after the command name.
    if (fields && Number(fields[1]) === pid) total += (Number(fields[11]) + Number(fields[12])) * 10_000;
  }
  return total;
}

/**
 * The built server as bench-server.ts starts it (the app of dist/server, the bare baseline routes in front), as a
 * direct child of this script (stopped by its PID), with request logging off (LOG_LEVEL=warn).
 */
export async function startBuiltServer(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(builtServer)) throw new Error(`${path.relative(projectRoot, builtServer)} is missing: run \`npm run build\` first`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', benchServer], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // Port 0: the kernel picks a free one as the server binds it, and the server reports it over the IPC channel
      // (src/server/lib/listening-report.ts); a port picked here first could be taken before the server bound it.
      // So no BASE_URL: the server accepts the address it was reached at.
      PORT: '0',
      LOG_LEVEL: 'warn',
      // Every virtual user has an address of its own in X-Forwarded-For, as behind a proxy.
      TRUSTED_PROXIES: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should this script end first (an error, Ctrl-C), the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const deadline = Date.now() + 120_000;
  const port = await listeningPort(child, 120_000, () => output);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before serving:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not serve within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const startMs = performance.now() - started;
  const pid = child.pid as number;

  return {
    baseUrl,
    pid,
    startMs,
    peakMemoryMiB: () => readPeakMemoryMiB(pid),
    cpuMicros: () => readCpuMicros(pid),
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
