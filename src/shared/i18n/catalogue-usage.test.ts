import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceLocale } from './locales.ts';

/*
 * Regression (issue 17): three engineers translated the same refusals side by side, so the catalogues carried a
 * second set of words (`refusal.*`) that only tests read, and a translator could polish words nobody sees. Every key
 * of the source catalogue must be asked for by the code that runs: a file of src/ (or of scripts/, which draws the
 * pages at build time), tests left out, since a key only a test reads is words no person meets.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const catalogue = JSON.parse(readFileSync(path.join(root, `src/shared/i18n/catalogues/${sourceLocale}.json`), 'utf8')) as Record<
  string,
  string
>;

/**
 * Keys whose end is chosen at run time, each by the prefix the code builds them from. A prefix listed here must still
 * be built somewhere (`prefix.${…}`), so the list cannot outlive the code.
 */
const builtPrefixes = [
  // The words for each error code: errorWords in src/web/lib/error-words.ts, the auth refusals in
  // src/server/auth/routes.ts and InvitationError in src/server/modules/invitations/invitation-error.ts.
  'error.',
  // A meal's name, the slot's accessible name and its title: src/web/features/meal-plans/slot-names.ts.
  'mealPlans.mealType.',
  'mealPlans.slotName.',
  'mealPlans.slotTitle.',
  // The meal beside a planned entry: src/web/features/dashboard/components/planned-meals.tsx.
  'dashboard.mealType.',
  // What could not be loaded on the dashboard: src/web/features/dashboard/components/dashboard-section.tsx.
  'dashboard.sectionError.',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter(
      (file) =>
        /\.(ts|tsx|mjs)$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        !file.split(path.sep).includes('test') &&
        !file.split(path.sep).includes('catalogues'),
    );
}

const code = [...sourceFiles('src'), ...sourceFiles('scripts')].map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n');
/** Every quoted text in the code that could be a key: 'a.b', "a.b" or `a.b`. */
const quoted = new Set([...code.matchAll(/['"`]([A-Za-z][\w.-]*)['"`]/g)].map((match) => match[1]));
/** Every template that builds a key from a prefix: `error.${code}`. */
const built = new Set([...code.matchAll(/`([A-Za-z][\w.]*\.)\$\{/g)].map((match) => match[1]));

describe(`the ${sourceLocale} catalogue`, () => {
  it('has no key that no code asks for', () => {
    const unused = Object.keys(catalogue).filter((key) => !quoted.has(key) && !builtPrefixes.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });

  it.each(builtPrefixes)('has keys built from %s, and the code still builds them', (prefix) => {
    expect(built).toContain(prefix);
    expect(Object.keys(catalogue).some((key) => key.startsWith(prefix))).toBe(true);
  });
});
