import { afterEach, describe, expect, it } from 'vitest';
import { asLocale, sourceLocale } from '../../../shared/i18n/locales.ts';
import { activateLocale, activeLocale, translate } from './i18n.ts';

describe('the active language', () => {
  afterEach(() => activateLocale(sourceLocale));

  it('is the last one asked for, even when an earlier one finishes loading after it', async () => {
    // Polish is not loaded yet, so it arrives after English, which is: the later choice still wins.
    const polish = activateLocale(asLocale('pl'));
    const english = activateLocale(sourceLocale);
    expect(await Promise.all([polish, english])).toEqual([false, true]);
    expect(activeLocale()).toBe(sourceLocale);
    expect(translate('home.signIn')).toBe('Sign in');
  });
});
