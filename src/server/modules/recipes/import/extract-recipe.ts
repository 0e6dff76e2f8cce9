import type { ReadRecipe } from '../../../../shared/recipe-import.ts';
import { DEFAULT_RECIPE_LANGUAGE, recipeLanguageOf, type RecipeLanguage } from '../../../../shared/recipe-rules.ts';
import { recipeToDraft } from './map-recipe.ts';
import { readPageData } from './page-data.ts';
import { findRecipes, parseJsonLd, type SchemaNode } from './schema-org.ts';

function firstDraft(candidates: SchemaNode[], pageUrl: string | null, language: RecipeLanguage): ReadRecipe | null {
  for (const candidate of candidates) {
    const draft = recipeToDraft(candidate, pageUrl, language);
    if (draft) return draft;
  }
  return null;
}

/**
 * The first schema.org Recipe with a name on a page: JSON-LD first (where sites put their full data), then
 * microdata, as a draft with what was cut to fit our limits. The page is only parsed, never run. Null when it
 * holds no such recipe. Its language: the recipe's own inLanguage, else the page's `<html lang>`, when either
 * names a language we search in; else `language`.
 */
export function extractRecipe(html: string, pageUrl: string | null = null, language = DEFAULT_RECIPE_LANGUAGE): ReadRecipe | null {
  const page = readPageData(html);
  const pageLanguage = (page.language !== null && recipeLanguageOf(page.language)) || language;
  return firstDraft([...findRecipes(page.jsonLd), ...page.microdataRecipes], pageUrl, pageLanguage);
}

/** The same from a JSON(-LD) document served on its own. */
export function extractRecipeFromJson(json: string, pageUrl: string | null = null, language = DEFAULT_RECIPE_LANGUAGE): ReadRecipe | null {
  const parsed = parseJsonLd(json);
  return parsed === undefined ? null : firstDraft(findRecipes([parsed]), pageUrl, language);
}
