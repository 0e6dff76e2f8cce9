import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '../../../../shared/users.ts';
import { activateLocale, activeLocale, markDocumentLanguage } from '../../../lib/i18n/i18n.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { meFor } from '../../../test/people.ts';
import { renderPage } from '../../../test/render.tsx';
import { LanguageSettings } from './language-settings.tsx';
import { asLocale, localeInfo, locales } from '../../../../shared/i18n/locales.ts';

const signedIn = meFor({ setupComplete: true, userType: 'regular' });

function stubProfile(me: Me, answer: (patch: Partial<Me>) => Me = (patch) => ({ ...me, ...patch })) {
  return stubApi({
    'PATCH /api/me': (request) => ({ body: answer(request.body as Partial<Me>) }),
  });
}

// The app's providers give the page its language (app/app-providers.tsx); here, the same translator.
const settingsOf = (me: Me) => <LanguageSettings me={me} />;

afterEach(async () => {
  document.cookie = 'ck-lang=; Path=/; Max-Age=0';
  await activateLocale(asLocale('en-GB'));
  markDocumentLanguage(asLocale('en-GB'));
});

describe('Language and measures on the profile', () => {
  it('offers each shipped language by its own name, the three measures and the week’s first days', async () => {
    stubProfile(signedIn);
    renderPage(settingsOf(signedIn));
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect([...language.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Same as my browser',
      ...locales.map((locale) => localeInfo[locale]?.name),
    ]);
    expect(language).toHaveValue('');
    const measures = screen.getByRole('combobox', { name: 'Measures' });
    expect([...measures.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Metric', 'US customary', 'As written']);
    const week = screen.getByRole('combobox', { name: 'Week starts on' });
    expect([...week.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'As my language does (Monday)',
      'Monday',
      'Sunday',
      'Saturday',
    ]);
  });

  it('saves a new language, switches the page to it at once and remembers it in the ck-lang cookie', async () => {
    const api = stubProfile(signedIn);
    const { user } = renderPage(settingsOf(signedIn));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'English (US)');
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
    expect(activeLocale()).toBe('en-US');
    expect(document.cookie).toContain('ck-lang=en-US');
    expect(api.requestsTo('PATCH /api/me').map((r) => r.body)).toEqual([{ language: 'en-US' }]);
    expect(await screen.findByText('Your language and measures are saved.')).toBeVisible();
  });

  it('saves measures and a week start, and null to follow the language again', async () => {
    const me = meFor({ setupComplete: true, userType: 'regular', weekStartSetting: 'sunday', weekStart: 'sunday' });
    const api = stubProfile(me);
    const { user } = renderPage(settingsOf(me));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measures' }), 'US customary');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Week starts on' }), 'As my language does (Monday)');
    await waitFor(() => expect(api.requestsTo('PATCH /api/me')).toHaveLength(2));
    expect(api.requestsTo('PATCH /api/me').map((r) => r.body)).toEqual([{ measures: 'us' }, { weekStart: null }]);
  });

  it('says what went wrong when the server refuses', async () => {
    stubApi({ 'PATCH /api/me': { status: 400, body: { error: 'Choose one of the languages the app offers', code: 'BAD_REQUEST' } } });
    const { user } = renderPage(settingsOf(signedIn));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measures' }), 'As written');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose one of the languages the app offers');
  });
});
