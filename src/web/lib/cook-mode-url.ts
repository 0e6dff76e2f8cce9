import { parseServings } from '../../shared/recipe-rules.ts';
import { paths, safeRedirectTarget } from '../../shared/routing.ts';

/**
 * Cook mode's address (decision 0076): the recipe in the path, and in the query what a reload must keep: the
 * servings to scale to (a plan entry's) and the page to go back to when cooking is done.
 */
export interface CookModeTarget {
  recipeId: string;
  /** A catalogue recipe rather than one of the person's own or their household's. */
  catalogue?: boolean;
  servings?: number | undefined;
  /** Where `Done` goes: the page (and dialog) cooking started from. */
  from?: string | undefined;
}

export function cookModeHref({ recipeId, catalogue = false, servings, from }: CookModeTarget): string {
  const pattern = catalogue ? paths.cookCatalogueRecipe : paths.cookRecipe;
  const path = pattern.replace(':recipeId', encodeURIComponent(recipeId));
  const query = new URLSearchParams();
  if (servings !== undefined) query.set('servings', String(servings));
  if (from) query.set('from', from);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The query's servings and return path; anything malformed is left out rather than refused. */
export function readCookModeQuery(params: URLSearchParams): { servings: number | null; from: string | null } {
  const servings = params.get('servings');
  return {
    servings: servings === null ? null : parseServings(servings),
    from: safeRedirectTarget(params.get('from')),
  };
}
