import { expect, it } from 'vitest';
import { clientAs, countRecipes, createUser } from '../test/factories.ts';
import type { TestClient } from '../test/http-client.ts';
import { describeEachDatabase } from '../test/test-server.ts';

/*
 * Regression (issue 17): the schemas in src/shared refused in fixed English, so a German participant who sent a
 * bad date, a range that ends before it starts or an empty tag read English. The refusal is the same (status,
 * code, field) in every language; only its words follow the person.
 */

const badDate = '/api/meal-plan?from=02/03/2026&to=2026-03-08';
const backwards = '/api/meal-plan?from=2026-03-08&to=2026-03-02';
const emptyTag = { title: 'Linsensuppe', tags: ['Suppe', ' '] };

interface Refusal {
  status: number;
  code: unknown;
  error: unknown;
  details: unknown;
}

async function refusalsOf(client: TestClient, headers: Record<string, string>): Promise<Refusal[]> {
  const answers = [
    await client.get(badDate, { headers }),
    await client.get(backwards, { headers }),
    await client.post('/api/recipes', emptyTag, { headers }),
  ];
  return answers.map((res) => ({ status: res.status, code: res.body.code, error: res.body.error, details: res.body.details }));
}

const german = [
  'Schreib das Datum als JJJJ-MM-TT, zum Beispiel 2026-03-14',
  'Der Zeitraum darf nicht enden, bevor er beginnt',
  'Ein Schlagwort darf nicht leer sein',
];
const english = ['A date must be written YYYY-MM-DD', 'The range must not end before it starts', 'A tag cannot be empty'];

describeEachDatabase('Refusals of the shared schemas, in the language of the person answered', (server) => {
  it('answers a browser that asks for German in German, with the status and code an English one gets', async () => {
    const user = await createUser(server().ctx, { name: 'Greta Grenze', userType: 'regular' });
    const client = clientAs(server().baseUrl, user);

    const inEnglish = await refusalsOf(client, { 'accept-language': 'en-GB' });
    const inGerman = await refusalsOf(client, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });

    expect(inEnglish.map((r) => r.error)).toEqual(english);
    expect(inGerman.map((r) => r.error)).toEqual(german);
    // The same refusal: 400, BAD_REQUEST, on the same field; the field's detail carries the same words.
    expect(inGerman.map(({ status, code }) => ({ status, code }))).toEqual(inEnglish.map(({ status, code }) => ({ status, code })));
    expect(inGerman.every((r) => r.status === 400 && r.code === 'BAD_REQUEST')).toBe(true);
    expect(inGerman.map((r) => (r.details as { path: string; message: string }[])[0])).toEqual([
      { path: 'from', message: german[0] },
      { path: 'to', message: german[1] },
      { path: 'tags.1', message: german[2] },
    ]);
    expect(await countRecipes(server().ctx)).toBe(0);
  });

  it('answers a person whose Language is German in German, whatever their browser asks for', async () => {
    const user = await createUser(server().ctx, { name: 'Dora Deutsch', userType: 'regular' });
    const client = clientAs(server().baseUrl, user);
    expect((await client.patch('/api/me', { language: 'de' })).status).toBe(200);

    const refusals = await refusalsOf(client, { 'accept-language': 'en-GB' });

    expect(refusals.map((r) => r.error)).toEqual(german);
    expect(refusals.every((r) => r.status === 400 && r.code === 'BAD_REQUEST')).toBe(true);
    expect(await countRecipes(server().ctx)).toBe(0);
  });
});
