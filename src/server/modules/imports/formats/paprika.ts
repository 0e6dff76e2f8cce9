import type { SchemaNode } from '../../../lib/schema-org.ts';
import { decodeText, parseJson } from '../read/decode-text.ts';
import { gunzipBounded, type ExportEntry, type ExportFile } from '../read/export-file.ts';
import { baseName, type ExportFormat, type ImportItem } from './export-format.ts';

const GZIP = [0x1f, 0x8b];

/** A Paprika recipe as its export writes it (one gzipped JSON object per recipe); the fields we use. */
interface PaprikaRecipe {
  name?: unknown;
  ingredients?: unknown;
  directions?: unknown;
  description?: unknown;
  notes?: unknown;
  servings?: unknown;
  prep_time?: unknown;
  cook_time?: unknown;
  total_time?: unknown;
  source_url?: unknown;
  categories?: unknown;
  photo_data?: unknown;
  uid?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const lines = (value: unknown) =>
  text(value)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Whether a parsed value is a Paprika recipe: its own field names, not a schema.org or another app's. */
const isPaprika = (value: unknown): value is PaprikaRecipe =>
  typeof value === 'object' &&
  value !== null &&
  'ingredients' in value &&
  'directions' in value &&
  ('uid' in value || 'photo_data' in value);

/** A .paprikarecipe entry's recipe: gzipped JSON (the single file is unpacked already when opened). */
async function recipeOf(entry: ExportEntry): Promise<unknown> {
  let bytes = await entry.bytes();
  if (bytes[0] === GZIP[0] && bytes[1] === GZIP[1]) bytes = await gunzipBounded(bytes, entry.path);
  return parseJson(decodeText(bytes), entry.path);
}

/** Paprika's fields as a schema.org Recipe; its times are words ("1 hr 20 mins"), which recipeToDraft reads. */
function toSchemaOrg(recipe: PaprikaRecipe): SchemaNode {
  const notes = text(recipe.notes);
  const description = [text(recipe.description), notes].filter(Boolean).join('\n\n');
  return {
    '@type': 'Recipe',
    name: text(recipe.name),
    description,
    recipeYield: text(recipe.servings),
    prepTime: text(recipe.prep_time) || undefined,
    cookTime: text(recipe.cook_time) || undefined,
    totalTime: text(recipe.total_time) || undefined,
    recipeIngredient: lines(recipe.ingredients),
    recipeInstructions: text(recipe.directions)
      .split(/(?:\r\n|\r|\n)\s*(?:\r\n|\r|\n)|(?:\r\n|\r|\n)/)
      .map((step) => step.trim())
      .filter(Boolean),
    keywords: Array.isArray(recipe.categories) ? recipe.categories.filter((c): c is string => typeof c === 'string') : [],
    url: text(recipe.source_url) || undefined,
  };
}

async function* readPaprika(file: ExportFile): AsyncIterable<ImportItem> {
  const entries = file.zip ? file.entries.filter((entry) => /\.paprikarecipe$/i.test(entry.path)) : file.entries;
  for (const entry of entries) {
    const recipe = await recipeOf(entry);
    if (!isPaprika(recipe)) {
      yield { kind: 'failed', name: entry.path, problem: 'unreadable' };
      continue;
    }
    const node = toSchemaOrg(recipe);
    const photo = typeof recipe.photo_data === 'string' && recipe.photo_data.length > 0 ? recipe.photo_data : null;
    yield {
      kind: 'recipe',
      name: (node.name as string) || baseName(entry.path),
      node,
      photo: photo ? async () => Buffer.from(photo, 'base64') : null,
    };
  }
}

/** Paprika: a .paprikarecipes file (a zip of gzipped JSON recipes), a zip of .paprikarecipe files, or one of them. */
export const paprika: ExportFormat = {
  id: 'paprika',
  async detect(file) {
    const first = file.zip ? file.entries.find((entry) => /\.paprikarecipe$/i.test(entry.path)) : file.entries[0];
    return first !== undefined && isPaprika(await recipeOf(first));
  },
  read: readPaprika,
  count: async (file) => (file.zip ? file.entries.filter((entry) => /\.paprikarecipe$/i.test(entry.path)).length : 1),
};
