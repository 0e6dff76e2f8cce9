import type { AccountExport } from '../../../shared/account.ts';
import { mealTypeSchema } from '../../../shared/meal-plans.ts';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { toIso, type Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findHousehold } from '../households/index.ts';
import { photoUrls } from '../photos/index.ts';
import { toRecipe } from '../recipes/index.ts';
import { findMe } from '../users/index.ts';
import { words } from '../../lib/i18n.ts';

const isoOrNull = (value: Date | string | null) => (value === null ? null : toIso(value));

type HouseholdRef = string | SelectQueryBuilder<Database, 'user', { householdId: string | null }>;

/** A household's meal plan and shopping list (ticks and items added by hand), as the export writes them. */
async function planAndListOf(db: Db, householdId: HouseholdRef): Promise<Pick<AccountExport, 'mealPlan' | 'shopping'>> {
  const k = db.kysely;
  const [entries, ticks, manualItems] = await Promise.all([
    k
      .selectFrom('mealPlanEntry')
      .selectAll()
      .where('householdId', '=', householdId)
      .orderBy('date')
      .orderBy('mealType')
      .orderBy('position')
      .execute(),
    k.selectFrom('shoppingItemState').selectAll().where('householdId', '=', householdId).orderBy('rangeKey').orderBy('itemKey').execute(),
    k
      .selectFrom('shoppingManualItem')
      .selectAll()
      .where('householdId', '=', householdId)
      .orderBy('rangeKey')
      .orderBy('createdAt')
      .execute(),
  ]);
  return {
    mealPlan: entries.map((e) => ({
      id: e.id,
      date: e.date,
      mealType: mealTypeSchema.catch('dinner').parse(e.mealType),
      recipeId: e.recipeId,
      text: e.text,
      title: e.title,
      servings: e.servings,
      position: e.position,
      createdAt: toIso(e.createdAt),
      updatedAt: toIso(e.updatedAt),
    })),
    shopping: {
      ticks: ticks.map((t) => ({ list: t.rangeKey, itemKey: t.itemKey, checked: Number(t.checked) === 1, updatedAt: toIso(t.updatedAt) })),
      manualItems: manualItems.map((m) => ({
        id: m.id,
        list: m.rangeKey,
        text: m.text,
        item: m.item,
        quantity: m.quantity === null ? null : Number(m.quantity),
        unit: m.unit,
        checked: Number(m.checked) === 1,
        createdAt: toIso(m.createdAt),
      })),
    },
  };
}

/**
 * Everything the user owns, as one document: one query per table, each scoped by the user's id (the meal plan and
 * the shopping list by their household's, which they share, and by the one kept for them), and only the columns that
 * are theirs to read (never a password hash, a token or an invitation code's hash).
 */
export async function exportAccount(db: Db, userId: string, now = new Date()): Promise<AccountExport> {
  const k = db.kysely;
  const householdOfUser = k.selectFrom('user').select('householdId').where('id', '=', userId);
  const [
    user,
    accounts,
    sessions,
    recipes,
    photos,
    planAndList,
    feed,
    invitations,
    acceptancesOfMine,
    myAcceptances,
    membership,
    recommendations,
    household,
    kept,
  ] = await Promise.all([
    findMe(db, userId),
    k.selectFrom('account').select(['providerId', 'createdAt']).where('userId', '=', userId).orderBy('createdAt').execute(),
    k
      .selectFrom('session')
      .select(['createdAt', 'expiresAt', 'ipAddress', 'userAgent'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    k.selectFrom('recipe').selectAll().where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute(),
    k.selectFrom('photo').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    planAndListOf(db, householdOfUser),
    // Whether a feed exists and since when; the token is the feed's address, a credential.
    k.selectFrom('calendarFeed').select('createdAt').where('userId', '=', userId).executeTakeFirst(),
    k
      .selectFrom('invitation')
      .select(['id', 'kind', 'email', 'message', 'maxUses', 'uses', 'expiresAt', 'revokedAt', 'createdAt'])
      .where('inviterId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    // Who accepted the invitations they sent: names only.
    k
      .selectFrom('invitationAcceptance as a')
      .innerJoin('invitation as i', 'i.id', 'a.invitationId')
      .innerJoin('user as u', 'u.id', 'a.userId')
      .select(['a.invitationId', 'a.acceptedAt', 'u.name'])
      .where('i.inviterId', '=', userId)
      .orderBy('a.acceptedAt')
      .execute(),
    k
      .selectFrom('invitationAcceptance as a')
      .innerJoin('invitation as i', 'i.id', 'a.invitationId')
      .innerJoin('user as u', 'u.id', 'i.inviterId')
      .select(['a.invitationId', 'a.acceptedAt', 'u.name as inviterName'])
      .where('a.userId', '=', userId)
      .orderBy('a.acceptedAt')
      .execute(),
    k
      .selectFrom('championMembership as m')
      .innerJoin('user as u', 'u.id', 'm.championId')
      .select(['u.name', 'm.joinedAt'])
      .where('m.participantId', '=', userId)
      .executeTakeFirst(),
    k
      .selectFrom('recommendation as r')
      .innerJoin('recipe', 'recipe.id', 'r.recipeId')
      .select(['r.id', 'r.recipeId', 'recipe.title', 'r.note', 'r.createdAt'])
      .where('r.championId', '=', userId)
      .orderBy('r.createdAt')
      .execute(),
    findHousehold(db, userId),
    k.selectFrom('household').select(['id', 'name', 'size']).where('keptFor', '=', userId).executeTakeFirst(),
  ]);
  if (!user) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
  const [cookLog, collections, collected, pantry, goalsSet, goalsTicked, checkIns, groupMessages] = await Promise.all([
    k.selectFrom('cookLog').selectAll().where('userId', '=', userId).orderBy('cookedOn').orderBy('createdAt').execute(),
    k.selectFrom('collection').selectAll().where('ownerId', '=', userId).orderBy('createdAt').orderBy('id').execute(),
    k
      .selectFrom('collectionRecipe as cr')
      .innerJoin('collection as c', 'c.id', 'cr.collectionId')
      .select(['cr.collectionId', 'cr.recipeId'])
      .where('c.ownerId', '=', userId)
      .orderBy('cr.addedAt')
      .orderBy('cr.recipeId')
      .execute(),
    k.selectFrom('pantryItem').selectAll().where('householdId', '=', householdOfUser).orderBy('createdAt').orderBy('id').execute(),
    k.selectFrom('goal').selectAll().where('championId', '=', userId).orderBy('createdAt').orderBy('id').execute(),
    k
      .selectFrom('goalTick as t')
      .innerJoin('goal as g', 'g.id', 't.goalId')
      .select(['g.text', 't.week'])
      .where('t.userId', '=', userId)
      .orderBy('t.week')
      .orderBy('g.id')
      .execute(),
    k
      .selectFrom('checkIn as ci')
      .leftJoin('user as u', 'u.id', 'ci.championId')
      .select(['ci.weekStart', 'ci.mood', 'ci.note', 'u.name as championName', 'ci.createdAt', 'ci.updatedAt'])
      .where('ci.userId', '=', userId)
      .orderBy('ci.weekStart')
      .execute(),
    k
      .selectFrom('groupMessage')
      .select(['id', 'text', 'recipeId', 'collectionName', 'createdAt'])
      .where('championId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
  ]);
  const recipesOf = new Map<string, string[]>();
  for (const row of collected) recipesOf.set(row.collectionId, [...(recipesOf.get(row.collectionId) ?? []), row.recipeId]);

  const acceptedBy = new Map<string, { name: string; acceptedAt: string }[]>();
  for (const row of acceptancesOfMine) {
    const list = acceptedBy.get(row.invitationId) ?? [];
    list.push({ name: row.name, acceptedAt: toIso(row.acceptedAt) });
    acceptedBy.set(row.invitationId, list);
  }
  const asRecipes = recipes.map(toRecipe);

  return {
    version: 1,
    exportedAt: now.toISOString(),
    user,
    signInMethods: accounts.map((a) => ({ providerId: a.providerId, linkedAt: toIso(a.createdAt) })),
    sessions: sessions.map((s) => ({
      createdAt: toIso(s.createdAt),
      expiresAt: toIso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    recipes: asRecipes.filter((r) => !r.inCatalogue),
    publishedRecipes: asRecipes.filter((r) => r.inCatalogue),
    photos: photos.map((p) => {
      const urls = photoUrls(p.id) as { imageUrl: string; thumbnailUrl: string };
      return { id: p.id, ...urls, width: p.width, height: p.height, bytes: p.bytes, uploadedAt: toIso(p.createdAt) };
    }),
    cookLog: cookLog.map((c) => ({
      id: c.id,
      recipeId: c.recipeId,
      cookedOn: c.cookedOn,
      rating: c.rating === null ? null : Number(c.rating),
      note: c.note,
      photoId: c.photoId,
      planEntryId: c.planEntryId,
      createdAt: toIso(c.createdAt),
    })),
    collections: collections.map((c) => ({
      id: c.id,
      name: c.name,
      kind: c.kind,
      shared: Number(c.shared) === 1,
      search: c.search,
      recipeIds: recipesOf.get(c.id) ?? [],
      createdAt: toIso(c.createdAt),
    })),
    pantry: pantry.map((p) => ({
      item: p.item,
      quantity: p.quantity === null ? null : Number(p.quantity),
      unit: p.unit,
      bestBefore: p.bestBefore,
      addedAt: toIso(p.createdAt),
    })),
    goalsSet: goalsSet.map((g) => ({
      kind: g.kind,
      target: Number(g.target),
      text: g.text,
      startWeek: g.startWeek,
      endWeek: g.endWeek,
      createdAt: toIso(g.createdAt),
    })),
    goalsTicked: goalsTicked.map((t) => ({ goal: t.text, week: t.week })),
    household: household && { name: household.name, size: household.size, members: household.members.map((m) => ({ name: m.name })) },
    ...planAndList,
    keptHousehold: kept ? { name: kept.name, size: kept.size, ...(await planAndListOf(db, kept.id)) } : null,
    calendarFeed: { exists: feed !== undefined, createdAt: feed ? toIso(feed.createdAt) : null },
    invitationsSent: invitations.map((i) => ({
      id: i.id,
      kind: i.kind,
      email: i.email,
      message: i.message,
      maxUses: i.maxUses,
      uses: i.uses,
      expiresAt: isoOrNull(i.expiresAt),
      revokedAt: isoOrNull(i.revokedAt),
      createdAt: toIso(i.createdAt),
      acceptedBy: acceptedBy.get(i.id) ?? [],
    })),
    invitationsAccepted: myAcceptances.map((a) => ({
      invitationId: a.invitationId,
      inviterName: a.inviterName,
      acceptedAt: toIso(a.acceptedAt),
    })),
    champion: membership ? { name: membership.name, joinedAt: toIso(membership.joinedAt) } : null,
    recommendations: recommendations.map((r) => ({
      id: r.id,
      recipeId: r.recipeId,
      recipeTitle: r.title,
      note: r.note,
      createdAt: toIso(r.createdAt),
    })),
    checkIns: checkIns.map((c) => ({
      weekStart: c.weekStart,
      mood: Number(c.mood),
      note: c.note,
      championName: c.championName,
      createdAt: toIso(c.createdAt),
      updatedAt: toIso(c.updatedAt),
    })),
    groupMessages: groupMessages.map((m) => ({
      id: m.id,
      text: m.text,
      recipeId: m.recipeId,
      collectionName: m.collectionName,
      createdAt: toIso(m.createdAt),
    })),
  };
}
