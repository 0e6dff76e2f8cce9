import { describe, expect, it } from 'vitest';
import type { Manifest } from './check-budgets.mjs';
import { firstLoadChunks, keysNamedIn, wordsOfChunks } from './first-words.ts';

const keys = ['app.name', 'dashboard.page.title', 'error.NOT_FOUND', 'error.GONE', 'planner.title', 'errorless.key'];

describe('the words a page names', () => {
  it('finds keys written out in quotes of any kind, and every key under a prefix the code builds keys from', () => {
    const code = 't(\'app.name\'); const k = "dashboard.page.title"; words(`error.${code}`);';
    expect([...keysNamedIn(code, keys)].sort()).toEqual(['app.name', 'dashboard.page.title', 'error.GONE', 'error.NOT_FOUND']);
  });

  it('does not take a key for a longer or shorter text that contains it', () => {
    expect([...keysNamedIn("t('app.name.long'); t('planner'); // planner.title", keys)]).toEqual([]);
  });
});

describe("a page's first load", () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/dashboard.tsx', 'src/planner.tsx', 'src/top-nav.tsx', 'src/shared/i18n/catalogues/en-GB.json'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/dashboard.tsx': {
      file: 'assets/dashboard.js',
      isDynamicEntry: true,
      imports: ['index.html', '_shared.js'],
      dynamicImports: ['src/dialog.tsx'],
    },
    'src/dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true },
    'src/planner.tsx': { file: 'assets/planner.js', isDynamicEntry: true, imports: ['index.html'] },
    'src/top-nav.tsx': { file: 'assets/top-nav.js', isDynamicEntry: true },
    'src/shared/i18n/catalogues/en-GB.json': { file: 'assets/en-GB.js', isDynamicEntry: true },
  };
  const pages = new Set(['src/dashboard.tsx', 'src/planner.tsx']);

  it('is what the page and the entry load by themselves, statically or on demand, but not the other pages or the catalogues', () => {
    expect([...firstLoadChunks(manifest, 'src/dashboard.tsx', pages)].sort()).toEqual([
      '_shared.js',
      'index.html',
      'src/dashboard.tsx',
      'src/dialog.tsx',
      'src/top-nav.tsx',
    ]);
  });

  it("gathers the words of each chunk's own code", () => {
    const code: Record<string, string> = {
      'assets/index.js': "t('app.name')",
      'assets/dialog.js': 'words(`error.${code}`)',
      'assets/planner.js': "t('planner.title')",
    };
    const words = wordsOfChunks(manifest, firstLoadChunks(manifest, 'src/dashboard.tsx', pages), keys, (file) => code[file] ?? '');
    expect([...words].sort()).toEqual(['app.name', 'error.GONE', 'error.NOT_FOUND']);
  });
});
