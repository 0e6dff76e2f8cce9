import type { Ingredient, Nutrition, RecipeCreateInput } from '../../../shared/recipes.ts';
import { DEFAULT_RECIPE_LANGUAGE, recipeLanguageOf, type RecipeLanguage } from '../../../shared/recipe-rules.ts';
import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { translate } from '../../lib/i18n/i18n.ts';

/** What the editor starts from: an existing recipe, an imported draft, or nothing. */
export interface RecipeDraft {
  title?: string;
  description?: string;
  servings?: number;
  prepMinutes?: number | null;
  cookMinutes?: number | null;
  ingredients?: readonly (Ingredient | string)[];
  steps?: readonly string[];
  tags?: readonly string[];
  dietary?: readonly DietaryNeed[];
  nutrition?: Nutrition | null;
  sourceUrl?: string | null;
  photoId?: string | null;
  thumbnailUrl?: string | null;
  /** The language it is written in: an imported page's, or the stored recipe's. */
  language?: RecipeLanguage;
  private?: boolean;
}

export interface FormValues {
  title: string;
  description: string;
  servings: string;
  prepMinutes: string;
  cookMinutes: string;
  ingredients: string;
  steps: string;
  tags: string;
  dietary: DietaryNeed[];
  sourceUrl: string;
  photo: { id: string; thumbnailUrl: string | null } | null;
  nutrition: Nutrition | null;
  /** Hidden from the rest of the household (docs/decisions/0064-household-recipes.md). */
  private: boolean;
  /** Not a field: kept from the draft and sent back, so that search stems the recipe's words in its own language. */
  language: RecipeLanguage;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * The language of a recipe written from nothing: the one the person uses the app in (`locale`, a shipped locale such
 * as "pt-BR"), which is their profile's Language once they have chosen one (lib/i18n/use-chosen-language.ts).
 */
export function newRecipeLanguage(locale: string): RecipeLanguage {
  return recipeLanguageOf(locale) ?? DEFAULT_RECIPE_LANGUAGE;
}

/** The form's values for `draft`; `language` is a new recipe's, for a draft that does not say its own. */
export function initialValues(draft: RecipeDraft, language: RecipeLanguage = DEFAULT_RECIPE_LANGUAGE): FormValues {
  return {
    title: draft.title ?? '',
    description: draft.description ?? '',
    servings: text(draft.servings ?? 4),
    prepMinutes: text(draft.prepMinutes),
    cookMinutes: text(draft.cookMinutes),
    ingredients: (draft.ingredients ?? []).map((i) => (typeof i === 'string' ? i : i.text)).join('\n'),
    steps: (draft.steps ?? []).join('\n'),
    tags: (draft.tags ?? []).join(', '),
    dietary: [...(draft.dietary ?? [])],
    sourceUrl: draft.sourceUrl ?? '',
    photo: draft.photoId ? { id: draft.photoId, thumbnailUrl: draft.thumbnailUrl ?? null } : null,
    nutrition: draft.nutrition ?? null,
    private: draft.private ?? false,
    language: draft.language ?? language,
  };
}

const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const minutes = (value: string) => (value.trim() === '' ? null : Number(value));

/** The form's values as the API's create shape (which the update accepts too). */
export function toRecipeInput(values: FormValues): RecipeCreateInput {
  return {
    title: values.title,
    description: values.description,
    servings: values.servings.trim() === '' ? Number.NaN : Number(values.servings),
    prepMinutes: minutes(values.prepMinutes),
    cookMinutes: minutes(values.cookMinutes),
    ingredients: lines(values.ingredients),
    steps: lines(values.steps),
    tags: values.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    dietary: values.dietary,
    nutrition: values.nutrition,
    photoId: values.photo?.id ?? null,
    sourceUrl: values.sourceUrl.trim() === '' ? null : values.sourceUrl.trim(),
    private: values.private,
    language: values.language,
  };
}

/** Field → first message; a message about one line of a list says which line. */
export function recipeFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const [field, index] = issue.path;
    if (typeof field !== 'string' || errors[field]) continue;
    errors[field] =
      typeof index === 'number' ? translate('recipes.editor.lineError', { line: index + 1, message: issue.message }) : issue.message;
  }
  return errors;
}
