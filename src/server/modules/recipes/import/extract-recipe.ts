import type { ReadRecipe } from '../../../../shared/recipe-import.ts';
import { recipeToDraft } from './map-recipe.ts';
import { readPageData } from './page-data.ts';
import { findRecipes, parseJsonLd, type SchemaNode } from './schema-org.ts';

function firstDraft(candidates: SchemaNode[], pageUrl: string | null): ReadRecipe | null {
  for (const candidate of candidates) {
    const draft = recipeToDraft(candidate, pageUrl);
    if (draft) return draft;
  }
  return null;
}

/**
 * The first schema.org Recipe with a name on a page: JSON-LD first (where sites put their full data), then
 * microdata, as a draft with what was cut to fit our limits. The page is only parsed, never run. Null when it
 * holds no such recipe.
 */
export function extractRecipe(html: string, pageUrl: string | null = null): ReadRecipe | null {
  const page = readPageData(html);
  return firstDraft([...findRecipes(page.jsonLd), ...page.microdataRecipes], pageUrl);
}

/** The same from a JSON(-LD) document served on its own. */
export function extractRecipeFromJson(json: string, pageUrl: string | null = null): ReadRecipe | null {
  const parsed = parseJsonLd(json);
  return parsed === undefined ? null : firstDraft(findRecipes([parsed]), pageUrl);
}
