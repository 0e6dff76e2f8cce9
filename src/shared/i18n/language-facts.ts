/**
 * What the app knows of a language besides its messages, written in the language's own catalogue under reserved
 * keys, so that adding a language is adding its catalogue (docs/decisions/0054-a-language-is-its-catalogue.md).
 * Plain rules, no file reading: the check (scripts/check-catalogues.ts) and the folder's reader share them.
 */

/** The language the messages are written in first: every other catalogue is checked against it. */
export const sourceTag = 'en-GB';

export const directions = ['ltr', 'rtl'] as const;
export const weekStarts = ['monday', 'sunday', 'saturday'] as const;

export interface LanguageFacts {
  /** The catalogue's file name: a BCP 47 tag in its canonical spelling (`de`, `pt-BR`). */
  tag: string;
  /** The language's own name for itself, as the language switcher lists it. */
  name: string;
  direction: (typeof directions)[number];
  /** The day its speakers' calendars start the week on, unless the person's profile says otherwise. */
  weekStart: (typeof weekStarts)[number];
}

/** The reserved keys: messages no page shows as such, each language's facts. */
export const languageFactKeys = {
  name: 'language.name',
  direction: 'language.direction',
  weekStart: 'language.weekStart',
} as const;

export const isLanguageFactKey = (key: string): boolean => (Object.values(languageFactKeys) as string[]).includes(key);

const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (options as readonly string[]).includes(value);

/** A BCP 47 tag as `Intl` spells it (`pt-BR`, not `pt_br`): plural rules, dates and `<html lang>` all need one. */
export function isCanonicalTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag)[0] === tag;
  } catch {
    return false;
  }
}

/** What is wrong with a catalogue's tag and facts, in words for whoever is adding the language; empty when nothing. */
export function languageFactProblems(tag: string, catalogue: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (!isCanonicalTag(tag)) problems.push(`${tag}.json: the file's name must be a language tag as BCP 47 spells it (sv, pt-PT, zh-Hant)`);
  const name = catalogue[languageFactKeys.name];
  if (typeof name !== 'string' || name.trim() === '')
    problems.push(`${tag}: ${languageFactKeys.name} must be the language's own name for itself (Deutsch, Français)`);
  if (!isOneOf(directions, catalogue[languageFactKeys.direction]))
    problems.push(`${tag}: ${languageFactKeys.direction} must be ${directions.join(' or ')}`);
  if (!isOneOf(weekStarts, catalogue[languageFactKeys.weekStart]))
    problems.push(`${tag}: ${languageFactKeys.weekStart} must be ${weekStarts.join(', ')}`);
  return problems;
}

/** A catalogue's facts; throws naming every problem when they are not all there (the check reports them first). */
export function languageFactsOf(tag: string, catalogue: Record<string, unknown>): LanguageFacts {
  const problems = languageFactProblems(tag, catalogue);
  if (problems.length > 0) throw new Error(`The catalogue ${tag}.json cannot be used: ${problems.join('; ')}`);
  return {
    tag,
    name: catalogue[languageFactKeys.name] as string,
    direction: catalogue[languageFactKeys.direction] as LanguageFacts['direction'],
    weekStart: catalogue[languageFactKeys.weekStart] as LanguageFacts['weekStart'],
  };
}

// One collation for every reader of the list (Node at build time, the server), so the order never depends on where
// it was sorted: the root locale's, which puts Latin names before Arabic ones.
const byName = new Intl.Collator('und');

/** The languages as the switcher lists them: by their own names. */
export const inSwitcherOrder = (languages: readonly LanguageFacts[]): LanguageFacts[] =>
  [...languages].sort((a, b) => byName.compare(a.name, b.name) || (a.tag < b.tag ? -1 : 1));
