import type { ReadRecipe } from '../../../../shared/recipe-import.ts';
import { DEFAULT_RECIPE_LANGUAGE, recipeLanguageOf, type RecipeLanguage } from '../../../../shared/recipe-rules.ts';
import { firstText, ingredientsFrom, recipeToDraft, stepsFrom } from './map-recipe.ts';
import { readPageData } from './page-data.ts';
import { findRecipes, parseJsonLd, type SchemaNode } from '../../../lib/schema-org.ts';
import { recipeCardReader } from './recipe-cards.ts';
import { pageTextReader, visibleRecipeOf } from './visible-recipe.ts';

function firstDraft(candidates: SchemaNode[], pageUrl: string | null, language: RecipeLanguage): ReadRecipe | null {
  return firstRead(candidates, pageUrl, language)?.read ?? null;
}

function firstRead(candidates: SchemaNode[], pageUrl: string | null, language: RecipeLanguage) {
  for (const node of candidates) {
    const read = recipeToDraft(node, pageUrl, language);
    if (read) return { node, read };
  }
  return null;
}

/** What a recipe's own data left out and a page shows elsewhere: its name, its ingredient lines, its steps. */
interface Fill {
  name: string | null;
  ingredients: string[];
  steps: string[];
}

/** How many ingredient lines and steps a Recipe's own data gives. */
const linesOf = (node: SchemaNode) => ({ ingredients: ingredientsFrom(node).length, steps: stepsFrom(node.recipeInstructions, '').length });

/**
 * The first schema.org Recipe with a name on a page: JSON-LD first (where sites put their full data), then
 * microdata and RDFa, as a draft with what was cut to fit our limits. What its data leaves out is taken from what
 * the page shows: a missing name from the page's headline (visible-recipe.ts), missing ingredient lines or steps
 * from its recipe plugin's card (recipe-cards.ts), else from the lists under its "Ingredients" and "Method"
 * headings. A page with no schema.org Recipe is read from its card, else from those headings when one heads
 * lines. The page is only parsed, never run. Null when it holds no recipe. Its language: the recipe's own
 * inLanguage, else the page's `<html lang>`, when either names a language we search in; else `language`.
 */
export function extractRecipe(html: string, pageUrl: string | null = null, language = DEFAULT_RECIPE_LANGUAGE): ReadRecipe | null {
  // The plugin card and the page's lines are read in the same pass, the tokenizer being most of its cost; they are
  // made sense of only when the data leaves something out.
  const cardReader = recipeCardReader();
  const textReader = pageTextReader();
  const page = readPageData(html, [cardReader.handler, textReader.handler]);
  const pageLanguage = (page.language !== null && recipeLanguageOf(page.language)) || language;
  const candidates = [...findRecipes(page.jsonLd), ...page.microdataRecipes];
  const structured = firstRead(candidates, pageUrl, pageLanguage);
  if (structured && structured.read.recipe.ingredients.length > 0 && structured.read.recipe.steps.length > 0) return structured.read;

  const card = cardReader.result();
  const visible = visibleRecipeOf(textReader.result());
  const shown: Fill = {
    name: (card && firstText(card.name)) ?? visible.title,
    ingredients: card && card.recipeIngredient.length > 0 ? card.recipeIngredient : visible.ingredients,
    steps: card && card.recipeInstructions.length > 0 ? card.recipeInstructions : visible.steps,
  };
  // A Recipe in data with lines but no name, which the page gives in its headline instead.
  const nameless = structured ? undefined : candidates.find((node) => linesOf(node).ingredients + linesOf(node).steps > 0);
  const base = structured?.node ?? nameless ?? card;
  if (!base) {
    // Headings alone are read only when one heads ingredients or steps: a page that only mentions them is no recipe.
    if (shown.name === null || shown.ingredients.length + shown.steps.length === 0) return null;
    return recipeToDraft(
      { '@type': 'Recipe', name: shown.name, recipeIngredient: shown.ingredients, recipeInstructions: shown.steps },
      pageUrl,
      pageLanguage,
    );
  }
  const own = linesOf(base);
  const node: SchemaNode = { ...base };
  if (!firstText(node.name)) node.name = shown.name ?? undefined;
  if (own.ingredients === 0) node.recipeIngredient = shown.ingredients;
  if (own.steps === 0) node.recipeInstructions = shown.steps;
  return recipeToDraft(node, pageUrl, pageLanguage);
}

/** The same from a JSON(-LD) document served on its own. */
export function extractRecipeFromJson(json: string, pageUrl: string | null = null, language = DEFAULT_RECIPE_LANGUAGE): ReadRecipe | null {
  const parsed = parseJsonLd(json);
  return parsed === undefined ? null : firstDraft(findRecipes([parsed]), pageUrl, language);
}
