import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './check-catalogues.ts';

function catalogues(files: Record<string, Record<string, string>>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ck-catalogues-'));
  for (const [locale, messages] of Object.entries(files)) writeFileSync(path.join(dir, `${locale}.json`), JSON.stringify(messages));
  return dir;
}

const source = {
  'a.greeting': 'Hello {name}',
  'a.count': '{count, plural, one {# recipe} other {# recipes}}',
  'a.link': 'Read <0>the guide</0> first.',
};

describe('catalogueProblems', () => {
  it('passes the shipped catalogues', () => {
    expect(catalogueProblems()).toEqual([]);
  });

  it('passes a complete translation', () => {
    const dir = catalogues({
      'en-GB': source,
      de: {
        'a.greeting': 'Hallo {name}',
        'a.count': '{count, plural, one {# Rezept} other {# Rezepte}}',
        'a.link': 'Lies zuerst <0>die Anleitung</0>.',
      },
    });
    expect(catalogueProblems(['en-GB', 'de'], dir)).toEqual([]);
  });

  it('names a missing message, a missing file and a file no one ships', () => {
    const dir = catalogues({ 'en-GB': source, de: { 'a.greeting': 'Hallo {name}', 'a.link': 'Lies <0>das</0>.' }, xx: {} });
    expect(catalogueProblems(['en-GB', 'de', 'fr'], dir)).toEqual([
      'xx.json is not a shipped language: add it to src/shared/i18n/locales.ts',
      'de: 1 messages missing: a.count',
      'fr: no catalogue (src/shared/i18n/catalogues/fr.json)',
    ]);
  });

  it('refuses changed placeholders, lost elements, broken ICU and plurals the language does not have', () => {
    const dir = catalogues({
      'en-GB': source,
      pl: {
        'a.greeting': 'Cześć {imie}',
        'a.count': '{count, plural, one {# przepis} few {# przepisy} many {# przepisów} other {# przepisu}',
        'a.link': 'Przeczytaj najpierw przewodnik.',
      },
      tr: {
        'a.greeting': 'Merhaba {name}',
        'a.count': '{count, plural, one {# tarif} few {# tarif} other {# tarif}}',
        'a.link': '<0>Kılavuzu</0> okuyun.',
      },
    });
    const problems = catalogueProblems(['en-GB', 'pl', 'tr'], dir);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('pl: a.greeting uses {imie}');
    expect(problems[1]).toContain('pl: a.count is not valid ICU MessageFormat');
    expect(problems[2]).toContain("pl: a.link does not keep the source's elements <0>");
    expect(problems[3]).toContain('tr: a.count is not valid ICU MessageFormat');
  });
});
