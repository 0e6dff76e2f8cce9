#!/usr/bin/env node
// `npm start`'s prestart: builds the client and server only when dist/ is missing or older
// than a file the build reads, so a second start takes a second, not 18. The build's own output is kept back
// unless it fails. Plain JavaScript so that it runs with node alone, before anything is compiled.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the build makes: the server's entry and the client's page. A start needs both. */
export const buildOutputs = ['dist/server/main.js', 'dist/web/index.html'];

/** What the build reads: folders walked whole, and single files (the configuration). */
export const buildInputs = [
  'src',
  'public',
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'scripts/prerender-pages.ts',
  'tsconfig.json',
  'tsconfig.server.json',
];

/** Tests sit beside the code but are in neither bundle, so editing one needs no build. */
function isBuildInput(file) {
  return !/\.test\.tsx?$/.test(file);
}

/** Modification times (ms) of every build input under `root`; inputs that do not exist are skipped. */
export function inputTimes(root, inputs = buildInputs) {
  const times = [];
  const visit = (file) => {
    let stats;
    try {
      stats = statSync(file);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else if (isBuildInput(file)) {
      times.push(stats.mtimeMs);
    }
  };
  for (const input of inputs) visit(path.join(root, input));
  return times;
}

/** Modification times of the build outputs, null for one that is missing. */
export function outputTimes(root, outputs = buildOutputs) {
  return outputs.map((file) => {
    try {
      return statSync(path.join(root, file)).mtimeMs;
    } catch {
      return null;
    }
  });
}

/**
 * Why a build is needed, or null when dist/ is current: an output is missing, or some input changed after
 * the oldest output was written (a half-finished build leaves one output old, so it builds again).
 */
export function staleReason(outputs, inputs) {
  if (outputs.length === 0 || outputs.some((time) => time === null)) return 'there is no build yet';
  const oldestOutput = Math.min(...outputs);
  return inputs.some((time) => time > oldestOutput) ? 'the sources changed since the last build' : null;
}

/** Runs one build step with its output captured; on failure prints it and exits with the step's code. */
function run(command, args, root) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', shell: process.platform === 'win32' });
  if (result.status === 0) return;
  process.stderr.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  if (result.error) process.stderr.write(`${result.error.message}\n`);
  console.error(`The build failed (${[command, ...args].join(' ')}); the output above says why.`);
  process.exit(result.status ?? 1);
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const reason = staleReason(outputTimes(root), inputTimes(root));
  if (reason === null) return;
  console.log(`Building Champion Kitchen, since ${reason} (a minute or so)…`);
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  run(bin('vite'), ['build', '--logLevel', 'error'], root);
  run(bin('tsc'), ['-p', 'tsconfig.server.json'], root);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
