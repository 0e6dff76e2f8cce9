import { parse as parseYaml } from 'yaml';
import type { SchemaNode } from '../../../lib/schema-org.ts';
import { decodeText } from '../read/decode-text.ts';
import type { ExportEntry, ExportFile } from '../read/export-file.ts';
import { baseName, folderOf, type ExportFormat, type ImportItem } from './export-format.ts';

/**
 * Chowdown (a Jekyll site of recipes): its repository as a zip, with _recipes/<name>.md, each a YAML front matter
 * (title, image, tags, ingredients, directions, and optionally yield, prep, cook) followed by markdown prose, and
 * the photos in the site's images/ folder, named by the front matter's image.
 */
const recipePath = /(?:^|\/)_recipes\/[^/]+\.(?:md|markdown)$/i;
const isRecipeEntry = (entry: ExportEntry) => recipePath.test(entry.path) && !entry.path.startsWith('__MACOSX/');
const frontMatter = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
/** A list in the front matter: a YAML list, or one line of comma-separated words (Chowdown's tags). */
const words = (value: unknown) =>
  (Array.isArray(value)
    ? value.map(text)
    : text(value)
        .split(',')
        .map((word) => word.trim())
  ).filter(Boolean);
/** Ingredients or directions: a YAML list of lines (a nested list is a component's lines), or a block of text. */
const lines = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .flatMap((item) =>
          Array.isArray(item) ? lines(item) : typeof item === 'object' && item !== null ? lines(Object.values(item)) : [text(item)],
        )
        .filter(Boolean)
    : text(value)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);

/**
 * The front matter, parsed by a YAML parser (its lists, quoting and folded text are YAML's, not lines to split),
 * with aliases bounded (yaml's maxAliasCount) so a small file cannot expand into a huge one; null when it has none
 * or it is not YAML.
 */
function frontMatterOf(source: string): { fields: Fields; body: string } | null {
  const found = frontMatter.exec(source);
  if (!found) return null;
  try {
    const fields: unknown = parseYaml(found[1] ?? '', { maxAliasCount: 50, prettyErrors: false });
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
    return { fields: fields as Fields, body: source.slice(found[0].length).trim() };
  } catch {
    return null;
  }
}

const isChowdown = (fields: Fields) => 'title' in fields && ('ingredients' in fields || 'directions' in fields);

function toSchemaOrg(fields: Fields, body: string): SchemaNode {
  return {
    '@type': 'Recipe',
    name: text(fields.title),
    description: body,
    recipeYield: text(fields.yield) || text(fields.servings),
    prepTime: text(fields.prep) || undefined,
    cookTime: text(fields.cook) || undefined,
    recipeIngredient: lines(fields.ingredients),
    recipeInstructions: lines(fields.directions),
    keywords: words(fields.tags),
  };
}

/** The photo the front matter names: in the site's images/ folder (beside _recipes/), or a path from the site's root. */
function photoOf(file: ExportFile, entry: ExportEntry, image: string): ExportEntry | undefined {
  if (!image || /^[a-z][a-z0-9+.-]*:/i.test(image)) return undefined;
  const site = folderOf(folderOf(entry.path));
  const under = (path: string) => (site ? `${site}/${path}` : path);
  const relative = image.replace(/^\/+/, '');
  return file.entry(under(`images/${relative}`)) ?? file.entry(under(relative));
}

async function* readChowdown(file: ExportFile): AsyncIterable<ImportItem> {
  for (const entry of file.entries.filter(isRecipeEntry)) {
    const found = frontMatterOf(decodeText(await entry.bytes()));
    if (!found || !isChowdown(found.fields)) {
      yield { kind: 'failed', name: entry.path, problem: 'unreadable' };
      continue;
    }
    const node = toSchemaOrg(found.fields, found.body);
    const photo = photoOf(file, entry, text(found.fields.image));
    yield { kind: 'recipe', name: (node.name as string) || baseName(entry.path), node, photo: photo ? () => photo.bytes() : null };
  }
}

/** Chowdown: a zip with _recipes/*.md whose front matter has a title and ingredients or directions. */
export const chowdown: ExportFormat = {
  id: 'chowdown',
  async detect(file) {
    const first = file.zip ? file.entries.find(isRecipeEntry) : undefined;
    if (!first) return false;
    const found = frontMatterOf(decodeText(await first.bytes()));
    return found !== null && isChowdown(found.fields);
  },
  read: readChowdown,
  count: async (file) => file.entries.filter(isRecipeEntry).length,
};
