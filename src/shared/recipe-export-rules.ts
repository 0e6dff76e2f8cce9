/**
 * The export's plain rules, without zod, for the My recipes page's first load (recipe-export.ts adds the schema).
 * The files `Export recipes` writes: docs/decisions/0073-recipe-export.md.
 */
export const recipeExportFormats = ['jsonld', 'cooklang'] as const;
export type RecipeExportFormat = (typeof recipeExportFormats)[number];

/** The download's name, dated (YYYY-MM-DD) so that exports made on different days sit side by side. */
export function recipeExportFileName(format: RecipeExportFormat, date: Date): string {
  return `champion-kitchen-recipes-${format === 'jsonld' ? 'json-ld' : 'cooklang'}-${date.toISOString().slice(0, 10)}.zip`;
}
