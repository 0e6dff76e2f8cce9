import { expect, it } from 'vitest';
import { clientAs, createUser } from '../test/factories.ts';
import { TestClient } from '../test/http-client.ts';
import { describeEachDatabase } from '../test/test-server.ts';
import { translatorFor } from './i18n.ts';
import { asLocale } from '../../shared/i18n/locales.ts';

it('translates a message into each shipped language, with its values', () => {
  expect(translatorFor(asLocale('en-GB'))('server.catalogue.publishRefused')).toMatch(/the shared catalogue\./);
  expect(translatorFor(asLocale('en-US'))('server.catalogue.publishRefused')).toMatch(/the shared catalog\./);
  expect(translatorFor(asLocale('en-GB'))('validation.number.range', { kind: 'whole', min: 1, max: 1000 })).toBe(
    'Enter a whole number from 1 to 1,000',
  );
});

it('keeps the source document’s fixed texts word for word in both English catalogues', () => {
  for (const t of [translatorFor(asLocale('en-GB')), translatorFor(asLocale('en-US'))]) {
    expect(t('server.recipes.updateDenied')).toBe('Recipe not found or you do not have permission to update it');
    expect(t('server.recipes.deleteDenied')).toBe('Recipe not found or you do not have permission to delete it');
    expect(t('server.recipes.notFound')).toBe('Recipe not found');
  }
});

describeEachDatabase('Error messages in the language of the person asking', (server) => {
  const publish = async (headers: Record<string, string>, choice: { language?: string; cookie?: string } = {}) => {
    const participant = await createUser(server().ctx, { name: 'Pia Participant', userType: 'regular' });
    const client = clientAs(server().baseUrl, participant);
    if (choice.language) await client.patch('/api/me', { language: choice.language });
    if (choice.cookie) client.cookies.set('ck-lang', choice.cookie);
    return client.post('/api/catalogue', { title: 'Porridge' }, { headers });
  };

  it('answers in the browser’s language (Accept-Language)', async () => {
    const us = await publish({ 'accept-language': 'en-US,en;q=0.8' });
    expect(us.status).toBe(403);
    expect(us.body.error).toBe(
      'Only champions and admins can publish to the shared catalog. Your recipe stays in My recipes, where you can keep using it.',
    );
    const gb = await publish({ 'accept-language': 'en-GB' });
    expect(gb.body.error).toBe(
      'Only champions and admins can publish to the shared catalogue. Your recipe stays in My recipes, where you can keep using it.',
    );
  });

  it('prefers the language chosen on this browser (the ck-lang cookie) to Accept-Language', async () => {
    const res = await publish({ 'accept-language': 'en-GB' }, { cookie: 'en-US' });
    expect(res.body.error).toMatch(/shared catalog\./);
  });

  it('prefers the person’s own Language setting to the browser’s', async () => {
    const res = await publish({ 'accept-language': 'en-GB' }, { language: 'en-US' });
    expect(res.body.error).toMatch(/shared catalog\./);
  });

  it('answers a signed-out request in its browser’s language', async () => {
    const res = await new TestClient(server().baseUrl).get('/api/no-such-thing', { headers: { 'accept-language': 'en-US' } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Not found');
  });
});
