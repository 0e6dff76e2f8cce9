import type { RecipeExportFormat } from '../../../shared/recipe-export-rules.ts';

/**
 * GET /api/recipes/export: the zip of the person's own recipes. The browser downloads it itself from a link (the
 * session cookie goes with it), so nothing here fetches: the file is streamed to disk, never held in the page.
 */
export function recipeExportAddress(format: RecipeExportFormat): string {
  return `/api/recipes/export?${new URLSearchParams({ format })}`;
}
