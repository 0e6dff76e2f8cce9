import { z } from 'zod';

/** The apps and formats whose export files are read (docs/decisions/0071, 0072), as an import names its `format`. */
export const importFormats = [
  'mealie',
  'tandoor',
  'paprika',
  'nextcloud',
  'chowdown',
  'copymethat',
  'recipekeeper',
  'plantoeat',
  'myrecipebox',
  'cookn',
  'cooklang',
  'mealmaster',
  'jsonld',
  'urls',
] as const;
export type ImportFormat = (typeof importFormats)[number];

export { IMPORT_FILE_MAX_BYTES } from './import-file-limit.ts';

/** POST /api/imports → 202: the import's id, to ask GET /api/imports/{id} how it goes. */
export const importStartedSchema = z.object({ id: z.string() });

/**
 * GET /api/imports/{id}: where an import is. `total` is the file's recipes, counted before the first is read (0 until
 * then), and final once it is `done`; `imported + skipped + failed` climb towards it;
 * `error` says why a `failed` import's file could not be read at all; `errors` name the recipes that did not come in
 * (or came in without their photo, or shortened) and why, in the reader's language.
 */
export const importStatusSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  format: z.enum(importFormats).nullable(),
  fileName: z.string(),
  total: z.number().int().describe('The file’s recipes, counted before the first is read; 0 until then'),
  imported: z.number().int(),
  skipped: z.number().int().describe('Already in the collection: the same title and source'),
  failed: z.number().int(),
  error: z.string().nullable(),
  errors: z.array(z.object({ name: z.string(), error: z.string() })),
  recipeIds: z.array(z.string()),
});
export type ImportStatus = z.output<typeof importStatusSchema>;
