// `npm run build` starts here. Every catalogue in src/shared/i18n/catalogues is a shipped language
// (docs/decisions/0054-a-language-is-its-catalogue.md), so each must be named by its language tag, state its facts
// (its own name, direction, first day of the week) and have exactly the source language's messages, each one valid
// ICU MessageFormat for its language, with the same placeholders and the same elements (<0>…</0>) as the source. A
// language missing one message fails the build (docs/decisions/0044-languages.md).
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { catalogueTags, cataloguesFolder, readCatalogue } from '../src/shared/i18n/catalogue-folder.ts';
import { isCanonicalTag, languageFactProblems, sourceTag } from '../src/shared/i18n/language-facts.ts';

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

/** Every problem with the catalogues in `dir`, in words for whoever is adding or changing a language; empty when all is well. */
export function catalogueProblems(dir = cataloguesFolder): string[] {
  const problems: string[] = [];
  const shipped = catalogueTags(dir);
  if (!shipped.includes(sourceTag)) return [`${sourceTag}: no catalogue (${sourceTag}.json), and every language is checked against it`];
  const source = readCatalogue(sourceTag, dir);
  const sourceShapes = new Map(Object.entries(source).map(([key, message]) => [key, shapeOf(message, sourceTag)]));
  for (const locale of shipped) {
    let catalogue: Record<string, string>;
    try {
      catalogue = readCatalogue(locale, dir);
    } catch (error) {
      problems.push(`${locale}.json is not JSON: ${(error as Error).message}`);
      continue;
    }
    problems.push(...languageFactProblems(locale, catalogue));
    // Without a tag there are no plural rules to check its messages against.
    if (!isCanonicalTag(locale)) continue;
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
  console.log(`Catalogues complete: ${catalogueTags().join(', ')}.`);
}
