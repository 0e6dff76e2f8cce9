import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';
import { recipeExportFormats } from './recipe-export-rules.ts';

export { recipeExportFileName, recipeExportFormats, type RecipeExportFormat } from './recipe-export-rules.ts';

/** GET /api/recipes/export: which files; schema.org JSON-LD when the query names none. */
export const recipeExportQuerySchema = z.object({
  format: z.enum(recipeExportFormats, refusal('validation.recipeExport.format')).default('jsonld'),
});
