// `npm run build` starts here: every shipped language's catalogue (src/shared/i18n/catalogues/<locale>.json) must
// have exactly the source language's messages, each one valid ICU MessageFormat for its language, with the same
// placeholders and the same elements (<0>…</0>) as the source. A language missing one message fails the build
// (docs/decisions/0044-languages.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { locales, sourceLocale } from '../src/shared/i18n/locales.ts';

export const cataloguesDir = fileURLToPath(new URL('../src/shared/i18n/catalogues', import.meta.url));

type Catalogue = Record<string, string>;

export function readCatalogue(locale: string, dir = cataloguesDir): Catalogue {
  return JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Catalogue;
}

/** The placeholders ({name}, {count, plural, …}) and element numbers (<0>) a message uses. */
function shapeOf(message: string, locale: string): { placeholders: Set<string>; elements: Set<string> } {
  const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const tokens = parse(message, {
    cardinal,
    ordinal: new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories,
  });
  const placeholders = new Set<string>();
  const visit = (token: Token) => {
    if (token.type === 'argument' || token.type === 'function') placeholders.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      placeholders.add(token.arg);
      if (!token.cases.some((c) => c.key === 'other')) throw new Error(`{${token.arg}} has no "other" case`);
      for (const c of token.cases) c.tokens.forEach(visit);
    }
  };
  tokens.forEach(visit);
  const elements = new Set([...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[1] ?? ''));
  return { placeholders, elements };
}

const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/** Every problem with the catalogues in `dir` for the languages in `shipped`, in words; empty when all is well. */
export function catalogueProblems(shipped: readonly string[] = locales, dir = cataloguesDir): string[] {
  const problems: string[] = [];
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
  for (const file of files)
    if (!shipped.includes(file)) problems.push(`${file}.json is not a shipped language: add it to src/shared/i18n/locales.ts`);
  const source = readCatalogue(sourceLocale, dir);
  const sourceShapes = new Map(Object.entries(source).map(([key, message]) => [key, shapeOf(message, sourceLocale)]));
  for (const locale of shipped) {
    if (!files.includes(locale)) {
      problems.push(`${locale}: no catalogue (src/shared/i18n/catalogues/${locale}.json)`);
      continue;
    }
    const catalogue = readCatalogue(locale, dir);
    const missing = Object.keys(source).filter((key) => !(key in catalogue));
    const extra = Object.keys(catalogue).filter((key) => !(key in source));
    if (missing.length > 0) problems.push(`${locale}: ${missing.length} messages missing: ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`${locale}: ${extra.length} messages the source no longer has: ${extra.join(', ')}`);
    for (const [key, message] of Object.entries(catalogue)) {
      const expected = sourceShapes.get(key);
      if (!expected) continue;
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${locale}: ${key} is empty`);
        continue;
      }
      try {
        const shape = shapeOf(message, locale);
        if (!same(shape.placeholders, expected.placeholders))
          problems.push(
            `${locale}: ${key} uses {${[...shape.placeholders].join('}, {')}} where the source uses {${[...expected.placeholders].join('}, {')}}`,
          );
        if (!same(shape.elements, expected.elements))
          problems.push(`${locale}: ${key} does not keep the source's elements <${[...expected.elements].join('>, <')}>`);
      } catch (error) {
        problems.push(`${locale}: ${key} is not valid ICU MessageFormat: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = catalogueProblems();
  if (problems.length > 0) {
    console.error(`The catalogues are not complete:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`Catalogues complete: ${locales.join(', ')}.`);
}
