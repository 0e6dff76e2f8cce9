import { recipeCreateSchema, type RecipeCreateInput } from '../../../shared/recipes.ts';
import type { Db } from '../kysely.ts';
import type { Logger } from '../../lib/logger.ts';
import { insertCatalogueRecipe } from '../../modules/catalogue/index.ts';
import { starterRecipes, type StarterRecipe } from './starter-recipes.ts';

/** A starter recipe as the create input the catalogue stores (no photo or source: they are ours). */
export function starterRecipeInput(recipe: StarterRecipe): RecipeCreateInput {
  return {
    title: recipe.title,
    description: recipe.description,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    ingredients: [...recipe.ingredients],
    steps: [...recipe.steps],
    tags: [...recipe.tags],
    dietary: [...recipe.dietary],
    nutrition: recipe.nutrition,
    photoId: null,
    sourceUrl: null,
  };
}

/**
 * Loads the catalogue's starter set: each recipe once, by its slug, so that every start (and several app
 * servers starting together) leaves exactly one copy. Returns how many were added.
 */
export async function loadStarterRecipes(db: Db, logger?: Logger, recipes: readonly StarterRecipe[] = starterRecipes): Promise<number> {
  const present = new Set((await db.kysely.selectFrom('recipe').select('slug').where('slug', 'is not', null).execute()).map((r) => r.slug));
  let added = 0;
  for (const recipe of recipes) {
    if (present.has(recipe.slug)) continue;
    const id = await insertCatalogueRecipe(db, null, recipeCreateSchema.parse(starterRecipeInput(recipe)), recipe.slug);
    if (id) added += 1;
  }
  if (added > 0) logger?.info({ added }, 'catalogue starter recipes loaded');
  return added;
}
