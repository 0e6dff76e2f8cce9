import { afterAll, expect, it } from 'vitest';
import { recipeImportResponseSchema } from '../../../shared/recipe-import.ts';
import { recipeLanguageRule, recipeSchema } from '../../../shared/recipes.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, countRecipes, createUser } from '../../test/factories.ts';
import { startPageServer } from '../../test/page-server.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

const recipePage = ({ htmlLang, inLanguage }: { htmlLang?: string; inLanguage?: unknown }) => `<!doctype html>
<html${htmlLang === undefined ? '' : ` lang="${htmlLang}"`}><head><title>Suppe</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Kartoffelsuppe mit Karotten',
  recipeIngredient: ['500 g Kartoffeln', '2 Karotten'],
  ...(inLanguage === undefined ? {} : { inLanguage }),
})}</script></head><body><h1>Kartoffelsuppe</h1></body></html>`;

const pages = await startPageServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(req.url === '/suppe' ? recipePage({ htmlLang: 'de' }) : recipePage({}));
});

afterAll(() => pages.close());

/** Issue 17: recipes keep the language they were written in, so search can stem their words in it. */
describeEachDatabase(
  'a recipe’s language',
  (server) => {
    const signedIn = async () => clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }));

    it('is kept as its primary subtag, English unless said, and round-trips through the API', async () => {
      const client = await signedIn();
      const plain = await client.post('/api/recipes', { title: 'Porridge' });
      expect(plain.status).toBe(201);
      expectContract(recipeSchema, plain.body);
      expect(plain.body.language).toBe('en');

      const german = await client.post('/api/recipes', { title: 'Kartoffelsuppe', language: 'de-AT' });
      expect(german.status).toBe(201);
      expect(german.body.language).toBe('de');
      expect((await client.get(`/api/recipes/${german.body.id}`)).body.language).toBe('de');

      const brazilian = await client.post('/api/recipes', { title: 'Pão de queijo', language: 'pt-BR' });
      expect(brazilian.body.language).toBe('pt');

      const changed = await client.patch(`/api/recipes/${german.body.id}`, { language: 'fr' });
      expect(changed.status).toBe(200);
      expectContract(recipeSchema, changed.body);
      expect(changed.body.language).toBe('fr');
      expect(changed.body.updatedAt > german.body.updatedAt).toBe(true);
      const listed = await client.get('/api/recipes');
      const languages = Object.fromEntries((listed.body as { title: string; language: string }[]).map((r) => [r.title, r.language]));
      expect(languages).toEqual({ Porridge: 'en', Kartoffelsuppe: 'fr', 'Pão de queijo': 'pt' });
    });

    // Regression: a recipe sent without a language was stored as English whoever wrote it, so a German speaker's new
    // recipe was searched with English stems.
    it('sent without a language, is in the language of the person saving it: their Language, else their browser’s', async () => {
      const client = await signedIn();
      const chose = await client.patch('/api/me', { language: 'de' });
      expect(chose.status).toBe(200);
      const mine = await client.post('/api/recipes', { title: 'Kartoffelsuppe' }, { headers: { 'accept-language': 'fr-FR' } });
      expect(mine.status).toBe(201);
      expectContract(recipeSchema, mine.body);
      expect(mine.body.language).toBe('de');
      // One they name is kept whatever their own.
      expect((await client.post('/api/recipes', { title: 'Porridge', language: 'en-GB' })).body.language).toBe('en');
      // A page that does not say its language is imported in theirs.
      const draft = await client.post('/api/recipes/import', { html: recipePage({}) });
      expect(draft.body.recipe.language).toBe('de');

      const browserOnly = await signedIn();
      const brazilian = await browserOnly.post('/api/recipes', { title: 'Feijoada' }, { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
      expect(brazilian.body.language).toBe('pt');
      browserOnly.cookies.set('ck-lang', 'pl');
      const byCookie = await browserOnly.post('/api/recipes', { title: 'Zupa' }, { headers: { 'accept-language': 'pt-BR' } });
      expect(byCookie.body.language).toBe('pl');
    });

    it('sent without a language, is published to the catalogue in the language of the champion publishing it', async () => {
      const champion = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'champion' }));
      await champion.patch('/api/me', { language: 'it' });
      const published = await champion.post('/api/catalogue', { title: 'Minestrone', ingredients: ['2 carote'] });
      expect(published.status, JSON.stringify(published.body)).toBe(201);
      expect(published.body.language).toBe('it');
      const named = await champion.post('/api/catalogue', { title: 'Kartoffelsalat', language: 'de' });
      expect(named.body.language).toBe('de');
    });

    it.each([['xx'], ['ja'], ['English'], [''], ['de-'.repeat(20)], [7], [null]])(
      'refuses the language %j with what to choose, changing nothing',
      async (language) => {
        const client = await signedIn();
        const before = await countRecipes(server().ctx);
        const created = await client.post('/api/recipes', { title: 'Soup', language });
        expect(created.status).toBe(400);
        expect(created.body.error).toBe(recipeLanguageRule());
        expect(await countRecipes(server().ctx)).toBe(before);

        const mine = await client.post('/api/recipes', { title: 'Soup', language: 'nl' });
        const patched = await client.patch(`/api/recipes/${mine.body.id}`, { language });
        expect(patched.status).toBe(400);
        expect(patched.body.error).toBe(recipeLanguageRule());
        const after = await client.get(`/api/recipes/${mine.body.id}`);
        expect(after.body).toEqual(mine.body);
      },
    );

    it('cannot be changed on someone else’s recipe', async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const recipe = await owner.post('/api/recipes', { title: 'Zupa pomidorowa', language: 'pl' });
      const res = await other.patch(`/api/recipes/${recipe.body.id}`, { language: 'en' });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Recipe not found or you do not have permission to update it');
      expect((await owner.get(`/api/recipes/${recipe.body.id}`)).body.language).toBe('pl');
    });

    it('comes from the page when importing: the recipe’s inLanguage, else <html lang>, else the one asked for, else English', async () => {
      const client = await signedIn();
      const read = async (body: Record<string, unknown>) => {
        const res = await client.post('/api/recipes/import', body);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expectContract(recipeImportResponseSchema, res.body);
        return res.body.recipe.language as string;
      };
      // A page the server fetches itself.
      expect(await read({ url: `${pages.origin}/suppe` })).toBe('de');
      expect(await read({ url: `${pages.origin}/suppe`, language: 'fr' })).toBe('de');
      expect(await read({ url: `${pages.origin}/unsaid`, language: 'pt-BR' })).toBe('pt');
      // Pasted page source.
      expect(await read({ html: recipePage({ htmlLang: 'de-DE' }) })).toBe('de');
      expect(await read({ html: recipePage({ htmlLang: 'en', inLanguage: 'fr-FR' }) })).toBe('fr');
      expect(await read({ html: recipePage({ inLanguage: { '@type': 'Language', name: 'Dutch', alternateName: 'nl' } }) })).toBe('nl');
      expect(await read({ html: recipePage({ htmlLang: 'ja' }), language: 'es' })).toBe('es');
      expect(await read({ html: recipePage({ htmlLang: 'ja' }) })).toBe('en');
      expect(await read({ html: recipePage({}) })).toBe('en');

      // The draft saved as it is keeps its language.
      const draft = (await client.post('/api/recipes/import', { url: `${pages.origin}/suppe` })).body.recipe as Record<string, unknown>;
      const saved = await client.post('/api/recipes', draft);
      expect(saved.status).toBe(201);
      expect(saved.body.language).toBe('de');
    });

    it('refuses an import asked for in a language it cannot search in', async () => {
      const client = await signedIn();
      const res = await client.post('/api/recipes/import', { html: recipePage({}), language: 'tlh' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(recipeLanguageRule());
    });
  },
  { IMPORT_ALLOWED_HOSTS: pages.host },
);
