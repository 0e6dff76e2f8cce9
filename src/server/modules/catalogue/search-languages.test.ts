import { beforeAll, expect, it } from 'vitest';
import { catalogueRecipeSchema, recipeSchema, type CataloguePage } from '../../../shared/recipes.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

/**
 * Issue 17: search stemmed every recipe the English way, so "Karotte" did not find a German soup of Karotten and
 * "pomme" did not find French pommes de terre. Now each recipe's words are stemmed in its own language.
 */
describeEachDatabase('catalogue search in each recipe’s language', (server) => {
  let champion: TestClient;
  let reader: TestClient;
  const ids = new Map<string, string>();

  const publish = async (recipe: Record<string, unknown>) => {
    const res = await champion.post('/api/catalogue', recipe);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectContract(catalogueRecipeSchema, res.body);
    ids.set(String(recipe.title), res.body.id as string);
    return res.body as { id: string; language: string };
  };

  beforeAll(async () => {
    champion = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'champion' }));
    reader = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }));
    await publish({ title: 'Kartoffelsuppe mit Karotten', ingredients: ['500 g Kartoffeln', '2 Karotten'], language: 'de' });
    await publish({ title: 'Salade de pommes de terre', ingredients: ['600 g pommes de terre'], language: 'fr-FR' });
    await publish({ title: 'Paste al pomodoro', ingredients: ['400 g paste corte'], language: 'it' });
    // The same German word in a recipe written in English: stemmed the English way, so not as a German word.
    await publish({ title: 'Kartoffelsuppe, as my Oma made it', ingredients: ['4 potatoes'] });
    await publish({ title: 'Tomato paste toast', ingredients: ['2 tbsp tomato paste', '2 slices bread'] });
    await publish({ title: 'Creamy pasta bake', ingredients: ['300 g pasta'] });
  });

  const search = async (q: string) => {
    const res = await reader.get(`/api/catalogue?q=${encodeURIComponent(q)}&limit=60`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as CataloguePage).recipes.map((r) => r.title).sort();
  };

  it.each([
    ['Karotte', ['Kartoffelsuppe mit Karotten']],
    ['Kartoffeln', ['Kartoffelsuppe mit Karotten']],
    ['kartoffel karotte', ['Kartoffelsuppe mit Karotten']],
    ['pomme', ['Salade de pommes de terre']],
    ['pomme de terre', ['Salade de pommes de terre']],
  ])('"%s" finds %j, stemmed in the recipe’s language', async (q, titles) => {
    expect(await search(q)).toEqual(titles);
  });

  it('stems an English recipe the English way, as before', async () => {
    // "pasta" is "past" in Italian, as "paste" is in English: the Italian stem finds only Italian recipes.
    expect(await search('pasta')).toEqual(['Creamy pasta bake', 'Paste al pomodoro']);
    expect(await search('pastes')).toEqual(['Tomato paste toast']);
    expect(await search('toasts')).toEqual(['Tomato paste toast']);
    // A word's start still finds it in any language.
    expect(await search('kartoffelsup')).toEqual(['Kartoffelsuppe mit Karotten', 'Kartoffelsuppe, as my Oma made it']);
  });

  it('carries the language to a saved copy, and shows it on the catalogue recipe', async () => {
    const id = ids.get('Kartoffelsuppe mit Karotten') as string;
    const shown = await reader.get(`/api/catalogue/${id}`);
    expect(shown.body.language).toBe('de');
    const saved = await reader.post(`/api/catalogue/${id}/save`, {});
    expect(saved.status).toBe(201);
    expectContract(recipeSchema, saved.body);
    expect(saved.body.language).toBe('de');
    expect((await reader.get(`/api/catalogue/${ids.get('Tomato paste toast')}`)).body.language).toBe('en');
  });

  it('refuses to publish in a language it cannot search in, publishing nothing', async () => {
    const res = await champion.post('/api/catalogue', { title: 'Sushi no tsukurikata', language: 'ja' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/A recipe can be written in English \(en\), German \(de\)/);
    expect(await search('tsukurikata')).toEqual([]);
  });
});
