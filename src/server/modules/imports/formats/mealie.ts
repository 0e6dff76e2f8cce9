import type { SchemaNode } from '../../../lib/schema-org.ts';
import { decodeText, parseJson } from '../read/decode-text.ts';
import type { ExportEntry, ExportFile } from '../read/export-file.ts';
import { baseName, folderOf, isImagePath, type ExportFormat, type ImportItem } from './export-format.ts';

/**
 * Mealie's recipe export (its bulk export of chosen recipes): a zip with recipes/<slug>/<slug>.json, each the
 * recipe as Mealie's model writes it, beside its images/ (original.webp and smaller copies) and assets/. Older
 * exports put the same under a dated top folder; macOS adds __MACOSX copies, which are skipped.
 */
const recipeJson = /(?:^|\/)recipes\/([^/]+)\/\1\.json$/;
const isRecipeEntry = (entry: ExportEntry) => recipeJson.test(entry.path) && !entry.path.startsWith('__MACOSX/');

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
/** Mealie writes its field names in snake_case (model dump) or camelCase (its API); either is read. */
const field = (recipe: Fields, snake: string, camel: string) => recipe[snake] ?? recipe[camel];
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** A tag or category: an object with a name, or (older exports) the name itself. */
const nameOf = (value: unknown) => text(typeof value === 'object' && value !== null ? (value as Fields).name : value);

const isMealie = (value: unknown): value is Fields =>
  typeof value === 'object' &&
  value !== null &&
  !('@type' in value) &&
  'slug' in value &&
  ('recipe_ingredient' in value || 'recipeIngredient' in value);

/** A number as a person writes it: 2 not 2.0, 0.5 as it is. */
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? String(value) : '');

/**
 * An ingredient's line: the text Mealie shows for it (display), else the line it was parsed from, else its parts.
 * An ingredient with disable_amount set is a note only (Mealie's unparsed lines keep their whole text there).
 */
function ingredientLine(ingredient: unknown): string {
  if (typeof ingredient === 'string') return ingredient.trim();
  if (typeof ingredient !== 'object' || ingredient === null) return '';
  const parts = ingredient as Fields;
  const shown = text(parts.display) || text(field(parts, 'original_text', 'originalText'));
  if (shown) return shown;
  const note = text(parts.note);
  if (field(parts, 'disable_amount', 'disableAmount') === true) return note;
  return [amount(parts.quantity), nameOf(parts.unit), nameOf(parts.food), note].filter(Boolean).join(' ');
}

/** Ingredient lines, a section's title (Mealie keeps it on the section's first ingredient) as a line of its own. */
function ingredientsOf(recipe: Fields): string[] {
  const lines: string[] = [];
  for (const ingredient of list(field(recipe, 'recipe_ingredient', 'recipeIngredient'))) {
    const title = typeof ingredient === 'object' && ingredient !== null ? text((ingredient as Fields).title) : '';
    if (title) lines.push(title);
    const line = ingredientLine(ingredient);
    if (line) lines.push(line);
  }
  return lines;
}

/** Steps; a step's title (a section heading in Mealie) makes a HowToSection, as schema.org writes sections. */
function stepsOf(recipe: Fields): SchemaNode[] {
  return list(field(recipe, 'recipe_instructions', 'recipeInstructions')).flatMap((step): SchemaNode[] => {
    const stepText = typeof step === 'string' ? step.trim() : text((step as Fields | null)?.text);
    if (!stepText) return [];
    const title = typeof step === 'object' && step !== null ? text((step as Fields).title) : '';
    const howTo = { '@type': 'HowToStep', text: stepText };
    return [title ? { '@type': 'HowToSection', name: title, itemListElement: [howTo] } : howTo];
  });
}

/** Mealie's nutrition (fat_content, …) as schema.org's NutritionInformation (fatContent, …). */
function nutritionOf(recipe: Fields): SchemaNode | undefined {
  const nutrition = recipe.nutrition;
  if (typeof nutrition !== 'object' || nutrition === null) return undefined;
  const node: SchemaNode = { '@type': 'NutritionInformation' };
  for (const [key, value] of Object.entries(nutrition)) {
    if (value === null || value === undefined || value === '') continue;
    node[key.replace(/_([a-z])/g, (_all, letter: string) => letter.toUpperCase())] = text(value);
  }
  return node;
}

function toSchemaOrg(recipe: Fields): SchemaNode {
  const notes = list(recipe.notes)
    .map((note) => [text((note as Fields | null)?.title), text((note as Fields | null)?.text)].filter(Boolean).join('\n'))
    .filter(Boolean);
  const servings = field(recipe, 'recipe_servings', 'recipeServings');
  return {
    '@type': 'Recipe',
    name: text(recipe.name),
    description: [text(recipe.description), ...notes].filter(Boolean).join('\n\n'),
    recipeYield:
      text(field(recipe, 'recipe_yield', 'recipeYield')) || (typeof servings === 'number' && servings > 0 ? String(servings) : ''),
    prepTime: text(field(recipe, 'prep_time', 'prepTime')) || undefined,
    cookTime: text(field(recipe, 'cook_time', 'cookTime')) || text(field(recipe, 'perform_time', 'performTime')) || undefined,
    totalTime: text(field(recipe, 'total_time', 'totalTime')) || undefined,
    recipeIngredient: ingredientsOf(recipe),
    recipeInstructions: stepsOf(recipe),
    recipeCategory: list(field(recipe, 'recipe_category', 'recipeCategory'))
      .map(nameOf)
      .filter(Boolean),
    keywords: list(recipe.tags).map(nameOf).filter(Boolean),
    nutrition: nutritionOf(recipe),
    url: text(field(recipe, 'org_url', 'orgURL')) || undefined,
  };
}

/** The recipe's photo: images/original.* (the full-size one Mealie keeps), else the biggest picture in images/. */
function photoOf(file: ExportFile, entry: ExportEntry): ExportEntry | undefined {
  const images = `${folderOf(entry.path)}/images`;
  const pictures = file.entries.filter((candidate) => folderOf(candidate.path) === images && isImagePath(candidate.path));
  return pictures.find((picture) => baseName(picture.path) === 'original') ?? [...pictures].sort((a, b) => b.size - a.size)[0];
}

async function recipeOf(entry: ExportEntry): Promise<unknown> {
  return parseJson(decodeText(await entry.bytes()), entry.path);
}

async function* readMealie(file: ExportFile): AsyncIterable<ImportItem> {
  for (const entry of file.entries.filter(isRecipeEntry)) {
    const recipe = await recipeOf(entry);
    if (!isMealie(recipe)) {
      yield { kind: 'failed', name: entry.path, problem: 'unreadable' };
      continue;
    }
    const node = toSchemaOrg(recipe);
    const photo = photoOf(file, entry);
    yield {
      kind: 'recipe',
      name: (node.name as string) || baseName(entry.path),
      node,
      photo: photo ? () => photo.bytes() : null,
    };
  }
}

/** Mealie: told by recipes/<slug>/<slug>.json files holding Mealie's own fields (slug, recipe_ingredient). */
export const mealie: ExportFormat = {
  id: 'mealie',
  async detect(file) {
    const first = file.zip ? file.entries.find(isRecipeEntry) : undefined;
    return first !== undefined && isMealie(await recipeOf(first));
  },
  read: readMealie,
  count: async (file) => file.entries.filter(isRecipeEntry).length,
};
