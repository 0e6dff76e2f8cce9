import type { Recipe } from '../../../../shared/recipes.ts';
import type { DietaryNeed } from '../../../../shared/users.ts';
import { PRIVATE_PROPERTY } from '../../../lib/schema-org.ts';

/**
 * Our own words in a schema.org file, for what schema.org has no property for: the prefix `ck:` names them, so
 * that other apps' readers pass over them and ours reads them back (docs/decisions/0073-recipe-export.md).
 */
export const exportContext = ['https://schema.org', { ck: 'urn:champion-kitchen:recipe:' }] as const;

/** schema.org's RestrictedDiet values, and the two sites use beyond them (the importer reads both kinds). */
const dietValues: Record<DietaryNeed, string> = {
  vegan: 'https://schema.org/VeganDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  'dairy-free': 'DairyFreeDiet',
  'nut-free': 'NutFreeDiet',
};

/** "PT25M": schema.org's durations are ISO 8601's. */
const isoDuration = (minutes: number) => `PT${minutes}M`;

const grams = (amount: number) => `${Number(amount.toFixed(4))} g`;

function nutritionOf(nutrition: NonNullable<Recipe['nutrition']>): Record<string, string> {
  const info: Record<string, string> = {
    '@type': 'NutritionInformation',
    calories: `${nutrition.calories} kcal`,
    proteinContent: grams(nutrition.proteinG),
    carbohydrateContent: grams(nutrition.carbsG),
    fatContent: grams(nutrition.fatG),
  };
  if (nutrition.fibreG !== undefined) info.fiberContent = grams(nutrition.fibreG);
  if (nutrition.sugarG !== undefined) info.sugarContent = grams(nutrition.sugarG);
  // schema.org counts sodium; salt is 2.5 times its weight (the importer multiplies back).
  if (nutrition.saltG !== undefined) info.sodiumContent = grams(nutrition.saltG / 2.5);
  return info;
}

/**
 * One recipe as a schema.org Recipe, everything we keep of it: the ingredient lines as written, a HowToStep per
 * step, times as ISO 8601 durations, tags as keywords, and `image` naming its photo's file beside it in the zip.
 * The total time goes in only beside both the others: alone, a reader takes what is not preparation as cooking.
 */
export function recipeToJsonLd(recipe: Recipe, photoFileName: string | null): Record<string, unknown> {
  const node: Record<string, unknown> = {
    '@context': exportContext,
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description || undefined,
    inLanguage: recipe.language,
    recipeYield: String(recipe.servings),
    prepTime: recipe.prepMinutes === null ? undefined : isoDuration(recipe.prepMinutes),
    cookTime: recipe.cookMinutes === null ? undefined : isoDuration(recipe.cookMinutes),
    totalTime:
      recipe.prepMinutes === null || recipe.cookMinutes === null ? undefined : isoDuration(recipe.prepMinutes + recipe.cookMinutes),
    recipeIngredient: recipe.ingredients.map((ingredient) => ingredient.text),
    recipeInstructions: recipe.steps.map((text) => ({ '@type': 'HowToStep', text })),
    keywords: recipe.tags.length > 0 ? recipe.tags.join(', ') : undefined,
    suitableForDiet: recipe.dietary.length > 0 ? recipe.dietary.map((need) => dietValues[need]) : undefined,
    nutrition: recipe.nutrition ? nutritionOf(recipe.nutrition) : undefined,
    url: recipe.sourceUrl ?? undefined,
    image: photoFileName ?? undefined,
    dateCreated: recipe.createdAt,
    dateModified: recipe.updatedAt,
    [PRIVATE_PROPERTY]: recipe.private,
  };
  for (const key of Object.keys(node)) if (node[key] === undefined) delete node[key];
  return node;
}
