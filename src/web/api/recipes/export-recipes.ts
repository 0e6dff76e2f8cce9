import { recipeExportFileName, type RecipeExportFormat } from '../../../shared/recipe-export-rules.ts';
import { downloadAttachment } from '../download-attachment.ts';

/**
 * GET /api/recipes/export: the zip of the person's own recipes, saved among their downloads (5 an hour; a refusal
 * is thrown in the server's words, never saved as the zip).
 */
export function downloadRecipes(format: RecipeExportFormat, today = new Date()): Promise<void> {
  return downloadAttachment(`/api/recipes/export?${new URLSearchParams({ format })}`, recipeExportFileName(format, today));
}
