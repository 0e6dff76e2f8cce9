import { DEFAULT_RECIPE_LANGUAGE, recipeLanguageOf, type RecipeLanguage } from '../../../shared/recipes.ts';
import { currentLocale } from '../../lib/i18n.ts';

/**
 * The language of a recipe whose request named none: the language of the person saving it (their Language, else
 * their browser's: the request's language, http/request-language.ts), as its primary subtag. A German speaker's new
 * recipe is German, so that search stems its words the German way (docs/decisions/0046-search-per-language.md).
 */
export function requestRecipeLanguage(): RecipeLanguage {
  return recipeLanguageOf(currentLocale()) ?? DEFAULT_RECIPE_LANGUAGE;
}
