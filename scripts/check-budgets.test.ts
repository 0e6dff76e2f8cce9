import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  checkNoZodOnFirstLoad,
  checkPageBudgets,
  formatTable,
  initialFiles,
  type Manifest,
  type PagesFile,
} from './check-budgets.mjs';

/** Bytes gzip cannot shrink (a fixed-seed xorshift stream), so a file's gzip size is about its length. */
function incompressible(length: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/page.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/page.tsx': { file: 'assets/page.js', src: 'src/page.tsx', isDynamicEntry: true, imports: ['_vendor.js', '_schemas.js'] },
  '_schemas.js': { file: 'assets/schemas.js', name: 'schemas' },
};

function files(sizes: Record<string, number>) {
  return (file: string) => {
    const size = sizes[file];
    if (size === undefined) throw new Error(`unexpected read of ${file}`);
    return incompressible(size, file.length);
  };
}

const budgets = { initialJs: 10_000, routeChunk: 5_000, css: 3_000 };
const withinBudget = {
  'assets/index.js': 4_000,
  'assets/vendor.js': 4_000,
  'assets/page.js': 4_000,
  'assets/schemas.js': 1_000,
  'assets/index.css': 2_000,
};

describe('check-budgets', () => {
  it('counts the entry and its static imports as the initial JavaScript, not the lazy page', () => {
    expect([...initialFiles(manifest)].sort()).toEqual(['assets/index.js', 'assets/vendor.js']);
  });

  it('passes a build within every budget and lists each chunk', () => {
    const { rows, failures } = checkBudgets(manifest, files(withinBudget), budgets);
    expect(failures).toEqual([]);
    expect(rows.map((row) => [row.kind, row.name])).toEqual([
      ['initial JS', 'home page (entry + static imports)'],
      ['route chunk', 'src/page.tsx'],
      ['shared chunk', 'schemas'],
      ['CSS', 'all stylesheets'],
    ]);
    expect(formatTable(rows)).toContain('src/page.tsx');
  });

  it('fails on an over-budget route chunk and names it', () => {
    const { failures } = checkBudgets(manifest, files({ ...withinBudget, 'assets/page.js': 6_000 }), budgets);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^Chunk src\/page\.tsx \(assets\/page\.js\) is 5\.\d KB gzip, over the 4\.9 KB per-chunk budget$/);
  });

  it('fails when the initial JavaScript is over budget and names its largest file', () => {
    const { failures } = checkBudgets(manifest, files({ ...withinBudget, 'assets/vendor.js': 7_000 }), budgets);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^Initial JavaScript of the home page is .* \(largest: assets\/vendor\.js /);
  });

  it('fails when the CSS is over budget', () => {
    const { failures } = checkBudgets(manifest, files({ ...withinBudget, 'assets/index.css': 4_000 }), budgets);
    expect(failures).toEqual([expect.stringMatching(/^CSS is .* over its 2\.9 KB budget \(assets\/index\.css /)]);
  });

  describe('first-load pages', () => {
    const pageManifest: Manifest = {
      ...manifest,
      '_zod.js': { file: 'assets/zod.js', name: 'zod' },
      'src/home.tsx': { file: 'assets/home.js', src: 'src/home.tsx', isDynamicEntry: true, imports: ['_vendor.js', '_zod.js'] },
    };
    const pagesFile: PagesFile = {
      routes: [
        { pattern: '/', scripts: ['/assets/home.js', '/assets/zod.js'] },
        { pattern: '/signin', scripts: ['/assets/page.js', '/assets/schemas.js'] },
      ],
    };
    const sizes = { ...withinBudget, 'assets/home.js': 500, 'assets/zod.js': 500, 'assets/page.js': 500 };

    it("counts each page's whole first load: the entry, its static imports and the route's chunks", () => {
      const { rows, over } = checkPageBudgets(pageManifest, pagesFile, files(sizes), budgets, ['/', '/signin']);
      expect(over).toEqual([]);
      expect(rows.map((row) => [row.name, [...row.files].sort()])).toEqual([
        ['/ (4 files)', ['assets/home.js', 'assets/index.js', 'assets/vendor.js', 'assets/zod.js']],
        ['/signin (4 files)', ['assets/index.js', 'assets/page.js', 'assets/schemas.js', 'assets/vendor.js']],
      ]);
      // Each row holds the page to the initial budget; the gzip sizes add up to about the files' lengths.
      expect(rows.every((row) => row.budget === budgets.initialJs)).toBe(true);
      expect(rows[1]?.gzip).toBeGreaterThan(9_000);
    });

    it('names a page over budget with its largest files', () => {
      const { over, notes } = checkPageBudgets(pageManifest, pagesFile, files({ ...sizes, 'assets/page.js': 3_000 }), budgets, ['/signin']);
      expect(notes).toEqual([]);
      expect(over).toEqual([expect.stringMatching(/^\/signin loads .* in 4 files, over the 9\.8 KB budget \(largest: assets\/index\.js /)]);
    });

    it('notes, rather than counts as over, a page over budget only because of zod', () => {
      const { over, notes } = checkPageBudgets(pageManifest, pagesFile, files({ ...sizes, 'assets/zod.js': 2_500 }), budgets, ['/']);
      expect(over).toEqual([]);
      expect(notes).toEqual([expect.stringMatching(/^\/ loads .* only because of zod \(2\.\d KB\)/)]);
    });

    it("counts the source language's words, which every page loads before it draws", () => {
      const withWords: Manifest = {
        ...pageManifest,
        'src/shared/i18n/catalogues/en-GB.json': {
          file: 'assets/en-GB.js',
          src: 'src/shared/i18n/catalogues/en-GB.json',
          isDynamicEntry: true,
        },
        'src/shared/i18n/catalogues/de.json': { file: 'assets/de.js', src: 'src/shared/i18n/catalogues/de.json', isDynamicEntry: true },
      };
      const { rows } = checkPageBudgets(withWords, pagesFile, files({ ...sizes, 'assets/en-GB.js': 500, 'assets/de.js': 500 }), budgets, [
        '/signin',
      ]);
      expect([...(rows[0]?.files ?? [])].sort()).toEqual([
        'assets/en-GB.js',
        'assets/index.js',
        'assets/page.js',
        'assets/schemas.js',
        'assets/vendor.js',
      ]);
    });

    it('counts the words that come inside the page rather than the catalogue, where the build wrote them', () => {
      const withWords: Manifest = {
        ...pageManifest,
        'src/shared/i18n/catalogues/en-GB.json': {
          file: 'assets/en-GB.js',
          src: 'src/shared/i18n/catalogues/en-GB.json',
          isDynamicEntry: true,
        },
      };
      const firstWords = { '/signin': { 'auth.signIn.title': ['Sign in'] } };
      const pagesWithWords: PagesFile = { ...pagesFile, locales: { 'en-GB': { firstWords: 'en-GB/first-words.json' } } };
      const read = files({ ...sizes, 'assets/en-GB.js': 5_000 });
      const readWithWords = (file: string) =>
        file === 'prerendered/en-GB/first-words.json' ? new TextEncoder().encode(JSON.stringify(firstWords)) : read(file);
      const { rows } = checkPageBudgets(withWords, pagesWithWords, readWithWords, budgets, ['/signin']);
      expect([...(rows[0]?.files ?? [])].sort()).toEqual([
        'assets/index.js',
        'assets/page.js',
        'assets/schemas.js',
        'assets/vendor.js',
        'first words (in the page)',
      ]);
    });

    it('reports a first-load page the build has no route for', () => {
      const { over } = checkPageBudgets(pageManifest, pagesFile, files(sizes), budgets, ['/dashboard']);
      expect(over).toEqual(['No route for the first-load page /dashboard in prerendered/pages.json']);
    });
  });
});

describe('no zod on first load', () => {
  // A build where the sign-in page reaches zod through a shared chunk, and the home page does not.
  const zodManifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/home.tsx', 'src/sign-in.tsx'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    'src/home.tsx': { file: 'assets/home.js', src: 'src/home.tsx', isDynamicEntry: true, imports: ['_vendor.js'] },
    'src/sign-in.tsx': { file: 'assets/sign-in.js', src: 'src/sign-in.tsx', isDynamicEntry: true, imports: ['_auth.js'] },
    '_auth.js': { file: 'assets/auth.js', name: 'auth', imports: ['_schemas.js'] },
    '_schemas.js': { file: 'assets/schemas.js', name: 'schemas' },
  };
  const maps: Record<string, string[]> = {
    'assets/index.js.map': ['../../src/web/main.tsx'],
    'assets/vendor.js.map': ['../../node_modules/react/index.js'],
    'assets/home.js.map': ['../../src/home.tsx'],
    'assets/sign-in.js.map': ['../../src/sign-in.tsx'],
    'assets/auth.js.map': ['../../src/shared/auth.ts'],
    // Named after what else it holds: found by its sources, not its name.
    'assets/schemas.js.map': ['../../src/web/lib/zod-in-browser.ts', '../../node_modules/zod/v4/classic/schemas.js'],
  };
  const readMap = (file: string) => {
    const sources = maps[file];
    if (!sources) throw new Error(`no ${file}`);
    return new TextEncoder().encode(JSON.stringify({ version: 3, sources }));
  };
  const pages = (signIn: string[]): PagesFile => ({
    routes: [
      { pattern: '/', scripts: ['/assets/home.js', '/assets/vendor.js'], styles: [] },
      { pattern: '/signin', scripts: signIn, styles: [] },
    ],
  });

  it('fails for the page whose first load holds the chunk with zod, and names both', () => {
    const { failures, lines } = checkNoZodOnFirstLoad(
      zodManifest,
      pages(['/assets/sign-in.js', '/assets/auth.js', '/assets/schemas.js']),
      readMap,
      ['/', '/signin'],
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^zod \(assets\/schemas\.js\) is in the first load of \/signin: /);
    expect(lines).toEqual(['the entry        no zod', '/                no zod', '/signin          zod in assets/schemas.js']);
  });

  it('passes when zod loads only on demand', () => {
    const { failures } = checkNoZodOnFirstLoad(zodManifest, pages(['/assets/sign-in.js']), readMap, ['/', '/signin']);
    expect(failures).toEqual([]);
  });

  it('fails when the entry itself reaches zod', () => {
    const withZodInEntry: Manifest = {
      ...zodManifest,
      'index.html': { ...zodManifest['index.html']!, imports: ['_vendor.js', '_schemas.js'] },
    };
    const { failures } = checkNoZodOnFirstLoad(withZodInEntry, pages(['/assets/sign-in.js']), readMap, ['/']);
    expect(failures).toEqual([expect.stringMatching(/^zod \(assets\/schemas\.js\) is in the first load of the entry: /)]);
  });

  it('fails when a page to check is missing from pages.json', () => {
    const { failures } = checkNoZodOnFirstLoad(zodManifest, pages([]), readMap, ['/dashboard']);
    expect(failures).toEqual(['pages.json has no route /dashboard to check for zod']);
  });
});
