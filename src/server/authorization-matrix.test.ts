import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { addDays, toIsoDate, weekStartOf } from '../shared/meal-plans.ts';
import { createApp } from './app.ts';
import { openEventStream } from './test/event-stream.ts';
import { unsubscribeToken } from './modules/weekly-email/index.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from './test/factories.ts';
import { TestClient } from './test/http-client.ts';
import { describeEachDatabase, type TestServer } from './test/test-server.ts';

const identities = ['signedOut', 'participant', 'householdMember', 'champion', 'both', 'admin', 'otherParticipant'] as const;
type Identity = (typeof identities)[number];
type Expected = Record<Identity, number>;

/**
 * Everyone's things, made afresh for every call of a route that changes things, so that a destructive one (DELETE
 * /api/me, a revoke, a demotion) never changes what a later call sees; a GET's seven calls share one. The participant owns the personal resources and belongs to
 * the champion's group; the household member shares the participant's household (its plan and list, and reads and
 * plans the participant's recipes that are not private); the other participant is someone in another household. The champion owns the invitation, the
 * recommendation and a catalogue recipe.
 */
interface World {
  users: Record<Exclude<Identity, 'signedOut'>, TestUser>;
  /** An account nobody acts as: the admin promotes it. */
  bystander: TestUser;
  /** An account whose champion request waits for an admin (CHAMPION_SIGNUP=approval). */
  requesterId: string;
  recipeId: string;
  /** The participant's recipe marked private: theirs alone. */
  privateRecipeId: string;
  deletedRecipeId: string;
  entryId: string;
  itemId: string;
  /** An item of the participant's household's pantry. */
  pantryItemId: string;
  photoId: string;
  feedFile: string;
  invitationId: string;
  invitationCode: string;
  /** The participant's invitation into their household. */
  householdInvitationId: string;
  catalogueRecipeId: string;
  recommendationId: string;
  /** The participant's finished import of an export file. */
  importId: string;
  /** The participant's manual collection, shared with their household, holding their recipe. */
  collectionId: string;
  /** The participant's cook log entry on their recipe. */
  cookedId: string;
  /** The token of the participant's other recipe, shared by a public link, with a photo. */
  shareToken: string;
  /** The champion's free-text goal for their group (the participant's), running this week. */
  goalId: string;
  /** The champion's message to their group, which the participant is in, recommending one of her collections. */
  messageId: string;
  /** The champion's manual collection, holding her catalogue recipe. */
  championCollectionId: string;
  /** The secret in the participant's weekly email's unsubscribe address. */
  unsubscribeToken: string;
}

const monday = weekStartOf(toIsoDate(new Date()), 'monday');
const range = `?${new URLSearchParams({ from: monday, to: addDays(monday, 6) })}`;
const recipePage =
  '<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Matrix soup","recipeIngredient":["1 onion"],"recipeInstructions":["Simmer."]}</script></head></html>';

/** A browser's multipart form with one schema.org recipe in the field `file`. */
const importBoundary = 'matrix-export-file';
const anExportFile = async () =>
  new TextEncoder().encode(
    `--${importBoundary}\r\nContent-Disposition: form-data; name="file"; filename="recipe.json"\r\nContent-Type: application/json\r\n\r\n` +
      `{"@context":"https://schema.org","@type":"Recipe","name":"Matrix import","recipeIngredient":["1 egg"]}\r\n--${importBoundary}--\r\n`,
  );

/** Who may call it: anyone, any signed-in user, champions (and "both"), admins; and the owner-only rows. */
const everyone: Expected = {
  signedOut: 200,
  participant: 200,
  householdMember: 200,
  champion: 200,
  both: 200,
  admin: 200,
  otherParticipant: 200,
};
const signedIn = (status: number): Expected => ({
  signedOut: 401,
  participant: status,
  householdMember: status,
  champion: status,
  both: status,
  admin: status,
  otherParticipant: status,
});
/** The participant's own resource: theirs answers `status`, anyone else's "not found". */
const participantOwns = (status: number): Expected => ({ ...signedIn(404), participant: status });
/** The participant's household's (its plan and list): its members answer `status`, anyone else "not found". */
const householdShares = (status: number): Expected => ({ ...participantOwns(status), householdMember: status });
const adminOnly = (status: number): Expected => ({ ...signedIn(403), admin: status });

interface Row {
  expected: Expected;
  /** The path with its parameters filled from the world, and a query; the key's path when absent. */
  url?: (w: World) => string;
  body?: (w: World, me: TestUser | null) => unknown;
  /** Sent raw with this content type instead of JSON. */
  raw?: { contentType: string; bytes: () => Promise<Uint8Array> };
  /** A server-sent events stream: asked for as one, and left once it has answered (it would never end). */
  stream?: true;
}

let png: Promise<Uint8Array> | undefined;
const aPhoto = () =>
  (png ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e8b57' } })
    .png()
    .toBuffer());

/** Every API route of the router, with what each identity should get. A route missing here fails the first test. */
const matrix: Record<string, Row> = {
  'GET /api/health': { expected: everyone },
  'GET /api/auth-config': { expected: everyone },
  'POST /api/password-check': { expected: everyone, body: () => ({ password: 'a walk by the river at noon', name: 'Matrix Person' }) },
  'GET /api/openapi.json': { expected: everyone },
  'GET /api/docs': { expected: everyone },
  'GET /api/docs/assets/init.js': { expected: everyone },
  'GET /api/docs/assets/:file': { expected: everyone, url: () => '/api/docs/assets/swagger-ui-bundle.js' },

  'GET /api/me': { expected: signedIn(200) },
  'PATCH /api/me': { expected: signedIn(200), body: () => ({ householdSize: 3 }) },
  'PUT /api/me/setup': { expected: signedIn(200), body: (_w, me) => ({ name: 'Matrix Person', userType: me?.userType ?? 'regular' }) },
  'GET /api/me/export': { expected: signedIn(200) },
  'DELETE /api/me': {
    expected: signedIn(204),
    body: (_w, me) => ({ confirmEmail: me?.email ?? 'nobody@example.com', password: me?.password ?? 'not a password' }),
  },
  'GET /api/me/champion': { expected: signedIn(200) },
  // Only the participant is in a group: for anyone else there is no membership to leave.
  'DELETE /api/me/champion': { expected: participantOwns(204) },

  'GET /api/recipes': { expected: signedIn(200) },
  'GET /api/recipes/deleted': { expected: signedIn(200) },
  'POST /api/recipes': { expected: signedIn(201), body: () => ({ title: 'Matrix stew' }) },
  'POST /api/recipes/import': { expected: signedIn(200), body: () => ({ html: recipePage }) },
  // Anyone signed in downloads their own recipes; the query itself keeps everyone else's out (export-recipes.test.ts).
  'GET /api/recipes/export': { expected: signedIn(200) },
  // A household member reads it (read-only); only its owner changes or deletes it (docs/decisions/0064).
  'GET /api/recipes/:id': { expected: householdShares(200), url: (w) => `/api/recipes/${w.recipeId}` },
  'PATCH /api/recipes/:id': {
    expected: participantOwns(200),
    url: (w) => `/api/recipes/${w.recipeId}`,
    body: () => ({ isFavorite: true }),
  },
  'DELETE /api/recipes/:id': { expected: participantOwns(204), url: (w) => `/api/recipes/${w.recipeId}` },
  'POST /api/recipes/:id/restore': { expected: participantOwns(200), url: (w) => `/api/recipes/${w.deletedRecipeId}/restore` },
  'POST /api/recipes/:id/cooked': {
    expected: householdShares(201),
    url: (w) => `/api/recipes/${w.recipeId}/cooked`,
    body: () => ({ rating: 4, note: 'Matrix supper' }),
  },
  'GET /api/recipes/:id/cooked': { expected: householdShares(200), url: (w) => `/api/recipes/${w.recipeId}/cooked` },
  'DELETE /api/recipes/:id/cooked/:entryId': {
    expected: participantOwns(204),
    url: (w) => `/api/recipes/${w.recipeId}/cooked/${w.cookedId}`,
  },
  // Only its owner sees, makes or stops a recipe's public link: a household member who reads the recipe too gets 404.
  'GET /api/recipes/:id/share': { expected: participantOwns(200), url: (w) => `/api/recipes/${w.recipeId}/share` },
  'POST /api/recipes/:id/share': { expected: participantOwns(201), url: (w) => `/api/recipes/${w.recipeId}/share` },
  'DELETE /api/recipes/:id/share': { expected: participantOwns(204), url: (w) => `/api/recipes/${w.recipeId}/share` },
  // Public by design: the link's token (256 random bits, revocable) is the credential (docs/decisions/0080).
  'GET /api/shared-recipes/:token': { expected: everyone, url: (w) => `/api/shared-recipes/${w.shareToken}` },
  'GET /api/shared-recipes/:token/photo': { expected: everyone, url: (w) => `/api/shared-recipes/${w.shareToken}/photo` },

  'GET /api/catalogue': { expected: signedIn(200) },
  'GET /api/catalogue/:id': { expected: signedIn(200), url: (w) => `/api/catalogue/${w.catalogueRecipeId}` },
  'POST /api/catalogue/:id/save': { expected: signedIn(201), url: (w) => `/api/catalogue/${w.catalogueRecipeId}/save`, body: () => ({}) },
  'POST /api/catalogue': {
    expected: { ...signedIn(403), champion: 201, both: 201, admin: 201 },
    body: () => ({ title: 'Matrix published salad' }),
  },
  // Its publisher (the champion) or an admin; to anyone else it is not theirs to remove.
  'DELETE /api/catalogue/:id': {
    expected: { ...signedIn(404), champion: 204, admin: 204 },
    url: (w) => `/api/catalogue/${w.catalogueRecipeId}`,
  },

  'POST /api/photos': { expected: signedIn(201), raw: { contentType: 'image/png', bytes: aPhoto } },

  // Anyone signed in imports into their own collection; an import is its importer's alone to read.
  'POST /api/imports': {
    expected: signedIn(202),
    raw: { contentType: `multipart/form-data; boundary=${importBoundary}`, bytes: anExportFile },
  },
  'GET /api/imports/:id': { expected: participantOwns(200), url: (w) => `/api/imports/${w.importId}` },
  // The photo of a recipe the household reads (not private): its members see it too (issue 20).
  'GET /api/photos/:id/:size': { expected: householdShares(200), url: (w) => `/api/photos/${w.photoId}/thumb` },

  'GET /api/meal-plan': { expected: signedIn(200), url: () => `/api/meal-plan${range}` },
  'POST /api/meal-plan/entries': { expected: signedIn(201), body: () => ({ date: monday, mealType: 'lunch', text: 'Leftovers' }) },
  'PATCH /api/meal-plan/entries/:id': {
    expected: householdShares(200),
    url: (w) => `/api/meal-plan/entries/${w.entryId}`,
    body: () => ({ text: 'Soup again' }),
  },
  'DELETE /api/meal-plan/entries/:id': { expected: householdShares(204), url: (w) => `/api/meal-plan/entries/${w.entryId}` },
  'POST /api/meal-plan/copy-week': { expected: signedIn(200), body: () => ({ from: monday, to: addDays(monday, 7) }) },
  'POST /api/meal-plan/clear-week': { expected: signedIn(200), body: () => ({ weekStart: monday }) },
  'GET /api/meal-plan/calendar': { expected: signedIn(200) },
  'POST /api/meal-plan/calendar/rotate': { expected: signedIn(200) },
  // The secret address is the credential (calendar apps send no cookies): whoever holds it reads the feed.
  'GET /api/calendar/:file': { expected: everyone, url: (w) => `/api/calendar/${w.feedFile}` },
  // Public by design: the weekly email's unsubscribe address (RFC 8058) works without a session; its token (an HMAC of
  // the person's id) is the credential, and it only ever turns that person's weekly email off.
  'GET /api/digest/unsubscribe': { expected: everyone, url: (w) => `/api/digest/unsubscribe?token=${w.unsubscribeToken}` },
  'POST /api/digest/unsubscribe': {
    expected: everyone,
    url: (w) => `/api/digest/unsubscribe?token=${w.unsubscribeToken}`,
    raw: { contentType: 'application/x-www-form-urlencoded', bytes: async () => new TextEncoder().encode('List-Unsubscribe=One-Click') },
  },

  'GET /api/shopping-list': { expected: signedIn(200), url: () => `/api/shopping-list${range}` },
  'POST /api/shopping-list/items': {
    expected: signedIn(201),
    url: () => `/api/shopping-list/items${range}`,
    body: () => ({ text: 'bin bags' }),
  },
  'PATCH /api/shopping-list/items/:id': {
    expected: householdShares(200),
    url: (w) => `/api/shopping-list/items/${w.itemId}${range}`,
    body: () => ({ checked: true }),
  },
  'DELETE /api/shopping-list/items/:id': { expected: householdShares(204), url: (w) => `/api/shopping-list/items/${w.itemId}${range}` },

  // A shared collection is read by the owner's household and changed by its owner alone (docs/decisions/0078-collections.md).
  'GET /api/collections': { expected: signedIn(200) },
  'POST /api/collections': { expected: signedIn(201), body: () => ({ name: 'Matrix weeknights' }) },
  'PATCH /api/collections/:id': {
    expected: participantOwns(200),
    url: (w) => `/api/collections/${w.collectionId}`,
    body: () => ({ name: 'Matrix renamed' }),
  },
  'DELETE /api/collections/:id': { expected: participantOwns(204), url: (w) => `/api/collections/${w.collectionId}` },
  'GET /api/collections/:id/recipes': { expected: householdShares(200), url: (w) => `/api/collections/${w.collectionId}/recipes` },
  'PUT /api/collections/:id/recipes/:recipeId': {
    expected: participantOwns(204),
    url: (w) => `/api/collections/${w.collectionId}/recipes/${w.catalogueRecipeId}`,
  },
  'DELETE /api/collections/:id/recipes/:recipeId': {
    expected: participantOwns(204),
    url: (w) => `/api/collections/${w.collectionId}/recipes/${w.recipeId}`,
  },
  'GET /api/pantry': { expected: signedIn(200) },
  'POST /api/pantry': { expected: signedIn(201), body: () => ({ text: '2 tins chickpeas', bestBefore: monday }) },
  'PATCH /api/pantry/:id': { expected: householdShares(200), url: (w) => `/api/pantry/${w.pantryItemId}`, body: () => ({ quantity: 2 }) },
  'DELETE /api/pantry/:id': { expected: householdShares(204), url: (w) => `/api/pantry/${w.pantryItemId}` },
  'GET /api/pantry/what-can-i-make': { expected: signedIn(200) },

  'GET /api/household': { expected: signedIn(200) },
  // The participant and the household member share a household, so either may leave it; everyone else is alone in theirs.
  'POST /api/household/leave': { expected: { ...signedIn(409), participant: 200, householdMember: 200 } },
  // Everyone hears their own household's changes (household-events.test.ts checks that no one hears another's).
  'GET /api/household/events': { expected: signedIn(200), stream: true },
  // Everyone sees their own household's invitations; any member withdraws one, whoever made it.
  'GET /api/household/invitations': { expected: signedIn(200) },
  'DELETE /api/household/invitations/:id': {
    expected: householdShares(204),
    url: (w) => `/api/household/invitations/${w.householdInvitationId}`,
  },

  'POST /api/invitations': {
    expected: { ...signedIn(403), champion: 201, both: 201, admin: 201 },
    body: () => ({ kind: 'participant' }),
  },
  'GET /api/invitations': { expected: signedIn(200) },
  'DELETE /api/invitations/:id': { expected: { ...signedIn(404), champion: 204 }, url: (w) => `/api/invitations/${w.invitationId}` },
  // Public by design: the code (160 random bits) is the credential. Its own sender is told it is theirs (409 INVITATION_OWN).
  'GET /api/invitations/lookup/:code': {
    expected: { ...everyone, champion: 409 },
    url: (w) => `/api/invitations/lookup/${w.invitationCode}`,
  },
  'POST /api/invitations/accept': {
    // The champion's own invitation is refused as such (409 INVITATION_OWN); the participant is already in the group.
    expected: { ...signedIn(200), champion: 409 },
    body: (w) => ({ code: w.invitationCode }),
  },

  'GET /api/champions': { expected: signedIn(200) },
  'GET /api/champion/group': { expected: { ...signedIn(403), champion: 200, both: 200 } },
  // Only someone in a champion's group checks in (the others have nobody to check in with: 404).
  'GET /api/me/check-in': { expected: signedIn(200) },
  'PUT /api/me/check-in': { expected: participantOwns(200), body: () => ({ mood: 4, note: 'Matrix week' }) },
  'GET /api/champion/check-ins': { expected: { ...signedIn(403), champion: 200, both: 200 } },
  'GET /api/champion/messages': { expected: { ...signedIn(403), champion: 200, both: 200 } },
  // With the champion's collection: "both" may post, but the collection is not theirs.
  'POST /api/champion/messages': {
    expected: { ...signedIn(403), champion: 201, both: 404 },
    body: (w) => ({ text: 'Matrix hello', collectionId: w.championCollectionId }),
  },
  // Its poster; "both" runs a group of their own, where it is no message of theirs.
  'DELETE /api/champion/messages/:id': {
    expected: { ...signedIn(403), champion: 204, both: 404 },
    url: (w) => `/api/champion/messages/${w.messageId}`,
  },
  // Everyone reads their own champion's messages (none outside a group); only the group's members react.
  'GET /api/me/messages': { expected: signedIn(200) },
  'GET /api/me/messages/unread': { expected: signedIn(200) },
  'POST /api/me/messages/seen': { expected: signedIn(204) },
  // A message's collection is read by its champion's group alone (not even the champion: it is as the group sees it).
  'GET /api/me/messages/:id/collection': {
    expected: participantOwns(200),
    url: (w) => `/api/me/messages/${w.messageId}/collection`,
  },
  'PUT /api/me/messages/:id/reactions/:reaction': {
    expected: participantOwns(204),
    url: (w) => `/api/me/messages/${w.messageId}/reactions/heart`,
  },
  'DELETE /api/me/messages/:id/reactions/:reaction': {
    expected: participantOwns(204),
    url: (w) => `/api/me/messages/${w.messageId}/reactions/heart`,
  },
  'POST /api/champion/recommendations': {
    // The champion recommended it already (its note is updated: 200); "both" recommends it anew.
    expected: { ...signedIn(403), champion: 200, both: 201 },
    body: (w) => ({ recipeId: w.catalogueRecipeId, note: 'Try it' }),
  },
  'DELETE /api/champion/recommendations/:id': {
    expected: { ...signedIn(403), champion: 204, both: 404 },
    url: (w) => `/api/champion/recommendations/${w.recommendationId}`,
  },

  // Goals are their champion's (docs/decisions/0082): participants 403, another champion's goal 404.
  'GET /api/champion/goals': { expected: { ...signedIn(403), champion: 200, both: 200 } },
  'POST /api/champion/goals': {
    expected: { ...signedIn(403), champion: 201, both: 201 },
    body: () => ({ kind: 'cook-meals', target: 3, startWeek: monday, endWeek: addDays(monday, 21) }),
  },
  'PATCH /api/champion/goals/:id': {
    expected: { ...signedIn(403), champion: 200, both: 404 },
    url: (w) => `/api/champion/goals/${w.goalId}`,
    body: () => ({ text: 'Fruit with every breakfast' }),
  },
  'DELETE /api/champion/goals/:id': {
    expected: { ...signedIn(403), champion: 204, both: 404 },
    url: (w) => `/api/champion/goals/${w.goalId}`,
  },
  'GET /api/champion/goals/:id/progress': {
    expected: { ...signedIn(403), champion: 200, both: 404 },
    url: (w) => `/api/champion/goals/${w.goalId}/progress`,
  },
  // Everyone reads their own champion's goals (none outside a group); only a member of the group ticks one.
  'GET /api/me/goals': { expected: signedIn(200) },
  'PUT /api/me/goals/:id/done': {
    expected: participantOwns(200),
    url: (w) => `/api/me/goals/${w.goalId}/done`,
    body: () => ({ done: true }),
  },

  // Progress over time (docs/decisions/0085): a champion's group (participants 403), and anyone's own weeks.
  'GET /api/champion/progress': { expected: { ...signedIn(403), champion: 200, both: 200 } },
  'GET /api/me/progress': { expected: signedIn(200) },

  'GET /api/admin/stats': { expected: adminOnly(200) },
  'GET /api/admin/stats.csv': { expected: adminOnly(200) },
  'GET /api/admin/champions': { expected: adminOnly(200) },
  'POST /api/admin/champions': { expected: adminOnly(201), body: (w) => ({ email: w.bystander.email }) },
  'DELETE /api/admin/champions/:id': { expected: adminOnly(204), url: (w) => `/api/admin/champions/${w.users.champion.id}` },
  'GET /api/admin/champion-requests': { expected: adminOnly(200) },
  'POST /api/admin/champion-requests/:id/approve': {
    expected: adminOnly(200),
    url: (w) => `/api/admin/champion-requests/${w.requesterId}/approve`,
  },
  'POST /api/admin/champion-requests/:id/decline': {
    expected: adminOnly(204),
    url: (w) => `/api/admin/champion-requests/${w.requesterId}/decline`,
  },
};

async function arrange(server: TestServer): Promise<World> {
  const { ctx, baseUrl } = server;
  const [participant, champion, both, admin, otherParticipant, bystander] = await Promise.all([
    createUser(ctx, { userType: 'regular' }),
    createUser(ctx, { userType: 'champion' }),
    createUser(ctx, { userType: 'both' }),
    createUser(ctx, { userType: 'regular', role: 'admin' }),
    createUser(ctx, { userType: 'regular' }),
    createUser(ctx, { userType: 'regular' }),
  ]);
  const householdMember = await moveIntoHousehold(ctx, await createUser(ctx, { userType: 'regular' }), participant.householdId ?? '');
  const requester = await createUser(ctx, { userType: 'regular' });
  await ctx.db.kysely
    .updateTable('user')
    .set({ championStatus: 'requested', championRequestedType: 'champion', championStatusAt: new Date().toISOString() })
    .where('id', '=', requester.id)
    .execute();
  const mine = clientAs(baseUrl, participant);
  const hers = clientAs(baseUrl, champion);
  const ok = <T extends { status: number; body: any }>(res: T, status: number, what: string): T => {
    expect(res.status, `arranging ${what}: ${JSON.stringify(res.body)}`).toBe(status);
    return res;
  };

  const [recipe, privateRecipe, deleted, entry, item, feed, photo, invitation, published, householdInvitation, championCollection] =
    await Promise.all([
      mine.post('/api/recipes', { title: 'Matrix stew' }),
      mine.post('/api/recipes', { title: 'Matrix private stew', private: true }),
      mine.post('/api/recipes', { title: 'Matrix deleted tart' }),
      mine.post('/api/meal-plan/entries', { date: monday, mealType: 'dinner', text: 'Matrix picnic' }),
      mine.post(`/api/shopping-list/items${range}`, { text: '2 l milk' }),
      mine.get('/api/meal-plan/calendar'),
      fetch(`${baseUrl}/api/photos`, {
        method: 'POST',
        headers: { cookie: participant.cookie, 'content-type': 'image/png' },
        body: new Uint8Array(await aPhoto()),
      }).then(async (res) => ({ status: res.status, body: await res.json() })),
      hers.post('/api/invitations', { kind: 'participant', maxUses: 50 }),
      hers.post('/api/catalogue', { title: 'Matrix catalogue bowl' }),
      mine.post('/api/invitations', { kind: 'household' }),
      hers.post('/api/collections', { name: 'Matrix picks' }),
    ]);
  ok(recipe, 201, 'a recipe');
  ok(privateRecipe, 201, 'a private recipe');
  ok(await mine.delete(`/api/recipes/${ok(deleted, 201, 'a recipe').body.id}`), 204, 'a deletion');
  ok(entry, 201, 'an entry');
  ok(item, 201, 'a shopping item');
  const pantryItem = ok(await mine.post('/api/pantry', { text: '1 kg rice' }), 201, 'a pantry item');
  ok(photo, 201, 'a photo');
  ok(invitation, 201, 'an invitation');
  ok(published, 201, 'a catalogue recipe');
  ok(householdInvitation, 201, 'a household invitation');
  ok(championCollection, 201, 'a champion’s collection');
  // Her catalogue recipe goes in her collection while she recommends it.
  const [recommended, collected] = await Promise.all([
    hers.post('/api/champion/recommendations', { recipeId: published.body.id }),
    hers.put(`/api/collections/${championCollection.body.id}/recipes/${published.body.id}`),
  ]);
  const recommendation = ok(recommended, 201, 'a recommendation');
  ok(collected, 204, 'a recipe in her collection');
  const cooked = ok(await mine.post(`/api/recipes/${recipe.body.id}/cooked`, { rating: 5 }), 201, 'a cook log entry');
  ok(await mine.post('/api/invitations/accept', { code: invitation.body.code }), 200, 'joining the group');
  const sharedRecipe = ok(
    await mine.post('/api/recipes', { title: 'Matrix shared soup', photoId: photo.body.id }),
    201,
    'a recipe to share',
  );
  const share = ok(await mine.post(`/api/recipes/${sharedRecipe.body.id}/share`), 201, 'a public link');
  const message = ok(
    await hers.post('/api/champion/messages', {
      text: 'Matrix announcement',
      recipeId: published.body.id,
      collectionId: championCollection.body.id,
    }),
    201,
    'a message to the group',
  );
  const collection = ok(await mine.post('/api/collections', { name: 'Matrix favourites', shared: true }), 201, 'a collection');
  const goal = ok(
    await hers.post('/api/champion/goals', { kind: 'free-text', text: 'Fruit every day', startWeek: monday, endWeek: addDays(monday, 7) }),
    201,
    'a goal',
  );
  ok(await mine.put(`/api/collections/${collection.body.id}/recipes/${recipe.body.id}`), 204, 'a recipe in the collection');

  return {
    users: { participant, householdMember, champion, both, admin, otherParticipant },
    bystander,
    requesterId: requester.id,
    recipeId: recipe.body.id,
    privateRecipeId: privateRecipe.body.id,
    deletedRecipeId: deleted.body.id,
    entryId: entry.body.id,
    itemId: item.body.id,
    pantryItemId: pantryItem.body.id,
    photoId: photo.body.id,
    feedFile:
      String(ok(feed, 200, 'a feed address').body.url)
        .split('/')
        .pop() ?? '',
    invitationId: invitation.body.id,
    invitationCode: invitation.body.code,
    householdInvitationId: householdInvitation.body.id,
    catalogueRecipeId: published.body.id,
    recommendationId: recommendation.body.id,
    importId: await finishedImport(ctx, participant.id),
    collectionId: collection.body.id,
    cookedId: cooked.body.id,
    shareToken: String(share.body.url).split('/').pop() ?? '',
    goalId: goal.body.id,
    messageId: message.body.id,
    championCollectionId: championCollection.body.id,
    unsubscribeToken: unsubscribeToken(ctx.config.authSecret, participant.id),
  };
}

/** An import of the participant's that has ended (a running one would refuse their next upload). */
async function finishedImport(ctx: TestServer['ctx'], userId: string): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await ctx.db.kysely
    .insertInto('recipeImport')
    .values({
      id,
      userId,
      status: 'done',
      fileName: 'old.zip',
      language: 'en',
      locale: 'en-GB',
      total: 1,
      imported: 1,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

async function call(server: TestServer, key: string, row: Row, world: World, identity: Identity): Promise<number> {
  const [method = 'GET', path = ''] = key.split(' ');
  const me = identity === 'signedOut' ? null : world.users[identity];
  const url = row.url ? row.url(world) : path;
  if (row.stream) {
    const stream = await openEventStream(server.baseUrl, me?.cookie);
    stream.close();
    return stream.status;
  }
  if (row.raw) {
    const headers: Record<string, string> = { 'content-type': row.raw.contentType, ...(me ? { cookie: me.cookie } : {}) };
    const res = await fetch(`${server.baseUrl}${url}`, { method, headers, body: new Uint8Array(await row.raw.bytes()) });
    await res.arrayBuffer();
    return res.status;
  }
  const client = me ? clientAs(server.baseUrl, me) : new TestClient(server.baseUrl);
  const body = row.body?.(world, me);
  const res = await client.request(method, url, body === undefined ? {} : { body });
  return res.status;
}

/**
 * The participant's recipes as the other identities meet them through the routes that take a recipe (decision
 * 0064): beside the matrix's one row per route, the cases of a private recipe and of planning someone's recipe.
 */
const memberRecipeCases: Record<string, { route: string; row: Row }> = {
  'reading a private recipe': {
    route: 'GET /api/recipes/:id',
    row: { expected: participantOwns(200), url: (w) => `/api/recipes/${w.privateRecipeId}` },
  },
  'planning a recipe': {
    route: 'POST /api/meal-plan/entries',
    row: { expected: householdShares(201), body: (w) => ({ date: monday, mealType: 'lunch', recipeId: w.recipeId }) },
  },
  'planning a private recipe': {
    route: 'POST /api/meal-plan/entries',
    row: { expected: participantOwns(201), body: (w) => ({ date: monday, mealType: 'lunch', recipeId: w.privateRecipeId }) },
  },
  'marking a private recipe': {
    route: 'PATCH /api/recipes/:id',
    row: { expected: participantOwns(200), url: (w) => `/api/recipes/${w.privateRecipeId}`, body: () => ({ private: false }) },
  },
  'cooking a private recipe': {
    route: 'POST /api/recipes/:id/cooked',
    row: { expected: participantOwns(201), url: (w) => `/api/recipes/${w.privateRecipeId}/cooked`, body: () => ({ rating: 3 }) },
  },
  "reading a private recipe's cook log": {
    route: 'GET /api/recipes/:id/cooked',
    row: { expected: participantOwns(200), url: (w) => `/api/recipes/${w.privateRecipeId}/cooked` },
  },
};

describeEachDatabase('the authorization matrix', (server) => {
  it('has a row for every API route of the router, and no row for a route that is gone', () => {
    const routes = [
      ...new Set(
        createApp(server().ctx)
          .routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('/*'))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ].sort();
    expect(Object.keys(matrix).sort()).toEqual(routes);
  });

  it('answers every route as each identity should: 401 signed out, 403 outside the role, 404 for what is not yours', async () => {
    const actual: Record<string, Expected> = {};
    const expected: Record<string, Expected> = {};
    for (const [key, row] of Object.entries(matrix)) {
      expected[key] = row.expected;
      const statuses = {} as Expected;
      // Reading changes nothing another identity's call could see, so one world serves a GET's seven calls.
      const shared = key.startsWith('GET ') ? await arrange(server()) : null;
      for (const identity of identities) statuses[identity] = await call(server(), key, row, shared ?? (await arrange(server())), identity);
      actual[key] = statuses;
    }
    expect(actual).toEqual(expected);
  }, 600_000);

  it("answers the routes that take a recipe as each identity should: a household's member reads and plans the others' recipes, never a private one", async () => {
    const actual: Record<string, Expected> = {};
    const expected: Record<string, Expected> = {};
    for (const [name, { route, row }] of Object.entries(memberRecipeCases)) {
      expected[name] = row.expected;
      const statuses = {} as Expected;
      for (const identity of identities) statuses[identity] = await call(server(), route, row, await arrange(server()), identity);
      actual[name] = statuses;
    }
    expect(actual).toEqual(expected);
  }, 600_000);
});
