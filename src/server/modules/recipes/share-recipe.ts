import { randomBytes } from 'node:crypto';
import { shareTokenPattern, type SharedRecipe } from '../../../shared/recipe-share.ts';
import type { Db } from '../../db/kysely.ts';
import type { RequestLimit } from '../../lib/request-limit.ts';
import { deleteShare, findSharedRecipeRow, findShareToken, insertShare } from './recipe-shares.repo.ts';
import { toRecipe } from './recipe-row.ts';

/*
 * A recipe's public read-only link (issue 20 part 5; docs/decisions/0080-sharing-a-recipe.md): made by its owner,
 * read by anyone who has the address, stopped by its owner at once.
 */

/** 32 random bytes: the address is the credential, so it must be unguessable (as the calendar feed's, decision 0010). */
const newToken = () => randomBytes(32).toString('base64url');

/** The page a link opens. */
export const shareLink = (baseUrl: string, token: string) => `${baseUrl.replace(/\/+$/, '')}/r/${token}`;

/** Where a shared recipe's photo is read: through the link, so it stops with it. */
export const sharedPhotoPath = (token: string) => `/api/shared-recipes/${token}/photo`;

/**
 * Visitors' reads per client address: a page view is two (the recipe and its photo), so a class of thirty behind
 * one address opening and reloading the link a few times a minute stays well inside, while a scraper does not get far.
 */
export const sharedRecipeLimit: RequestLimit = { prefix: 'shared-recipe:', max: 600, windowSeconds: 60 };

/** The link of one of the owner's live recipes: `{ url: null }` while not shared; null when it is not theirs. */
export async function recipeShareUrl(db: Db, baseUrl: string, ownerId: string, recipeId: string): Promise<{ url: string | null } | null> {
  const token = await findShareToken(db, ownerId, recipeId);
  if (token === undefined) return null;
  return { url: token === null ? null : shareLink(baseUrl, token) };
}

/**
 * Shares one of the owner's live recipes: a new link (`created`), or the one it has already, never replaced (so a
 * second press, or a second tab, does not break the link already sent). Null when the recipe is not theirs.
 */
export async function shareRecipe(
  db: Db,
  baseUrl: string,
  ownerId: string,
  recipeId: string,
): Promise<{ url: string; created: boolean } | null> {
  const existing = await findShareToken(db, ownerId, recipeId);
  if (existing === undefined) return null;
  if (existing !== null) return { url: shareLink(baseUrl, existing), created: false };
  const token = newToken();
  const created = await insertShare(db, recipeId, token);
  if (created) return { url: shareLink(baseUrl, token), created };
  // Another request shared it between the two statements: its link is the one.
  const theirs = await findShareToken(db, ownerId, recipeId);
  return theirs ? { url: shareLink(baseUrl, theirs), created: false } : null;
}

/** Stops sharing one of the owner's live recipes (nothing to stop is fine); false when the recipe is not theirs. */
export async function stopSharingRecipe(db: Db, ownerId: string, recipeId: string): Promise<boolean> {
  if (await deleteShare(db, ownerId, recipeId)) return true;
  return (await findShareToken(db, ownerId, recipeId)) !== undefined;
}

/** The recipe behind a token as a visitor reads it; null for a token of a shape we never make, revoked, unknown or deleted. */
export async function readSharedRecipe(db: Db, token: string): Promise<SharedRecipe | null> {
  if (!shareTokenPattern.test(token)) return null;
  const row = await findSharedRecipeRow(db, token);
  if (!row) return null;
  const recipe = toRecipe(row);
  return {
    title: recipe.title,
    description: recipe.description,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    ingredients: recipe.ingredients,
    steps: recipe.steps,
    tags: recipe.tags,
    dietary: recipe.dietary,
    nutrition: recipe.nutrition,
    language: recipe.language,
    sourceUrl: recipe.sourceUrl,
    imageUrl: recipe.photoId ? sharedPhotoPath(token) : null,
  };
}

/** The photo id of the recipe behind a token, while it is shared and live and has one. */
export async function sharedRecipePhotoId(db: Db, token: string): Promise<string | null> {
  if (!shareTokenPattern.test(token)) return null;
  return (await findSharedRecipeRow(db, token))?.photoId ?? null;
}
