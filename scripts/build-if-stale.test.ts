import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputTimes, outputTimes, staleReason } from './build-if-stale.mjs';

describe('staleReason', () => {
  it.each<[string, (number | null)[], number[], string | null]>([
    ['no outputs at all', [], [1], 'there is no build yet'],
    ['one output missing', [100, null], [1], 'there is no build yet'],
    ['every input older than the outputs', [100, 120], [50, 99], null],
    ['an input as old as the oldest output', [100, 120], [100], null],
    ['an input newer than the oldest output (a half-finished build)', [100, 120], [50, 110], 'the sources changed since the last build'],
    ['an input newer than every output', [100, 120], [50, 130], 'the sources changed since the last build'],
    ['no inputs found', [100, 120], [], null],
  ])('%s', (_case, outputs, inputs, reason) => {
    expect(staleReason(outputs, inputs)).toBe(reason);
  });
});

describe('inputTimes and outputTimes on a project folder', () => {
  let root: string;
  const write = (file: string, seconds: number) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, seconds, seconds);
  };
  const stale = () => staleReason(outputTimes(root), inputTimes(root));

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'ck-build-if-stale-'));
    write('src/web/main.tsx', 1_000);
    write('src/shared/units.ts', 1_000);
    write('vite.config.ts', 1_000);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when dist is missing', () => {
    expect(stale()).toBe('there is no build yet');
  });

  it('does not build when dist is newer than every source and config file', () => {
    write('dist/server/main.js', 2_000);
    write('dist/web/index.html', 2_000);
    expect(stale()).toBeNull();
  });

  it('builds when a source file deep in src changed after the build', () => {
    write('dist/server/main.js', 2_000);
    write('dist/web/index.html', 2_000);
    write('src/shared/units.ts', 3_000);
    expect(stale()).toBe('the sources changed since the last build');
  });

  it('builds when a configuration file changed after the build', () => {
    write('dist/server/main.js', 2_000);
    write('dist/web/index.html', 2_000);
    write('package-lock.json', 3_000);
    expect(stale()).toBe('the sources changed since the last build');
  });

  it('does not build for a changed test file, which is in neither bundle', () => {
    write('dist/server/main.js', 2_000);
    write('dist/web/index.html', 2_000);
    write('src/shared/units.test.ts', 3_000);
    expect(stale()).toBeNull();
  });

  it('builds when the client was built but the server was not', () => {
    write('dist/web/index.html', 2_000);
    expect(stale()).toBe('there is no build yet');
  });
});
