import { z } from 'zod';
import { recipeSchema } from './recipes.ts';

/*
 * A recipe's public read-only link (issue 20 part 5; docs/decisions/0080-sharing-a-recipe.md): what its owner is
 * told of it, and what a visitor without an account reads through it.
 */

/** GET /api/recipes/{id}/share: the link, or null while the recipe is not shared. */
export const recipeShareSchema = z.object({
  url: z.string().nullable().describe('BASE_URL/r/<token>, or null when the recipe is not shared'),
});
export type RecipeShare = z.infer<typeof recipeShareSchema>;

/** POST /api/recipes/{id}/share: the link, made now or made before. */
export const recipeShareLinkSchema = z.object({ url: z.string().describe('BASE_URL/r/<token>') });
export type RecipeShareLink = z.infer<typeof recipeShareLinkSchema>;

/**
 * The recipe as a visitor reads it: its own text and nothing of its owner's (no id, name, marks, rating or cook
 * log). `imageUrl` is the photo's address through the link itself, so it stops working with the link.
 */
export const sharedRecipeSchema = recipeSchema
  .pick({
    title: true,
    description: true,
    servings: true,
    prepMinutes: true,
    cookMinutes: true,
    ingredients: true,
    steps: true,
    tags: true,
    dietary: true,
    nutrition: true,
    language: true,
    sourceUrl: true,
  })
  .extend({ imageUrl: z.string().nullable().describe('/api/shared-recipes/<token>/photo, or null without a photo') })
  .strict();
export type SharedRecipe = z.infer<typeof sharedRecipeSchema>;

/** 32 random bytes, base64url: the only shape of token the server ever makes. */
export const shareTokenPattern = /^[A-Za-z0-9_-]{43}$/;
