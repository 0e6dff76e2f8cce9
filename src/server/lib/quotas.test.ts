import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { addDays, toIsoDate, weekStartOf } from '../../shared/meal-plans.ts';
import { QUOTA_EXCEEDED } from '../../shared/quotas.ts';
import { recipeCreateSchema } from '../../shared/recipes.ts';
import { insertCatalogueRecipe } from '../modules/catalogue/index.ts';
import { insertPhoto } from '../modules/photos/index.ts';
import { words } from './i18n.ts';
import { clientAs, createUser } from '../test/factories.ts';
import type { TestClient } from '../test/http-client.ts';
import { describeEachDatabase } from '../test/test-server.ts';

const quotas = { recipes: 2, photos: 2, photoMb: 1, mealPlanEntries: 3, openInvitations: 1 };
const monday = weekStartOf(toIsoDate(new Date()), 'monday');

describeEachDatabase(
  'per-account quotas',
  (server) => {
    const signedIn = async (userType: 'regular' | 'champion' = 'regular') => {
      const user = await createUser(server().ctx, { userType });
      return { user, client: clientAs(server().baseUrl, user) };
    };
    const refused = (message: string) => [409, { error: message, code: QUOTA_EXCEEDED }];
    const titles = async (client: TestClient) => (await client.get('/api/recipes')).body.map((r: { title: string }) => r.title);

    // Review 14.3: no quotas: one account could store recipes without end.
    it('refuses a recipe past the quota (created, saved from the catalogue or restored), and makes room when one is deleted', async () => {
      const { client } = await signedIn();
      const first = (await client.post('/api/recipes', { title: 'One' })).body;
      expect((await client.post('/api/recipes', { title: 'Two' })).status).toBe(201);
      const full = await client.post('/api/recipes', { title: 'Three' });
      expect([full.status, full.body]).toEqual(refused(words('server.quota.recipes', { limit: 2 })));
      expect(full.body.error).toBe('You have reached the limit of 2 recipes. Delete recipes you no longer need, then try again.');

      const catalogueId = await insertCatalogueRecipe(server().ctx.db, null, recipeCreateSchema.parse({ title: 'Shared soup' }));
      const save = await client.post(`/api/catalogue/${catalogueId}/save`, {});
      expect([save.status, save.body]).toEqual(refused(words('server.quota.recipes', { limit: 2 })));
      expect(await titles(client)).toEqual(['Two', 'One']);

      expect((await client.delete(`/api/recipes/${first.id}`)).status).toBe(204);
      expect((await client.post('/api/recipes', { title: 'Three' })).status).toBe(201);
      const restore = await client.post(`/api/recipes/${first.id}/restore`);
      expect([restore.status, restore.body]).toEqual(refused(words('server.quota.recipes', { limit: 2 })));
      expect(await titles(client)).toEqual(['Three', 'Two']);
    });

    // Review 14.3: deleting and creating again grew an account without end (Recently deleted keeps 30 days).
    it('bounds Recently deleted too', async () => {
      const { client } = await signedIn();
      for (const title of ['One', 'Two']) {
        const made = (await client.post('/api/recipes', { title })).body;
        expect((await client.delete(`/api/recipes/${made.id}`)).status).toBe(204);
      }
      const res = await client.post('/api/recipes', { title: 'Three' });
      expect([res.status, res.body]).toEqual(refused(words('server.quota.recentlyDeleted', { limit: 2 })));
      expect(await titles(client)).toEqual([]);
    });

    // Review 14.3: no quota on photos, in number or in bytes.
    it('refuses a photo past the number of photos or the stored bytes', async () => {
      const { user } = await signedIn();
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e8b57' } })
        .png()
        .toBuffer();
      const upload = async (who: { cookie: string }) => {
        const res = await fetch(`${server().baseUrl}/api/photos`, {
          method: 'POST',
          headers: { cookie: who.cookie, 'content-type': 'image/png' },
          body: new Uint8Array(png),
        });
        return [res.status, await res.json()] as const;
      };
      const photos = async (userId: string) =>
        (await server().ctx.db.kysely.selectFrom('photo').select('id').where('userId', '=', userId).execute()).length;
      expect((await upload(user))[0]).toBe(201);
      expect((await upload(user))[0]).toBe(201);
      expect(await upload(user)).toEqual(refused(words('server.quota.photos', { limit: 2 })));
      expect(await photos(user.id)).toBe(2);

      const { user: other } = await signedIn();
      await insertPhoto(server().ctx.db, { id: randomUUID(), userId: other.id, width: 4000, height: 3000, bytes: 1024 * 1024 });
      expect(await upload(other)).toEqual(refused(words('server.quota.photoBytes', { megabytes: 1 })));
      expect(words('server.quota.photoBytes', { megabytes: 1 })).toBe(
        'Your photos have reached the limit of 1 MB. Remove photos from recipes you no longer need, then try again.',
      );
      expect(await photos(other.id)).toBe(1);
    });

    // Review 14.3: no quota on meal-plan entries.
    it('refuses meal-plan entries past the quota, added one by one or by copying a week', async () => {
      const { client } = await signedIn();
      const add = (date: string) => client.post('/api/meal-plan/entries', { date, mealType: 'dinner', text: 'Soup' });
      expect((await add(monday)).status).toBe(201);
      expect((await add(addDays(monday, 1))).status).toBe(201);
      // Two more by copying the week would make four.
      const copy = await client.post('/api/meal-plan/copy-week', { from: monday, to: addDays(monday, 7) });
      expect([copy.status, copy.body]).toEqual(refused(words('server.quota.mealPlanEntries', { limit: 3 })));
      expect((await add(addDays(monday, 2))).status).toBe(201);
      const full = await add(addDays(monday, 3));
      expect([full.status, full.body]).toEqual(refused(words('server.quota.mealPlanEntries', { limit: 3 })));
      const plan = await client.get(`/api/meal-plan?from=${monday}&to=${addDays(monday, 13)}`);
      expect(plan.body.entries).toHaveLength(3);
    });

    // Review 14.3: no quota on invitations.
    it('refuses an open invitation past the quota, and makes room when one is revoked', async () => {
      const { client } = await signedIn('champion');
      const first = await client.post('/api/invitations', { kind: 'participant' });
      expect(first.status).toBe(201);
      const second = await client.post('/api/invitations', { kind: 'participant' });
      expect([second.status, second.body]).toEqual(refused(words('server.quota.openInvitations', { limit: 1 })));
      expect(second.body.error).toBe(
        'You have 1 open invitation, the most one account can have. Revoke ones you no longer need, then try again.',
      );
      expect((await client.get('/api/invitations')).body.invitations).toHaveLength(1);
      expect((await client.delete(`/api/invitations/${first.body.id}`)).status).toBe(204);
      expect((await client.post('/api/invitations', { kind: 'participant' })).status).toBe(201);
    });
  },
  {
    QUOTA_RECIPES: String(quotas.recipes),
    QUOTA_PHOTOS: String(quotas.photos),
    QUOTA_PHOTO_MB: String(quotas.photoMb),
    QUOTA_MEAL_PLAN_ENTRIES: String(quotas.mealPlanEntries),
    QUOTA_OPEN_INVITATIONS: String(quotas.openInvitations),
  },
);
