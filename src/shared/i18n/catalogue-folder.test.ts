import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cataloguesFolder, languagesInFolder } from './catalogue-folder.ts';
import { locales, localeInfo } from './locales.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the app's catalogues, with `extra` files beside them. */
function copyWith(extra: Record<string, Record<string, string>>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'ck-catalogues-'));
  folders.push(folder);
  cpSync(cataloguesFolder, folder, { recursive: true });
  for (const [tag, messages] of Object.entries(extra)) writeFileSync(path.join(folder, `${tag}.json`), JSON.stringify(messages));
  return folder;
}

const source = JSON.parse(readFileSync(path.join(cataloguesFolder, 'en-GB.json'), 'utf8')) as Record<string, string>;

describe('the shipped languages', () => {
  it('are the catalogues in the folder, with the facts each states, by their own names', () => {
    expect(locales).toEqual(languagesInFolder().map((language) => language.tag));
    expect(localeInfo.ar).toEqual({ name: 'العربية', dir: 'rtl', weekStart: 'saturday' });
    expect(locales.map((locale) => localeInfo[locale]?.name)).toEqual([
      'Deutsch',
      'English (UK)',
      'English (US)',
      'Español',
      'Français',
      'Italiano',
      'Nederlands',
      'Polski',
      'Português (Brasil)',
      'Türkçe',
      'العربية',
    ]);
  });

  it('take in a new language from its catalogue alone', () => {
    const folder = copyWith({
      xx: { ...source, 'language.name': 'Xish', 'language.direction': 'rtl', 'language.weekStart': 'sunday' },
    });
    const languages = languagesInFolder(folder);
    expect(languages.map((language) => language.tag)).toEqual([...locales.slice(0, -1), 'xx', 'ar']);
    expect(languages).toContainEqual({ tag: 'xx', name: 'Xish', direction: 'rtl', weekStart: 'sunday' });
  });

  it('are refused, naming the file, when a catalogue does not state its facts', () => {
    const { 'language.weekStart': _dropped, ...withoutWeekStart } = source;
    const folder = copyWith({ xx: { ...withoutWeekStart, 'language.name': 'Xish' } });
    expect(() => languagesInFolder(folder)).toThrow(
      'The catalogue xx.json cannot be used: xx: language.weekStart must be monday, sunday, saturday',
    );
  });
});
