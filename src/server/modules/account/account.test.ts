import { asLocale } from '../../../shared/i18n/locales.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { accountExportSchema, FRESH_SIGN_IN_MINUTES } from '../../../shared/account.ts';
import { addDays, toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import type { AppContext } from '../../app-env.ts';
import { clientAs, countRecipes, createUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { insertCatalogueRecipe } from '../catalogue/index.ts';
import { accountDeletionLimit } from './confirm-account-owner.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { insertPhoto, PHOTO_CONTENT_TYPE, photoKey, photoSizes } from '../photos/index.ts';

const now = () => new Date().toISOString();
/** The words the server sends a person who reads the source language. */
const english = translatorFor(asLocale('en-GB'));

/** A stored photo (row and both files) uploaded by `userId`; the bytes need not be an image here. */
async function storePhoto(ctx: AppContext, userId: string): Promise<string> {
  const id = randomUUID();
  for (const size of photoSizes) await ctx.storage.put(photoKey(id, size), new Uint8Array([1, 2, 3]), PHOTO_CONTENT_TYPE);
  await insertPhoto(ctx.db, { id, userId, width: 10, height: 10, bytes: 6 });
  return id;
}

async function photoFilesExist(ctx: AppContext, id: string): Promise<boolean[]> {
  return Promise.all(photoSizes.map(async (size) => (await ctx.storage.get(photoKey(id, size))) !== null));
}

/** Every table of the database, read whole: the rows as JSON text, lower case, to look for a person in. */
async function everyTableAsText(ctx: AppContext): Promise<Map<string, string>> {
  const k = ctx.db.kysely;
  const tables =
    ctx.db.kind === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(k)).rows
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            k,
          )
        ).rows;
  const texts = new Map<string, string>();
  for (const { name } of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(k)).rows;
    texts.set(name, JSON.stringify(rows).toLowerCase());
  }
  return texts;
}

async function insertInvitation(ctx: AppContext, inviterId: string, extra: { email?: string; message?: string } = {}) {
  const id = randomUUID();
  const codeHash = randomBytes(32).toString('hex');
  await ctx.db.kysely
    .insertInto('invitation')
    .values({
      id,
      inviterId,
      kind: 'participant',
      codeHash,
      codeHint: codeHash.slice(0, 4),
      email: extra.email ?? null,
      message: extra.message ?? null,
      maxUses: 5,
      uses: 1,
      expiresAt: null,
      revokedAt: null,
      createdAt: now(),
    })
    .execute();
  return { id, codeHash };
}

describeEachDatabase('Account export and deletion', (server) => {
  const unique = () => randomBytes(4).toString('hex');

  /**
   * Alice ("both") owns one of everything: recipes (one deleted, one with her photo), a published catalogue
   * recipe showing another photo of hers, plan entries, a tick and a hand-added item, a calendar feed, an
   * invitation Bob accepted (Bob is in her group), membership of Carol's group, a recommendation, and mail,
   * verification and invitation rows that name her. Bob and Carol have things of their own.
   */
  async function aliceAndFriends() {
    const { ctx, baseUrl } = server();
    const tag = unique();
    const alice = await createUser(ctx, { name: `Zelda Quintessa ${tag}`, email: `zelda.${tag}@example.com`, userType: 'both' });
    const bob = await createUser(ctx, { name: `Bob Other ${tag}`, userType: 'regular' });
    const carol = await createUser(ctx, { name: `Carol Champion ${tag}`, userType: 'champion' });
    const asAlice = clientAs(baseUrl, alice);
    const asBob = clientAs(baseUrl, bob);

    const ownPhoto = await storePhoto(ctx, alice.id);
    const publishedPhoto = await storePhoto(ctx, alice.id);
    const recipe = await asAlice.post('/api/recipes', {
      title: 'Lentil soup',
      ingredients: ['200 g red lentils', '1 onion'],
      photoId: ownPhoto,
      isFavorite: true,
    });
    expect(recipe.status).toBe(201);
    const gone = await asAlice.post('/api/recipes', { title: 'Burnt toast' });
    expect((await asAlice.delete(`/api/recipes/${gone.body.id}`)).status).toBe(204);
    const publishedId = await insertCatalogueRecipe(
      ctx.db,
      alice.id,
      recipeCreateSchema.parse({ title: `Shared stew ${tag}`, ingredients: ['1 carrot'], photoId: publishedPhoto }),
    );
    if (!publishedId) throw new Error('the catalogue recipe was not inserted');

    const monday = weekStartOf(toIsoDate(new Date()), 'monday');
    const range = `from=${monday}&to=${addDays(monday, 6)}`;
    expect((await asAlice.post('/api/meal-plan/entries', { date: monday, mealType: 'dinner', recipeId: recipe.body.id })).status).toBe(201);
    expect((await asAlice.post('/api/meal-plan/entries', { date: monday, mealType: 'lunch', text: 'Leftovers' })).status).toBe(201);
    const list = await asAlice.get(`/api/shopping-list?${range}`);
    const planned = list.body.items.find((i: { id: string }) => i.id.startsWith('p.'));
    expect((await asAlice.patch(`/api/shopping-list/items/${planned.id}?${range}`, { checked: true })).status).toBe(200);
    expect((await asAlice.post(`/api/shopping-list/items?${range}`, { text: '2 l milk' })).status).toBe(201);
    const feed = await asAlice.get('/api/meal-plan/calendar');
    expect(feed.status).toBe(200);
    const weeknight = await asAlice.post('/api/collections', { name: 'Weeknight', shared: true });
    expect(weeknight.status).toBe(201);
    expect((await asAlice.put(`/api/collections/${weeknight.body.id}/recipes/${recipe.body.id}`)).status).toBeLessThan(300);
    expect((await asAlice.post('/api/collections', { name: 'Soups', kind: 'smart', search: 'q=soup' })).status).toBe(201);
    expect((await asAlice.post('/api/pantry', { text: '500 g rice', bestBefore: '2031-05-01' })).status).toBe(201);

    // The champion programme's tables, written directly (their API is built elsewhere).
    const k = ctx.db.kysely;
    const sent = await insertInvitation(ctx, alice.id, { email: bob.email, message: 'Cook with me' });
    await k.insertInto('invitationAcceptance').values({ invitationId: sent.id, userId: bob.id, acceptedAt: now() }).execute();
    await k
      .insertInto('championMembership')
      .values({ participantId: bob.id, championId: alice.id, invitationId: sent.id, joinedAt: now() })
      .execute();
    const fromCarol = await insertInvitation(ctx, carol.id, { email: alice.email, message: `Hi ${alice.name}, join us` });
    await k.insertInto('invitationAcceptance').values({ invitationId: fromCarol.id, userId: alice.id, acceptedAt: now() }).execute();
    await k
      .insertInto('championMembership')
      .values({ participantId: alice.id, championId: carol.id, invitationId: fromCarol.id, joinedAt: now() })
      .execute();
    await k
      .insertInto('recommendation')
      .values({ id: randomUUID(), championId: alice.id, recipeId: publishedId, note: 'Try this one', createdAt: now() })
      .execute();
    const carolsRecommendation = randomUUID();
    await k
      .insertInto('recommendation')
      .values({ id: carolsRecommendation, championId: carol.id, recipeId: publishedId, note: null, createdAt: now() })
      .execute();

    // Rows that name her without a foreign key.
    const mail = (recipient: string, body: string) => ({
      id: randomUUID(),
      recipient,
      subject: 'Champion Kitchen',
      body,
      createdAt: now(),
      sentAt: null,
      error: null,
    });
    const bobsMail = mail(bob.email, 'Your shopping list is ready');
    await k
      .insertInto('mailOutbox')
      .values([
        mail(alice.email, 'Reset your password'),
        mail(alice.email.toUpperCase(), `Hi ${alice.name}, your week is planned`),
        bobsMail,
      ])
      .execute();
    await k
      .insertInto('verification')
      .values([
        {
          id: randomUUID(),
          identifier: `reset-password:${unique()}`,
          value: alice.id,
          expiresAt: now(),
          createdAt: now(),
          updatedAt: now(),
        },
        { id: randomUUID(), identifier: alice.email, value: unique(), expiresAt: now(), createdAt: now(), updatedAt: now() },
      ])
      .execute();

    // Bob's own things, which must survive.
    const bobsRecipe = await asBob.post('/api/recipes', { title: 'Bob’s chilli' });
    expect((await asBob.post('/api/meal-plan/entries', { date: monday, mealType: 'dinner', recipeId: bobsRecipe.body.id })).status).toBe(
      201,
    );

    return {
      alice,
      bob,
      carol,
      ownPhoto,
      publishedPhoto,
      publishedId,
      sent,
      fromCarol,
      bobsMail,
      bobsRecipe: bobsRecipe.body.id as string,
      carolsRecommendation,
    };
  }

  // Issue 20: the export reads every table the person has rows in, so it is bounded like the recipe export.
  it('answers 429 past five exports an hour, with Retry-After and words that say when to try again', async () => {
    const { ctx, baseUrl } = server();
    const user = await createUser(ctx, { userType: 'regular' });
    for (let i = 0; i < 5; i++) expect((await clientAs(baseUrl, user).get('/api/me/export')).status).toBe(200);
    const sixth = await clientAs(baseUrl, user).get('/api/me/export');
    expect(sixth.status).toBe(429);
    expect(sixth.headers['content-disposition']).toBeUndefined();
    const wait = Number(sixth.headers['retry-after']);
    expect(wait).toBeGreaterThan(60 * 59);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    expect(sixth.body).toEqual({ error: english('server.account.exportTooMany', { minutes: 60 }), code: 'TOO_MANY_REQUESTS' });
    expect(sixth.body.error).toBe('You can export your data up to 5 times an hour. Try again in 60 minutes.');
    // Someone else still exports.
    expect((await clientAs(baseUrl, await createUser(ctx, { userType: 'regular' })).get('/api/me/export')).status).toBe(200);
  });

  it('exports everything the user owns, with no password hash or token', async () => {
    const { ctx, baseUrl } = server();
    const { alice, bob, carol, ownPhoto, publishedId, sent, fromCarol } = await aliceAndFriends();
    const res = await clientAs(baseUrl, alice).get('/api/me/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="champion-kitchen-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = accountExportSchema.parse(res.body);

    expect(data.version).toBe(1);
    expect(data.user).toMatchObject({ id: alice.id, email: alice.email, name: alice.name, userType: 'both' });
    expect(data.signInMethods).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.recipes.map((r) => [r.title, r.deletedAt !== null])).toEqual(
      expect.arrayContaining([
        ['Lentil soup', false],
        ['Burnt toast', true],
      ]),
    );
    expect(data.recipes.find((r) => r.title === 'Lentil soup')).toMatchObject({
      photoId: ownPhoto,
      imageUrl: `/api/photos/${ownPhoto}/large`,
    });
    expect(data.publishedRecipes.map((r) => r.id)).toEqual([publishedId]);
    expect(data.photos.map((p) => p.id)).toContain(ownPhoto);
    expect(data.photos).toHaveLength(2);
    expect(data.collections.map((c) => [c.name, c.kind, c.shared, c.search, c.recipeIds])).toEqual([
      ['Weeknight', 'manual', true, null, [data.recipes.find((r) => r.title === 'Lentil soup')?.id]],
      ['Soups', 'smart', false, 'q=soup', []],
    ]);
    expect(data.pantry).toEqual([expect.objectContaining({ item: 'rice', quantity: 500, unit: 'g', bestBefore: '2031-05-01' })]);
    expect(data.household).toEqual({ name: alice.name, size: 2, members: [{ name: alice.name }] });
    expect(data.mealPlan.map((e) => e.title).sort()).toEqual(['Leftovers', 'Lentil soup']);
    expect(data.shopping.ticks).toEqual([expect.objectContaining({ checked: true })]);
    expect(data.shopping.manualItems).toEqual([expect.objectContaining({ text: '2 l milk', item: 'milk', quantity: 2, unit: 'l' })]);
    expect(data.calendarFeed.exists).toBe(true);
    expect(data.invitationsSent).toEqual([
      expect.objectContaining({
        id: sent.id,
        email: bob.email,
        message: 'Cook with me',
        acceptedBy: [expect.objectContaining({ name: bob.name })],
      }),
    ]);
    expect(data.invitationsAccepted).toEqual([expect.objectContaining({ invitationId: fromCarol.id, inviterName: carol.name })]);
    expect(data.champion).toMatchObject({ name: carol.name });
    expect(data.recommendations).toEqual([expect.objectContaining({ recipeId: publishedId, note: 'Try this one' })]);

    const k = ctx.db.kysely;
    const secrets = [
      (await k.selectFrom('account').select('password').where('userId', '=', alice.id).executeTakeFirstOrThrow()).password,
      ...(await k.selectFrom('session').select('token').where('userId', '=', alice.id).execute()).map((s) => s.token),
      (await k.selectFrom('calendarFeed').select('token').where('userId', '=', alice.id).executeTakeFirstOrThrow()).token,
      sent.codeHash,
      fromCarol.codeHash,
    ];
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(res.text).not.toContain(secret);
    }
    expect(res.text).not.toMatch(/"(password|token|codeHash|codeHint)"/);
  });

  it('deletes the account and everything that names them; their cookie stops working; others keep theirs', async () => {
    const { ctx, baseUrl } = server();
    const world = await aliceAndFriends();
    const { alice, bob, carol } = world;
    const asAlice = clientAs(baseUrl, alice);

    const res = await asAlice.request('DELETE', '/api/me', {
      body: { confirmEmail: `  ${alice.email.toUpperCase()} `, password: alice.password },
    });
    expect(res.status).toBe(204);
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cleared.some((c) => c.startsWith('better-auth.session_token=') && /max-age=0/i.test(c))).toBe(true);

    // The old cookie, sent again, is refused.
    expect((await clientAs(baseUrl, alice).get('/api/me')).status).toBe(401);
    expect((await clientAs(baseUrl, alice).get('/api/me/export')).status).toBe(401);

    const texts = await everyTableAsText(ctx);
    expect(texts.size).toBeGreaterThan(10);
    for (const [table, text] of texts) {
      expect(text.includes(alice.email.toLowerCase()), `${table} holds the email`).toBe(false);
      expect(text.includes(alice.name.toLowerCase()), `${table} holds the name`).toBe(false);
      expect(text.includes(alice.id.toLowerCase()), `${table} holds the id`).toBe(false);
    }

    const k = ctx.db.kysely;
    // The published recipe stays in the catalogue without a publisher, with its photo; her own photo is gone.
    expect(
      await k.selectFrom('recipe').select(['userId', 'inCatalogue', 'deleted']).where('id', '=', world.publishedId).executeTakeFirst(),
    ).toEqual({
      userId: null,
      inCatalogue: 1,
      deleted: 0,
    });
    expect(await k.selectFrom('photo').select('userId').where('id', '=', world.publishedPhoto).executeTakeFirst()).toEqual({
      userId: null,
    });
    expect(await photoFilesExist(ctx, world.publishedPhoto)).toEqual([true, true]);
    expect(await k.selectFrom('photo').select('id').where('id', '=', world.ownPhoto).executeTakeFirst()).toBeUndefined();
    expect(await photoFilesExist(ctx, world.ownPhoto)).toEqual([false, false]);

    // Bob and Carol keep what is theirs.
    const asBob = clientAs(baseUrl, bob);
    expect((await asBob.get('/api/me')).status).toBe(200);
    expect((await asBob.get(`/api/recipes/${world.bobsRecipe}`)).status).toBe(200);
    expect(await k.selectFrom('mealPlanEntry').select('title').where('userId', '=', bob.id).execute()).toEqual([{ title: 'Bob’s chilli' }]);
    expect(await k.selectFrom('mailOutbox').select('id').where('id', '=', world.bobsMail.id).executeTakeFirst()).toBeDefined();
    expect(await k.selectFrom('championMembership').selectAll().where('participantId', '=', bob.id).execute()).toEqual([]);
    expect(
      await k.selectFrom('invitation').select(['inviterId', 'email', 'message']).where('id', '=', world.fromCarol.id).executeTakeFirst(),
    ).toEqual({
      inviterId: carol.id,
      email: null,
      message: null,
    });
    expect(await k.selectFrom('recommendation').select('id').where('championId', '=', carol.id).execute()).toEqual([
      { id: world.carolsRecommendation },
    ]);
    expect((await clientAs(baseUrl, carol).get('/api/me')).status).toBe(200);
  });

  // Review 14.11: deleting one account deleted other people's outbox mail (bodies matched by the person's name)
  it('deletes only the mail addressed to them: a user named "you" or "the" leaves everyone else\'s mail', async () => {
    const { ctx, baseUrl } = server();
    const k = ctx.db.kysely;
    for (const name of ['you', 'the']) {
      const leaving = await createUser(ctx, { name, userType: 'regular' });
      const other = await createUser(ctx, { name: `Someone ${unique()}`, userType: 'regular' });
      const mail = (recipient: string, subject: string, body: string) => ({
        id: randomUUID(),
        recipient,
        subject,
        body,
        createdAt: now(),
        sentAt: null,
        error: null,
      });
      const theirs = mail(leaving.email, 'Reset your password', 'Hello you');
      const others = [
        mail(other.email, 'You are invited to the group', `${name} and the others invite you`),
        mail('friend@example.com', `Hi ${leaving.email}`, `Mail that mentions ${leaving.email} and ${leaving.id}`),
      ];
      await k
        .insertInto('mailOutbox')
        .values([theirs, ...others])
        .execute();

      const res = await clientAs(baseUrl, leaving).request('DELETE', '/api/me', {
        body: { confirmEmail: leaving.email, password: leaving.password },
      });
      expect(res.status).toBe(204);
      const left = (await k.selectFrom('mailOutbox').select('id').execute()).map((m) => m.id);
      expect(left).not.toContain(theirs.id);
      for (const m of others) expect(left, `${name}: ${m.subject}`).toContain(m.id);
    }
  });

  it('refuses a confirmation that is not their email, and changes nothing', async () => {
    const { ctx, baseUrl } = server();
    const dave = await createUser(ctx, { userType: 'regular' });
    const asDave = clientAs(baseUrl, dave);
    expect((await asDave.post('/api/recipes', { title: 'Keep me' })).status).toBe(201);
    const recipes = await countRecipes(ctx);

    for (const body of [
      { confirmEmail: 'someone.else@example.com', password: dave.password },
      { confirmEmail: '' },
      {},
      { confirmEmail: dave.email, password: dave.password, extra: 1 },
    ]) {
      const res = await asDave.request('DELETE', '/api/me', { body });
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await asDave.request('DELETE', '/api/me')).status).toBe(400);
    expect(await countRecipes(ctx)).toBe(recipes);
    expect((await asDave.get('/api/me')).body).toMatchObject({ id: dave.id, email: dave.email });
  });

  // Review 14.12: account deletion needed only the email; it now asks for the password
  it('asks for the password: missing or wrong is a clear 400 and deletes nothing; guesses are limited', async () => {
    const { ctx, baseUrl } = server();
    const fay = await createUser(ctx, { userType: 'regular' });
    const asFay = clientAs(baseUrl, fay);
    expect((await asFay.post('/api/recipes', { title: 'Keep me too' })).status).toBe(201);
    const recipes = await countRecipes(ctx);

    const missing = await asFay.request('DELETE', '/api/me', { body: { confirmEmail: fay.email } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Enter your password to confirm that it is you');
    for (let attempt = 0; attempt < accountDeletionLimit.max; attempt += 1) {
      const wrong = await asFay.request('DELETE', '/api/me', { body: { confirmEmail: fay.email, password: `${fay.password}!` } });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ error: english('validation.account.wrongPassword'), code: 'WRONG_PASSWORD' });
    }
    // Past the limit even the right password waits, so the check cannot be used to guess.
    const limited = await asFay.request('DELETE', '/api/me', { body: { confirmEmail: fay.email, password: fay.password } });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many wrong passwords. Wait a few minutes, then try again');
    expect(await countRecipes(ctx)).toBe(recipes);
    expect((await asFay.get('/api/me')).status).toBe(200);
  });

  // Review 14.12: an account without a password (Google or OpenID only) is deleted only after a fresh sign-in
  it('asks an account without a password to sign in again unless its session is new', async () => {
    const { ctx, baseUrl } = server();
    const k = ctx.db.kysely;
    const withoutPassword = async () => {
      const user = await createUser(ctx, { userType: 'regular' });
      await k
        .updateTable('account')
        .set({ providerId: 'oidc', accountId: `sub-${unique()}`, password: null })
        .where('userId', '=', user.id)
        .execute();
      return user;
    };

    const gil = await withoutPassword();
    const longAgo = new Date(Date.now() - (FRESH_SIGN_IN_MINUTES + 5) * 60 * 1000).toISOString();
    await k.updateTable('session').set({ createdAt: longAgo }).where('userId', '=', gil.id).execute();
    // Whatever is sent as a password, an old session is not enough.
    for (const body of [{ confirmEmail: gil.email }, { confirmEmail: gil.email, password: 'anything at all here' }]) {
      const stale = await clientAs(baseUrl, gil).request('DELETE', '/api/me', { body });
      expect(stale.status).toBe(403);
      expect(stale.body).toMatchObject({
        error: english('server.account.signInAgain', { minutes: FRESH_SIGN_IN_MINUTES }),
        code: 'SIGN_IN_AGAIN',
      });
    }
    expect((await clientAs(baseUrl, gil).get('/api/me')).status).toBe(200);

    const hal = await withoutPassword();
    const fresh = await clientAs(baseUrl, hal).request('DELETE', '/api/me', { body: { confirmEmail: hal.email } });
    expect(fresh.status).toBe(204);
    expect(await k.selectFrom('user').select('id').where('id', '=', hal.id).executeTakeFirst()).toBeUndefined();
  });

  // Issue 17: the deletion's refusals were English whatever the person's language.
  it('refuses a deletion in the language of the browser, or of the signed-in person, with the same status and code', async () => {
    const { ctx, baseUrl } = server();
    const german = translatorFor(asLocale('de'));
    const ida = await createUser(ctx, { userType: 'regular' });
    const inGerman = { headers: { 'accept-language': 'de' } };
    const mismatch = await clientAs(baseUrl, ida).request('DELETE', '/api/me', {
      body: { confirmEmail: 'someone.else@example.com', password: ida.password },
      ...inGerman,
    });
    expect({ status: mismatch.status, code: mismatch.body.code, error: mismatch.body.error }).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      error: german('validation.account.confirmEmail'),
    });
    expect(mismatch.body.details).toEqual([{ path: 'confirmEmail', message: german('validation.account.confirmEmail') }]);
    const wrong = await clientAs(baseUrl, ida).request('DELETE', '/api/me', {
      body: { confirmEmail: ida.email, password: `${ida.password}!` },
      ...inGerman,
    });
    expect({ status: wrong.status, code: wrong.body.code, error: wrong.body.error }).toEqual({
      status: 400,
      code: 'WRONG_PASSWORD',
      error: german('validation.account.wrongPassword'),
    });
    expect(wrong.body.error).not.toBe(english('validation.account.wrongPassword'));

    // Their own Language wins over the browser's.
    const jan = await createUser(ctx, { userType: 'regular' });
    expect((await clientAs(baseUrl, jan).patch('/api/me', { language: 'de' })).status).toBe(200);
    await ctx.db.kysely
      .updateTable('account')
      .set({ providerId: 'oidc', accountId: `sub-${unique()}`, password: null })
      .where('userId', '=', jan.id)
      .execute();
    const longAgo = new Date(Date.now() - (FRESH_SIGN_IN_MINUTES + 5) * 60 * 1000).toISOString();
    await ctx.db.kysely.updateTable('session').set({ createdAt: longAgo }).where('userId', '=', jan.id).execute();
    const stale = await clientAs(baseUrl, jan).request('DELETE', '/api/me', {
      body: { confirmEmail: jan.email },
      headers: { 'accept-language': 'en-GB' },
    });
    expect({ status: stale.status, code: stale.body.code, error: stale.body.error }).toEqual({
      status: 403,
      code: 'SIGN_IN_AGAIN',
      error: german('server.account.signInAgain', { minutes: FRESH_SIGN_IN_MINUTES }),
    });
    expect((await clientAs(baseUrl, jan).get('/api/me')).status).toBe(200);
  });

  it('answers 401 signed out, and leaves GET and PATCH /api/me working beside it', async () => {
    const { ctx, baseUrl } = server();
    const anonymous = new TestClient(baseUrl);
    expect((await anonymous.get('/api/me/export')).status).toBe(401);
    expect((await anonymous.request('DELETE', '/api/me', { body: { confirmEmail: 'x@example.com' } })).status).toBe(401);

    const erin = await createUser(ctx, { userType: 'regular' });
    const asErin = clientAs(baseUrl, erin);
    expect((await asErin.patch('/api/me', { householdSize: 3 })).status).toBe(200);
    expect((await asErin.get('/api/me')).body).toMatchObject({ householdSize: 3 });
  });
});
