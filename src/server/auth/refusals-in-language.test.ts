import { asLocale } from '../../shared/i18n/locales.ts';
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { errorCodeOfStatus } from '../../shared/error-codes.ts';
import { translatorFor } from '../lib/i18n.ts';
import { clientAs, createUser, DEFAULT_PASSWORD } from '../test/factories.ts';
import { TestClient } from '../test/http-client.ts';
import { describeEachDatabase } from '../test/test-server.ts';

// Issue 17: sign-in and the closed account endpoints answered a German person in English.
const german = translatorFor(asLocale('de'));
const english = translatorFor(asLocale('en-GB'));

let nextHost = 10;
const freshAddress = () => `127.0.7.${nextHost++}`;

describeEachDatabase('identity refusals in the person’s language', (server) => {
  it('says where to go instead of a closed endpoint in the language the browser asks for', async () => {
    const user = await createUser(server().ctx, { userType: 'regular' });
    const client = clientAs(server().baseUrl, user, freshAddress());
    const res = await client.post('/api/auth/update-user', { name: 'Neu' }, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect({ status: res.status, code: res.body.code, error: res.body.error }).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      error: german('server.auth.closed.updateUser'),
    });
    expect(res.body.error).not.toBe(english('server.auth.closed.updateUser'));
    // The same refusal to an English browser keeps its English words.
    const inEnglish = await client.post('/api/auth/update-user', { name: 'New' }, { headers: { 'accept-language': 'en-GB' } });
    expect(inEnglish.body.error).toBe('Change your name and other details on Your Profile (PATCH /api/me).');
  });

  it('answers a signed-in person in their own Language, whatever the browser asks for', async () => {
    const user = await createUser(server().ctx, { userType: 'regular' });
    expect((await clientAs(server().baseUrl, user, freshAddress()).patch('/api/me', { language: 'de' })).status).toBe(200);
    // A client of its own: only the session cookie, no language cookie the profile may have set.
    const client = clientAs(server().baseUrl, user, freshAddress());
    const english = { headers: { 'accept-language': 'en-GB' } };
    for (const [path, key] of [
      ['/api/auth/change-email', 'server.auth.closed.changeEmail'],
      ['/api/auth/delete-user', 'server.auth.closed.deleteUser'],
      ['/api/auth/update-session', 'server.auth.closed.updateSession'],
    ] as const) {
      const res = await client.post(path, {}, english);
      expect({ path, status: res.status, code: res.body.code, error: res.body.error }).toEqual({
        path,
        status: 404,
        code: 'NOT_FOUND',
        error: german(key),
      });
    }
    // better-auth's own refusal too: a wrong current password.
    const wrong = await client.post(
      '/api/auth/change-password',
      { currentPassword: 'not the password at all', newPassword: 'Quark-Kuchen-Sommer-91' },
      english,
    );
    expect({ status: wrong.status, code: wrong.body.code, error: wrong.body.error }).toEqual({
      status: 400,
      code: 'INVALID_PASSWORD',
      error: german('error.INVALID_PASSWORD'),
    });
  });

  it('puts better-auth’s refusals in the request’s language, with their status and code', async () => {
    const user = await createUser(server().ctx);
    const inGerman = { headers: { 'accept-language': 'de' } };
    const wrong = await new TestClient(server().baseUrl, freshAddress()).post(
      '/api/auth/sign-in/email',
      { email: user.email, password: 'wrong password!' },
      inGerman,
    );
    expect({ status: wrong.status, code: wrong.body.code, error: wrong.body.error }).toEqual({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      error: german('error.INVALID_EMAIL_OR_PASSWORD'),
    });
    // better-auth's own field, which some clients read, says the same.
    expect(wrong.body.message).toBe(wrong.body.error);

    const taken = await new TestClient(server().baseUrl, freshAddress()).post(
      '/api/auth/sign-up/email',
      { name: 'Copy Cat', email: user.email, password: DEFAULT_PASSWORD },
      inGerman,
    );
    expect(taken.status).toBe(422);
    expect(taken.body.error).toBe(german(`error.${taken.body.code as 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'}`));

    const reset = await new TestClient(server().baseUrl, freshAddress()).post(
      '/api/auth/reset-password',
      { token: randomBytes(16).toString('hex'), newPassword: 'Quark-Kuchen-Sommer-91' },
      inGerman,
    );
    expect({ status: reset.status, code: reset.body.code, error: reset.body.error }).toEqual({
      status: 400,
      code: 'INVALID_TOKEN',
      error: german('error.INVALID_TOKEN'),
    });

    // A code we have no words of our own for gets its status's words, never better-auth's English.
    const unknownProvider = await new TestClient(server().baseUrl, freshAddress()).post(
      '/api/auth/sign-in/social',
      { provider: 'no-such-provider' },
      inGerman,
    );
    expect(unknownProvider.status).toBeGreaterThanOrEqual(400);
    expect(unknownProvider.status).toBeLessThan(500);
    expect(unknownProvider.body.error).toBe(german(`error.${errorCodeOfStatus(unknownProvider.status)}`));

    const inEnglish = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'wrong password!',
    });
    expect(inEnglish.body.error).toBe(english('error.INVALID_EMAIL_OR_PASSWORD'));
  });

  it('names the address to use in the request’s language when a page at another address signs in', async () => {
    const user = await createUser(server().ctx);
    const res = await new TestClient(server().baseUrl, freshAddress()).post(
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      { headers: { origin: 'http://elsewhere.example', 'accept-language': 'de' } },
    );
    const appUrl = server().ctx.config.baseUrl;
    expect({ status: res.status, code: res.body.code, error: res.body.error }).toEqual({
      status: 403,
      code: 'WRONG_ADDRESS',
      error: german('server.wrongAddress', { appUrl }),
    });
    expect(res.body.error).toContain(appUrl);
  });
});
