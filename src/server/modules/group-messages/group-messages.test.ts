import { expect, it } from 'vitest';
import { accountExportSchema } from '../../../shared/account.ts';
import { groupMessageSchema, groupMessagesSchema, messageCollectionSchema, unreadMessagesSchema } from '../../../shared/group-messages.ts';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import type { UserType } from '../../../shared/users.ts';
import type { AppContext } from '../../app-env.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { newRecipeRow } from '../recipes/index.ts';

/** A member of `champion`'s group, as the invitations module would make one. */
async function joinGroup(ctx: AppContext, participantId: string, championId: string) {
  await ctx.db.kysely
    .insertInto('championMembership')
    .values({ participantId, championId, invitationId: null, joinedAt: new Date().toISOString() })
    .execute();
}

async function catalogueRecipe(ctx: AppContext, title: string) {
  const row = newRecipeRow(recipeCreateSchema.parse({ title }), {
    userId: null,
    inCatalogue: true,
    slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2)}`,
  });
  await ctx.db.kysely.insertInto('recipe').values(row).execute();
  return row;
}

type Reactions = { reaction: string; count: number; mine: boolean }[];
const counted = (reactions: Reactions) => Object.fromEntries(reactions.map((r) => [r.reaction, [r.count, r.mine]]));

describeEachDatabase('group messages API', (server) => {
  const ctx = () => server().ctx;
  const user = (userType: UserType | null, name?: string) => createUser(ctx(), { userType, ...(name ? { name } : {}) });
  const as = (u: TestUser) => clientAs(server().baseUrl, u);
  // One database serves the whole file: each test reads back only its own champion's messages and reactions.
  const storedMessages = (champion: TestUser) =>
    ctx().db.kysely.selectFrom('groupMessage').select(['id', 'text']).where('championId', '=', champion.id).orderBy('createdAt').execute();
  const storedReactions = (messageId: string) =>
    ctx().db.kysely.selectFrom('groupMessageReaction').select(['userId', 'reaction']).where('messageId', '=', messageId).execute();

  /** A champion with a group of two and a participant of another group. */
  async function aGroup() {
    const champion = await user('champion', 'Cara Champion');
    const ann = await user('regular', 'Ann Member');
    const bob = await user('both', 'Bob Member');
    const otherChampion = await user('champion', 'Otto Champion');
    const outsider = await user('regular', 'Olga Outsider');
    await joinGroup(ctx(), ann.id, champion.id);
    await joinGroup(ctx(), bob.id, champion.id);
    await joinGroup(ctx(), outsider.id, otherChampion.id);
    return { champion, ann, bob, otherChampion, outsider };
  }

  it('posts an announcement with a catalogue recipe; members see it as new until they open the messages', async () => {
    const { champion, ann } = await aGroup();
    const recipe = await catalogueRecipe(ctx(), 'Lentil soup');

    const posted = await as(champion).post('/api/champion/messages', { text: '  Soup week! Try this one.  ', recipeId: recipe.id });
    expect(posted.status).toBe(201);
    expectContract(groupMessageSchema, posted.body);
    expect(posted.body).toMatchObject({ text: 'Soup week! Try this one.', recipe: { id: recipe.id, title: 'Lentil soup' }, isNew: false });

    const unread = await as(ann).get('/api/me/messages/unread');
    expectContract(unreadMessagesSchema, unread.body);
    expect(unread.body).toEqual({ unread: 1 });

    const mine = await as(ann).get('/api/me/messages');
    expect(mine.status).toBe(200);
    expectContract(groupMessagesSchema, mine.body);
    expect(mine.body.championName).toBe('Cara Champion');
    expect(mine.body.unread).toBe(1);
    expect(mine.body.messages).toEqual([
      expect.objectContaining({
        id: posted.body.id,
        text: 'Soup week! Try this one.',
        recipe: { id: recipe.id, title: 'Lentil soup' },
        isNew: true,
      }),
    ]);

    expect((await as(ann).post('/api/me/messages/seen')).status).toBe(204);
    expect((await as(ann).get('/api/me/messages/unread')).body).toEqual({ unread: 0 });
    expect((await as(ann).get('/api/me/messages')).body.messages[0].isNew).toBe(false);

    const second = await as(champion).post('/api/champion/messages', { text: 'And a second one' });
    expect(second.body.recipe).toBeNull();
    const again = await as(ann).get('/api/me/messages');
    expect(again.body.messages.map((m: { text: string; isNew: boolean }) => [m.text, m.isNew])).toEqual([
      ['And a second one', true],
      ['Soup week! Try this one.', false],
    ]);
    expect(again.body.unread).toBe(1);
  });

  it('shows a participant of another group, or of none, nothing of it; they cannot react to it', async () => {
    const { champion, outsider } = await aGroup();
    const loner = await user('regular');
    const posted = await as(champion).post('/api/champion/messages', { text: 'For my group only' });

    const theirs = await as(outsider).get('/api/me/messages');
    expect(theirs.body).toEqual({ championName: 'Otto Champion', messages: [], unread: 0 });
    expect((await as(outsider).get('/api/me/messages/unread')).body).toEqual({ unread: 0 });
    expect((await as(loner).get('/api/me/messages')).body).toEqual({ championName: null, messages: [], unread: 0 });

    for (const who of [outsider, loner, champion]) {
      const res = await as(who).put(`/api/me/messages/${posted.body.id}/reactions/heart`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Message not found');
    }
    expect(await storedReactions(posted.body.id)).toEqual([]);
  });

  it('lets members react once with each reaction, toggled, and counts them for everyone', async () => {
    const { champion, ann, bob } = await aGroup();
    const { body: message } = await as(champion).post('/api/champion/messages', { text: 'Well done, everyone' });
    const path = (reaction: string) => `/api/me/messages/${message.id}/reactions/${reaction}`;

    expect((await as(ann).put(path('thumbsUp'))).status).toBe(204);
    expect((await as(ann).put(path('thumbsUp'))).status).toBe(204);
    expect((await as(ann).put(path('party'))).status).toBe(204);
    expect((await as(bob).put(path('thumbsUp'))).status).toBe(204);

    const annSees = (await as(ann).get('/api/me/messages')).body.messages[0].reactions;
    expect(counted(annSees)).toEqual({ thumbsUp: [2, true], heart: [0, false], party: [1, true] });
    const championSees = await as(champion).get('/api/champion/messages');
    expectContract(groupMessagesSchema, championSees.body);
    expect(counted(championSees.body.messages[0].reactions)).toEqual({ thumbsUp: [2, false], heart: [0, false], party: [1, false] });

    expect((await as(ann).delete(path('thumbsUp'))).status).toBe(204);
    expect((await as(ann).delete(path('heart'))).status).toBe(204);
    const bobSees = (await as(bob).get('/api/me/messages')).body.messages[0].reactions;
    expect(counted(bobSees)).toEqual({ thumbsUp: [1, true], heart: [0, false], party: [1, false] });

    const bad = await as(ann).put(path('smile'));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Choose one of the reactions: thumbs up, heart or celebrate');
  });

  it('answers 403 to participants who try to post, read or delete a group’s messages', async () => {
    const { champion, ann } = await aGroup();
    const posted = await as(champion).post('/api/champion/messages', { text: 'Hello' });
    for (const who of [ann, await user(null)]) {
      for (const [method, path, body] of [
        ['GET', '/api/champion/messages', undefined],
        ['POST', '/api/champion/messages', { text: 'Pretending to be the champion' }],
        ['DELETE', `/api/champion/messages/${posted.body.id}`, undefined],
      ] as const) {
        const res = await as(who).request(method, path, { body });
        expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 403, error: 'Only champions have a group' });
      }
    }
    expect((await storedMessages(champion)).map((m) => m.text)).toEqual(['Hello']);
  });

  it('refuses bad messages with the reason and stores nothing', async () => {
    const { champion } = await aGroup();
    const personal = await as(champion).post('/api/recipes', { title: 'My own secret stew' });
    for (const body of [
      {},
      { text: '' },
      { text: '   ' },
      { text: 'x'.repeat(2001) },
      { text: 42 },
      { text: 'a\u0000b' },
      { text: 'Hi', recipeId: 7 },
      { text: 'Hi', collectionId: 7 },
      { text: 'Hi', collectionId: '' },
      { text: 'Hi', collections: ['c1'] },
    ]) {
      const res = await as(champion).post('/api/champion/messages', body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    const empty = await as(champion).post('/api/champion/messages', { text: '  ' });
    expect(empty.body.error).toBe('Write the message first: it cannot be empty');
    for (const recipeId of [personal.body.id, 'no-such-recipe']) {
      const res = await as(champion).post('/api/champion/messages', { text: 'Try this', recipeId });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Recipe not found');
    }
    expect(await storedMessages(champion)).toEqual([]);
    // The longest message is kept whole.
    const longest = await as(champion).post('/api/champion/messages', { text: 'ü'.repeat(2000) });
    expect(longest.status).toBe(201);
    expect(longest.body.text).toBe('ü'.repeat(2000));
  });

  it('deletes only the champion’s own messages, which then go from every member’s dashboard', async () => {
    const { champion, otherChampion, ann } = await aGroup();
    const { body: message } = await as(champion).post('/api/champion/messages', { text: 'Oops, wrong week' });
    expect((await as(ann).put(`/api/me/messages/${message.id}/reactions/heart`)).status).toBe(204);

    const notHers = await as(otherChampion).delete(`/api/champion/messages/${message.id}`);
    expect(notHers.status).toBe(404);
    expect(notHers.body.error).toBe('Message not found');
    expect((await as(champion).delete(`/api/champion/messages/${message.id}`)).status).toBe(204);
    expect((await as(champion).delete(`/api/champion/messages/${message.id}`)).status).toBe(404);
    expect((await as(ann).get('/api/me/messages')).body.messages).toEqual([]);
    expect(await storedReactions(message.id)).toEqual([]);
  });

  /** Puts catalogue recipes the champion publishes, and one of their own, in a manual collection of theirs. */
  async function aCollection(champion: TestUser, name: string, titles: string[]) {
    const collection = await as(champion).post('/api/collections', { name });
    expect(collection.status).toBe(201);
    const ids: Record<string, string> = {};
    for (const title of titles) {
      const recipe = title.startsWith('Own ')
        ? await as(champion).post('/api/recipes', { title, private: true })
        : await as(champion).post('/api/catalogue', { title });
      expect(recipe.status, JSON.stringify(recipe.body)).toBe(201);
      ids[title] = recipe.body.id;
      expect((await as(champion).put(`/api/collections/${collection.body.id}/recipes/${recipe.body.id}`)).status).toBe(204);
    }
    return { id: collection.body.id as string, ids };
  }
  const collectionTitles = (body: { recipes: { title: string }[] }) => body.recipes.map((r) => r.title);

  it('recommends a collection as it was posted: members see its name and catalogue recipes, never the champion’s own', async () => {
    const { champion, ann } = await aGroup();
    const weeknight = await aCollection(champion, 'Weeknight', ['Quick dal', 'Own secret stew', 'Tray bake']);

    const posted = await as(champion).post('/api/champion/messages', { text: 'My weeknight list', collectionId: weeknight.id });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expectContract(groupMessageSchema, posted.body);
    expect(posted.body.collection).toEqual({ name: 'Weeknight', recipeCount: 2 });
    expect((await as(ann).get('/api/me/messages')).body.messages[0].collection).toEqual({ name: 'Weeknight', recipeCount: 2 });

    const opened = await as(ann).get(`/api/me/messages/${posted.body.id}/collection`);
    expect(opened.status).toBe(200);
    expectContract(messageCollectionSchema, opened.body);
    expect(opened.body).toMatchObject({ name: 'Weeknight', championName: 'Cara Champion', postedAt: posted.body.createdAt });
    // The last put in first, as the collection shows them; the champion's private recipe is not there.
    expect(collectionTitles(opened.body)).toEqual(['Tray bake', 'Quick dal']);
    expect(JSON.stringify(opened.body)).not.toContain('Own secret stew');
    expect(opened.body.recipes.map((r: { saved: unknown }) => r.saved)).toEqual([null, null]);

    // Changing the collection later changes nothing the group was shown; deleting it leaves the message whole.
    const later = await as(champion).post('/api/recipes', { title: 'Own later pie' });
    expect((await as(champion).put(`/api/collections/${weeknight.id}/recipes/${later.body.id}`)).status).toBe(204);
    expect((await as(champion).patch(`/api/collections/${weeknight.id}`, { name: 'Private name' })).status).toBe(200);
    expect((await as(champion).delete(`/api/collections/${weeknight.id}`)).status).toBe(204);
    const after = await as(ann).get(`/api/me/messages/${posted.body.id}/collection`);
    expect({ name: after.body.name, titles: collectionTitles(after.body) }).toEqual({
      name: 'Weeknight',
      titles: ['Tray bake', 'Quick dal'],
    });
    expect((await as(champion).get('/api/champion/messages')).body.messages[0].collection).toEqual({ name: 'Weeknight', recipeCount: 2 });
    const exported = await as(champion).get('/api/me/export');
    expectContract(accountExportSchema, exported.body);
    expect(exported.body.groupMessages).toEqual([expect.objectContaining({ text: 'My weeknight list', collectionName: 'Weeknight' })]);
  });

  it('recommends a smart collection as what its search finds when posted', async () => {
    const { champion, ann } = await aGroup();
    const term = `quokka${Math.random().toString(36).slice(2, 8)}`;
    for (const title of [`${term} soup`, `${term} stew`]) expect((await as(champion).post('/api/catalogue', { title })).status).toBe(201);
    const smart = await as(champion).post('/api/collections', { name: 'Soups', kind: 'smart', search: `q=${term}&sort=title` });
    expect(smart.status, JSON.stringify(smart.body)).toBe(201);

    const posted = await as(champion).post('/api/champion/messages', { text: 'Soups!', collectionId: smart.body.id });
    expect(posted.body.collection).toEqual({ name: 'Soups', recipeCount: 2 });
    expect((await as(champion).post('/api/catalogue', { title: `${term} chowder` })).status).toBe(201);
    const opened = await as(ann).get(`/api/me/messages/${posted.body.id}/collection`);
    expect(collectionTitles(opened.body)).toEqual([`${term} soup`, `${term} stew`]);
  });

  it('refuses a collection that is not the champion’s, or shows the group nothing, with the reason, and stores nothing', async () => {
    const { champion, otherChampion, ann } = await aGroup();
    const others = await aCollection(otherChampion, 'Otto’s picks', ['Otto dal']);
    const anns = await as(ann).post('/api/collections', { name: 'Ann’s list' });
    const ownOnly = await aCollection(champion, 'Just mine', ['Own family curry']);
    for (const collectionId of [others.id, anns.body.id, 'no-such-collection']) {
      const res = await as(champion).post('/api/champion/messages', { text: 'Look', collectionId });
      expect({ status: res.status, error: res.body.error }).toEqual({
        status: 404,
        error: 'This collection is not one of yours, or no longer exists. Reload the page to see your collections.',
      });
    }
    const empty = await as(champion).post('/api/champion/messages', { text: 'Look', collectionId: ownOnly.id });
    expect(empty.status).toBe(409);
    expect(empty.body.error).toBe(
      '“Just mine” holds no Recipe Catalog recipes to show your group, and your own recipes stay private: put catalogue recipes in it first, or choose another collection.',
    );
    expect(await storedMessages(champion)).toEqual([]);
    const kept = ctx()
      .db.kysely.selectFrom('groupMessageCollectionRecipe as x')
      .innerJoin('groupMessage as gm', 'gm.id', 'x.messageId')
      .select('x.recipeId')
      .where('gm.championId', '=', champion.id);
    expect(await kept.execute()).toEqual([]);
  });

  it('shows a message’s collection only to the members of the champion’s group now', async () => {
    const { champion, otherChampion, outsider, ann, bob } = await aGroup();
    const loner = await user('regular');
    const picks = await aCollection(champion, 'Picks', ['Group pick']);
    const { body: message } = await as(champion).post('/api/champion/messages', { text: 'Picks', collectionId: picks.id });
    const { body: plain } = await as(champion).post('/api/champion/messages', { text: 'No collection here' });
    const path = `/api/me/messages/${message.id}/collection`;
    expect((await as(bob).get(path)).status).toBe(200);
    for (const who of [outsider, loner, otherChampion, champion]) {
      const res = await as(who).get(path);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 404, error: 'Message not found' });
    }
    const none = await as(ann).get(`/api/me/messages/${plain.id}/collection`);
    expect({ status: none.status, error: none.body.error }).toEqual({ status: 404, error: 'This message recommends no collection.' });
    expect((await as(ann).delete('/api/me/champion')).status).toBe(204);
    expect((await as(ann).get(path)).status).toBe(404);
  });

  it('limits a champion to 20 messages a day, answering 429 with when to try again', async () => {
    const { champion, otherChampion } = await aGroup();
    for (let i = 1; i <= 20; i++) expect((await as(champion).post('/api/champion/messages', { text: `Message ${i}` })).status).toBe(201);
    const refused = await as(champion).post('/api/champion/messages', { text: 'One too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('You have posted 20 messages today, as many as a day allows: post the next one tomorrow');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedMessages(champion)).toHaveLength(20);
    // Another champion's day is their own.
    expect((await as(otherChampion).post('/api/champion/messages', { text: 'Hello, group' })).status).toBe(201);
  });

  it('stops showing the messages to someone who leaves the group; the champion’s export carries what they posted', async () => {
    const { champion, ann } = await aGroup();
    await as(champion).post('/api/champion/messages', { text: 'Welcome!' });
    expect((await as(ann).delete('/api/me/champion')).status).toBe(204);
    expect((await as(ann).get('/api/me/messages')).body).toEqual({ championName: null, messages: [], unread: 0 });
    expect((await as(ann).get('/api/me/messages/unread')).body).toEqual({ unread: 0 });

    const exported = await as(champion).get('/api/me/export');
    expectContract(accountExportSchema, exported.body);
    expect(exported.body.groupMessages).toEqual([expect.objectContaining({ text: 'Welcome!', recipeId: null })]);
  });
});
