import type { SchemaNode } from '../../../lib/schema-org.ts';
import { decodeText, parseJson } from '../read/decode-text.ts';
import { openNestedZip, type ExportFile } from '../read/export-file.ts';
import { baseName, isImagePath, isoMinutes, type ExportFormat, type ImportItem } from './export-format.ts';

/**
 * Tandoor's export (Import/Export → export, Tandoor format): a zip of zips, one per recipe, each holding recipe.json
 * (Tandoor's own fields: steps with their ingredients, working_time and waiting_time in minutes) and image.<ext>.
 * One recipe's zip, uploaded alone, is read the same way.
 */
type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {});
const minutes = (value: unknown) => (typeof value === 'number' ? value : 0);

const isTandoor = (value: unknown): value is Fields =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Fields).steps) &&
  ('working_time' in value || 'waiting_time' in value);

/** 2.0 → "2", 0.25 → "0.25": the amount as a person writes it. */
const amountText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? String(value) : '');

/**
 * An ingredient's line from its parts (amount, unit, food, note), or the line it was parsed from when Tandoor kept
 * it; a heading (is_header) is its text alone, as a line of its own.
 */
function ingredientLine(ingredient: Fields): string {
  const note = text(ingredient.note);
  const food = text(record(ingredient.food).name);
  if (ingredient.is_header === true) return note || food;
  const original = text(ingredient.original_text);
  if (original) return original;
  const unit = text(record(ingredient.unit).name);
  const parts = [ingredient.no_amount === true ? '' : amountText(ingredient.amount), unit, food].filter(Boolean).join(' ');
  return [parts, note].filter(Boolean).join(', ');
}

function toSchemaOrg(recipe: Fields): SchemaNode {
  const steps = list(recipe.steps).map(record);
  const working = minutes(recipe.working_time);
  const waiting = minutes(recipe.waiting_time);
  const servings = typeof recipe.servings === 'number' && recipe.servings > 0 ? String(recipe.servings) : '';
  return {
    '@type': 'Recipe',
    name: text(recipe.name),
    description: text(recipe.description),
    recipeYield: [servings, text(recipe.servings_text)].filter(Boolean).join(' '),
    prepTime: isoMinutes(working),
    totalTime: isoMinutes(working + waiting),
    recipeIngredient: steps
      .flatMap((step) => list(step.ingredients).map((ingredient) => ingredientLine(record(ingredient))))
      .filter(Boolean),
    recipeInstructions: steps.flatMap((step): SchemaNode[] => {
      const instruction = text(step.instruction);
      if (!instruction) return [];
      const howTo = { '@type': 'HowToStep', text: instruction };
      return [text(step.name) ? { '@type': 'HowToSection', name: text(step.name), itemListElement: [howTo] } : howTo];
    }),
    keywords: list(recipe.keywords)
      .map((keyword) => text(record(keyword).name))
      .filter(Boolean),
    url: text(recipe.source_url) || undefined,
  };
}

/** One recipe's zip (already opened): its recipe.json and, read now while its zip is open, its image. */
async function readRecipeZip(zip: ExportFile, name: string): Promise<ImportItem> {
  const json = zip.entries.find((entry) => /(?:^|\/)recipe\.json$/i.test(entry.path));
  const recipe = json ? parseJson(decodeText(await json.bytes()), json.path) : undefined;
  if (!isTandoor(recipe)) return { kind: 'failed', name, problem: 'unreadable' };
  const node = toSchemaOrg(recipe);
  const image = zip.entries.find((entry) => /^image$/i.test(baseName(entry.path)) && isImagePath(entry.path));
  const photo = image ? await image.bytes() : null;
  return { kind: 'recipe', name: (node.name as string) || baseName(name), node, photo: photo ? async () => photo : null };
}

const innerZips = (file: ExportFile) => file.entries.filter((entry) => /\.zip$/i.test(entry.path) && !entry.path.startsWith('__MACOSX/'));

async function* readTandoor(file: ExportFile): AsyncIterable<ImportItem> {
  const zips = innerZips(file);
  if (zips.length === 0) {
    yield await readRecipeZip(file, 'recipe.json');
    return;
  }
  for (const entry of zips) {
    const inner = await openNestedZip(await entry.bytes(), entry.path);
    try {
      yield await readRecipeZip(inner, entry.path);
    } finally {
      await inner.close();
    }
  }
}

/** Whether a zip's recipe.json holds Tandoor's own fields (steps, working_time). */
async function holdsTandoorRecipe(zip: ExportFile): Promise<boolean> {
  const json = zip.entries.find((entry) => /(?:^|\/)recipe\.json$/i.test(entry.path));
  return json !== undefined && isTandoor(parseJson(decodeText(await json.bytes()), json.path));
}

/** Tandoor: a zip whose zips each hold a Tandoor recipe.json (the first tells), or one such recipe's zip. */
export const tandoor: ExportFormat = {
  id: 'tandoor',
  async detect(file) {
    if (!file.zip) return false;
    const [first] = innerZips(file);
    if (!first) return holdsTandoorRecipe(file);
    let inner: ExportFile;
    try {
      inner = await openNestedZip(await first.bytes(), first.path);
    } catch {
      // A file called .zip that is not one: not Tandoor's; another format may still read the export.
      return false;
    }
    try {
      return await holdsTandoorRecipe(inner);
    } finally {
      await inner.close();
    }
  },
  read: readTandoor,
  count: async (file) => innerZips(file).length || 1,
};
