import { expect, it } from 'vitest';
import sourceCatalogue from '../shared/i18n/catalogues/en-GB.json' with { type: 'json' };
import { asLocale, locales, sourceLocale } from '../shared/i18n/locales.ts';
import type { MessageKey } from '../shared/i18n/messages.ts';
import { translatorFor, withRequestLocale } from './lib/i18n.ts';
import { recipeImportLimit, tooManyRequestsMessage } from './lib/request-limit.ts';
import { clientAs, createUser } from './test/factories.ts';
import { TestClient } from './test/http-client.ts';
import { describeEachDatabase } from './test/test-server.ts';

// Regression (issue 17): the importer, the body-size limit, the request limits, the 404 bodies, photos, page links
// and the meal plan's copy answered in fixed English, so a German participant read English refusals.

const german = { 'accept-language': 'de' };

it('says how long to wait in whole minutes, with each language’s plural', () => {
  const wait = (locale: 'en-GB' | 'de' | 'pl' | 'ar', seconds: number) =>
    withRequestLocale(
      () => asLocale(locale),
      () => tooManyRequestsMessage(seconds),
    );
  expect(wait('en-GB', 1)).toBe('Too many tries in a short time. Try again in 1 minute.');
  expect(wait('en-GB', 61)).toBe('Too many tries in a short time. Try again in 2 minutes.');
  expect(wait('de', 60)).toBe('Zu viele Versuche in kurzer Zeit. Versuch es in 1 Minute noch einmal.');
  expect(wait('de', 150)).toBe('Zu viele Versuche in kurzer Zeit. Versuch es in 3 Minuten noch einmal.');
  expect(wait('pl', 120)).toBe('Za dużo prób w krótkim czasie. Spróbuj ponownie za 2 minuty.');
  expect(wait('pl', 300)).toBe('Za dużo prób w krótkim czasie. Spróbuj ponownie za 5 minut.');
  expect(wait('ar', 120)).toContain('دقيقتين');
});

it('has every server refusal written in each language other than English, not copied from the source', () => {
  const source = translatorFor(sourceLocale);
  const keys = (Object.keys(sourceCatalogue) as MessageKey[]).filter((key) => key.startsWith('server.'));
  const values = { status: 404, mediaType: 'image/png', encoding: 'br', unit: 'MB', amount: 5, megabytes: 1, minutes: 2 };
  const more = { meal: 'Lunch', day: 'Monday 4 May', max: 8, limit: 2 };
  for (const locale of locales.filter((l) => !l.startsWith('en-'))) {
    const t = translatorFor(locale);
    const copied = keys.filter((key) => t(key, { ...values, ...more }) === source(key, { ...values, ...more }));
    expect({ locale, copied }).toEqual({ locale, copied: [] });
  }
});

describeEachDatabase('The server’s own refusals in the language of the person asking', (server) => {
  const participant = async (options: { language?: string } = {}) => {
    const client = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }));
    if (options.language) expect((await client.patch('/api/me', { language: options.language })).status).toBe(200);
    return client;
  };

  it('refuses an address inside a private network in German, as 422 UNPROCESSABLE', async () => {
    const client = await participant();
    const res = await client.post('/api/recipes/import', { url: 'http://10.0.0.1/recipes/soup' }, { headers: german });
    expect([res.status, res.body.code]).toEqual([422, 'UNPROCESSABLE']);
    expect(res.body.error).toBe('Diese Adresse ist nicht erlaubt: Sie führt in ein privates Netzwerk');
  });

  it('tells a person whose Language is German that a page holds no recipe, whatever the browser says', async () => {
    const client = await participant({ language: 'de' });
    const res = await client.post('/api/recipes/import', { html: '<p>Nur Nachrichten</p>' }, { headers: { 'accept-language': 'en-GB' } });
    expect([res.status, res.body.code]).toEqual([422, 'UNPROCESSABLE']);
    expect(res.body.error).toBe('Auf dieser Seite ist kein Rezept, das wir lesen können');
  });

  it('refuses a body over the limit in German, as 413 PAYLOAD_TOO_LARGE', async () => {
    const client = await participant();
    const res = await client.post('/api/recipes', { title: 'Suppe', description: 'x'.repeat(1024 * 1024) }, { headers: german });
    expect([res.status, res.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(res.body.error).toBe('Das ist zu viel auf einmal: höchstens 1 MB. Schick weniger oder teile es auf.');
  });

  it('says in German how many minutes to wait past the import limit, as 429 TOO_MANY_REQUESTS', async () => {
    const client = await participant({ language: 'de' });
    let res = await client.post('/api/recipes/import', { html: '<p>x</p>' });
    for (let i = 1; i <= recipeImportLimit.max && res.status !== 429; i++)
      res = await client.post('/api/recipes/import', { html: '<p>x</p>' });
    expect([res.status, res.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(res.body.error).toBe('Zu viele Versuche in kurzer Zeit. Versuch es in 1 Minute noch einmal.');
  });

  it('answers 404 in German, on the API, off it and in the API docs', async () => {
    const client = new TestClient(server().baseUrl);
    const api = await client.get('/api/nothing-here', { headers: german });
    expect([api.status, api.body]).toEqual([404, { error: 'Nicht gefunden', code: 'NOT_FOUND' }]);
    const docs = await client.get('/api/docs/assets/nothing.css', { headers: german });
    expect([docs.status, docs.body]).toEqual([404, { error: 'Nicht gefunden' }]);
    const page = await client.post('/no-such-page', {}, { headers: german });
    expect([page.status, page.body]).toEqual([404, { error: 'Nicht gefunden' }]);
  });

  it('refuses photo requests in German: a size that does not exist, and a photo that is not the person’s', async () => {
    const client = await participant({ language: 'de' });
    const size = await client.get('/api/photos/some-photo/huge');
    expect([size.status, size.body.code]).toEqual([400, 'BAD_REQUEST']);
    expect(JSON.stringify(size.body)).toContain('Die Größe muss large oder thumb sein');
    const recipe = await client.post('/api/recipes', { title: 'Suppe', photoId: 'not-a-photo-of-mine' });
    expect([recipe.status, recipe.body.code]).toEqual([400, 'BAD_REQUEST']);
    expect(recipe.body.error).toBe('Dieses Foto wurde nicht gefunden');
  });

  it('tells a German admin that a champion is one already, as 409 ALREADY_CHAMPION', async () => {
    const admin = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular', role: 'admin' }));
    const champion = await createUser(server().ctx, { name: 'Chris Champion', userType: 'champion' });
    const res = await admin.post('/api/admin/champions', { email: champion.email }, { headers: german });
    expect([res.status, res.body.code]).toEqual([409, 'ALREADY_CHAMPION']);
    expect(res.body.error).toBe('Chris Champion ist schon Champion');
  });

  it('names the app’s own address in German to a request from another one, as 403 WRONG_ADDRESS', async () => {
    const res = await new TestClient(server().baseUrl).post(
      '/api/recipes',
      { title: 'Suppe' },
      { headers: { ...german, origin: 'http://elsewhere.example' } },
    );
    expect([res.status, res.body.code]).toEqual([403, 'WRONG_ADDRESS']);
    expect(res.body.error).toBe(`Öffne diese App unter ${server().ctx.config.baseUrl}: Anfragen von anderen Adressen nimmt sie nicht an.`);
  });

  it('refuses a damaged page link in German, with its code', async () => {
    const client = await participant();
    const res = await client.get('/api/catalogue?cursor=bm90LWEtY3Vyc29y', { headers: german });
    expect([res.status, res.body.code]).toEqual([400, 'INVALID_CURSOR']);
    expect(res.body.error).toBe(translatorFor(asLocale('de'))('server.cursorInvalid'));
    expect(res.body.error).not.toBe(translatorFor(asLocale('en-GB'))('server.cursorInvalid'));
  });
});
