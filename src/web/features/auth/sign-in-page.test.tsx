import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { asLocale, sourceLocale } from '../../../shared/i18n/locales.ts';
import { activateLocale } from '../../lib/i18n/i18n.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { SignInPage } from './sign-in-page.tsx';

function openSignIn() {
  stubApi({
    'GET /api/auth-config': { body: { google: true, oidc: { providerId: 'oidc', name: 'Acme ID' }, championSignup: 'open', appUrl: null } },
  });
  return renderPage(<SignInPage />, { url: '/signin', path: '/signin' });
}

describe('the sign-in page’s words', () => {
  afterEach(async () => {
    await activateLocale(sourceLocale);
  });

  it('are the English (UK) ones by default, with the provider named in its button', async () => {
    openSignIn();

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Continue with Acme ID' })).toBeVisible();
  });

  // Regression: the page's words were written into it, so it stayed in British English whatever the language.
  it('follow the active language', async () => {
    await activateLocale(asLocale('en-US'));
    openSignIn();

    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Forgotten your password?' })).toBeNull();
  });

  // Regression (issue 17): the shared schema's refusals were fixed English beside a German form's fields.
  it('refuse beside the fields in the active language, sending nothing', async () => {
    await activateLocale(asLocale('de'));
    const api = stubApi({
      'GET /api/auth-config': { body: { google: false, oidc: null, championSignup: 'open', appUrl: null } },
    });
    const { user } = renderPage(<SignInPage />, { url: '/signin', path: '/signin' });

    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'keine adresse');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(/^Gib eine gültige E-Mail-Adresse ein/);
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(/^Bitte gib dein Passwort ein/);
    expect(api.sent.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });
});
