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

/** A language's facts, as every catalogue states them (src/shared/i18n/language-facts.ts). */
const facts = (name: string) => ({ 'language.name': name, 'language.direction': 'ltr', 'language.weekStart': 'monday' });

const source = {
  ...facts('English (UK)'),
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
        ...facts('Deutsch'),
        'a.greeting': 'Hallo {name}',
        'a.count': '{count, plural, one {# Rezept} other {# Rezepte}}',
        'a.link': 'Lies zuerst <0>die Anleitung</0>.',
      },
    });
    expect(catalogueProblems(dir)).toEqual([]);
  });

  it('names a missing message, a file not named by a language tag and facts that are not there', () => {
    const dir = catalogues({
      'en-GB': source,
      de: { ...facts('Deutsch'), 'a.greeting': 'Hallo {name}', 'a.link': 'Lies <0>das</0>.' },
      de_AT: { ...source, ...facts('Österreichisches Deutsch') },
      fr: { ...source, 'language.name': '', 'language.direction': 'left', 'language.weekStart': 'sunday' },
    });
    expect(catalogueProblems(dir)).toEqual([
      'de: 1 messages missing: a.count',
      "de_AT.json: the file's name must be a language tag as BCP 47 spells it (sv, pt-PT, zh-Hant)",
      "fr: language.name must be the language's own name for itself (Deutsch, Français)",
      'fr: language.direction must be ltr or rtl',
      'fr: language.name is empty',
    ]);
  });

  it('needs the source language, which every other is checked against', () => {
    expect(catalogueProblems(catalogues({ de: { ...facts('Deutsch') } }))).toEqual([
      'en-GB: no catalogue (en-GB.json), and every language is checked against it',
    ]);
  });

  it('refuses changed placeholders, lost elements, broken ICU and plurals the language does not have', () => {
    const dir = catalogues({
      'en-GB': source,
      pl: {
        ...facts('Polski'),
        'a.greeting': 'Cześć {imie}',
        'a.count': '{count, plural, one {# przepis} few {# przepisy} many {# przepisów} other {# przepisu}',
        'a.link': 'Przeczytaj najpierw przewodnik.',
      },
      tr: {
        ...facts('Türkçe'),
        'a.greeting': 'Merhaba {name}',
        'a.count': '{count, plural, one {# tarif} few {# tarif} other {# tarif}}',
        'a.link': '<0>Kılavuzu</0> okuyun.',
      },
    });
    const problems = catalogueProblems(dir);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('pl: a.greeting uses {imie}');
    expect(problems[1]).toContain('pl: a.count is not valid ICU MessageFormat');
    expect(problems[2]).toContain("pl: a.link does not keep the source's elements <0>");
    expect(problems[3]).toContain('tr: a.count is not valid ICU MessageFormat');
  });
});
