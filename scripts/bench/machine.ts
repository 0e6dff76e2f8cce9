import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { builtServer, projectRoot } from './server-process.ts';

/** The machine a run happened on, for the results file and the docs. */
export function describeMachine() {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    const lscpu = execFileSync('lscpu', { encoding: 'utf8' });
    cpu = /^Model name:\s+(.+)$/m.exec(lscpu)?.[1]?.trim() ?? cpu;
  } catch {
    // lscpu is not everywhere; os.cpus() is the fallback
  }
  return {
    cpu,
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
}

/** `npm run build` when asked to, or when there is no build yet (dist/ is what the suite measures). */
export function ensureBuilt(force: boolean, log: (line: string) => void) {
  if (!force && existsSync(builtServer)) return;
  log(force ? 'building (npm run build)…' : 'no build yet: running npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}
