import { expect, it } from 'vitest';
import { meSchema } from '../../../shared/users.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { locales } from '../../../shared/i18n/locales.ts';

describeEachDatabase('Language, Measures and week start on the profile', (server) => {
  it('starts by following the browser: no language, metric, the language’s own first day', async () => {
    const user = await createUser(server().ctx, { name: 'Lena Lang', userType: 'regular' });
    const client = clientAs(server().baseUrl, user);
    const gb = await client.get('/api/me', { headers: { 'accept-language': 'en-GB' } });
    expectContract(meSchema, gb.body);
    expect(gb.body).toMatchObject({ language: null, measures: 'as-written', weekStartSetting: null, weekStart: 'monday' });
    // A browser in the US starts its weeks on Sunday, until the person says otherwise.
    const us = await client.get('/api/me', { headers: { 'accept-language': 'en-US' } });
    expect(us.body).toMatchObject({ language: null, weekStartSetting: null, weekStart: 'sunday' });
  });

  it('keeps a chosen language, measures and week start, and the week follows the chosen language', async () => {
    const user = await createUser(server().ctx, { name: 'Uma US', userType: 'regular' });
    const client = clientAs(server().baseUrl, user);
    const res = await client.patch('/api/me', { language: 'en-US', measures: 'us' });
    expect(res.status).toBe(200);
    expectContract(meSchema, res.body);
    // Their own language decides their week, whatever this browser asks for.
    const me = await client.get('/api/me', { headers: { 'accept-language': 'en-GB' } });
    expect(me.body).toMatchObject({ language: 'en-US', measures: 'us', weekStartSetting: null, weekStart: 'sunday' });

    await client.patch('/api/me', { weekStart: 'saturday', measures: 'as-written' });
    expect((await client.get('/api/me')).body).toMatchObject({
      weekStartSetting: 'saturday',
      weekStart: 'saturday',
      measures: 'as-written',
    });

    // null goes back to following: the browser for the language, the language for the week.
    await client.patch('/api/me', { language: null, weekStart: null });
    expect((await client.get('/api/me', { headers: { 'accept-language': 'en-GB' } })).body).toMatchObject({
      language: null,
      weekStartSetting: null,
      weekStart: 'monday',
      measures: 'as-written',
    });
  });

  it.each([
    [
      'an unknown language',
      { language: 'xx-YY' },
      new RegExp(`Choose one of the languages the app offers \\(${locales.join(', ')}\\), or null to follow your browser`),
    ],
    ['a language the app does not ship', { language: 'sv' }, /Choose one of the languages the app offers/],
    ['unknown measures', { measures: 'imperial' }, /Choose how amounts are shown: metric, us \(US customary\) or as-written/],
    ['an unknown week start', { weekStart: 'friday' }, /Choose the day your week starts on/],
    ['a language that is not text', { language: 7 }, /Choose one of the languages/],
  ])('refuses %s with 400, words that say what to do, and changes nothing', async (_label, body, words) => {
    const user = await createUser(server().ctx, { name: 'Nora Nochange', userType: 'regular' });
    const client = clientAs(server().baseUrl, user);
    const before = (await client.get('/api/me')).body;
    const res = await client.patch('/api/me', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.error).toMatch(words);
    expect((await client.get('/api/me')).body).toEqual(before);
  });

  it('changes only the acting person’s settings', async () => {
    const alice = await createUser(server().ctx, { name: 'Alice Own', userType: 'regular' });
    const bob = await createUser(server().ctx, { name: 'Bob Other', userType: 'regular' });
    await clientAs(server().baseUrl, alice).patch('/api/me', { language: 'en-US', measures: 'us', weekStart: 'sunday', id: bob.id });
    await clientAs(server().baseUrl, alice).patch('/api/me', { language: 'en-US', measures: 'us', weekStart: 'sunday' });
    expect((await clientAs(server().baseUrl, bob).get('/api/me')).body).toMatchObject({
      language: null,
      measures: 'as-written',
      weekStartSetting: null,
    });
  });
});
