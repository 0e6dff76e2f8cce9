import { findRecipes, type SchemaNode } from '../../../lib/schema-org.ts';
import { decodeText, parseJson } from '../read/decode-text.ts';
import type { ExportEntry, ExportFile } from '../read/export-file.ts';
import { baseName, folderOf, isImagePath, type ExportFormat, type ImportItem } from './export-format.ts';

const jsonPath = /\.(?:json|jsonld)$/i;

/** The schema.org Recipes in one JSON entry: one object, an array, or an @graph; none when it is not JSON. */
async function recipesIn(entry: ExportEntry): Promise<SchemaNode[] | null> {
  const value = parseJson(decodeText(await entry.bytes()), entry.path);
  return value === undefined ? null : findRecipes([value]);
}

/**
 * The photo that goes with a recipe: the file its `image` names, relative to its own file (as our export and others
 * write it), else, in a folder of its own, the folder's picture (Nextcloud Cookbook's full.jpg before its thumbs).
 */
function photoFor(file: ExportFile, entry: ExportEntry, node: SchemaNode, ownFolder: boolean): ExportEntry | undefined {
  const folder = folderOf(entry.path);
  const images = Array.isArray(node.image) ? node.image : [node.image];
  for (const image of images) {
    const named =
      typeof image === 'string' ? image : typeof (image as SchemaNode | null)?.url === 'string' ? (image as SchemaNode).url : null;
    if (typeof named !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(named)) continue;
    const found = file.entry(folder ? `${folder}/${named.replace(/^\.\//, '')}` : named.replace(/^\.\//, ''));
    if (found) return found;
  }
  if (!ownFolder) return undefined;
  const pictures = file.entries.filter((candidate) => folderOf(candidate.path) === folder && isImagePath(candidate.path));
  return pictures.find((picture) => /^full\./i.test(baseName(picture.path) + '.')) ?? pictures.sort((a, b) => b.size - a.size)[0];
}

async function* readSchemaOrgFiles(file: ExportFile): AsyncIterable<ImportItem> {
  const jsonEntries = file.zip ? file.entries.filter((entry) => jsonPath.test(entry.path)) : file.entries;
  const perFolder = new Map<string, number>();
  for (const entry of jsonEntries) perFolder.set(folderOf(entry.path), (perFolder.get(folderOf(entry.path)) ?? 0) + 1);
  for (const entry of jsonEntries) {
    const recipes = await recipesIn(entry);
    if (recipes === null) {
      yield { kind: 'failed', name: entry.path, problem: 'unreadable' };
      continue;
    }
    if (recipes.length === 0) {
      yield { kind: 'failed', name: entry.path, problem: 'noRecipe' };
      continue;
    }
    const ownFolder = file.zip && folderOf(entry.path) !== '' && perFolder.get(folderOf(entry.path)) === 1 && recipes.length === 1;
    for (const node of recipes) {
      const photo = file.zip ? photoFor(file, entry, node, ownFolder) : undefined;
      yield {
        kind: 'recipe',
        name: typeof node.name === 'string' && node.name.trim() ? node.name.trim() : baseName(entry.path),
        node,
        photo: photo ? () => photo.bytes() : null,
      };
    }
  }
}

/** Whether the first JSON entries hold schema.org Recipes (a few are enough to tell; reading them all is the import). */
async function holdsRecipes(entries: readonly ExportEntry[]): Promise<boolean> {
  for (const entry of entries.slice(0, 3)) {
    const recipes = await recipesIn(entry);
    if (recipes && recipes.length > 0) return true;
  }
  return false;
}

/**
 * A zip's JSON files (one recipe each, as exports write them), or the recipes of a single JSON file, which only
 * parsing tells: it was parsed to tell its format already, and is parsed again in the worker, off the event loop.
 */
async function countSchemaOrg(file: ExportFile): Promise<number | null> {
  if (file.zip) return file.entries.filter((entry) => jsonPath.test(entry.path)).length;
  const [entry] = file.entries;
  return entry ? ((await recipesIn(entry))?.length ?? null) : null;
}

/** Nextcloud Cookbook: a zip of folders, one per recipe, each with its schema.org recipe.json and its pictures. */
export const nextcloudCookbook: ExportFormat = {
  id: 'nextcloud',
  async detect(file) {
    if (!file.zip) return false;
    const recipeFiles = file.entries.filter((entry) => /(^|\/)recipe\.json$/i.test(entry.path));
    const jsonFiles = file.entries.filter((entry) => jsonPath.test(entry.path));
    return recipeFiles.length > 0 && recipeFiles.length === jsonFiles.length && (await holdsRecipes(recipeFiles));
  },
  read: readSchemaOrgFiles,
  count: countSchemaOrg,
};

/** schema.org Recipe JSON-LD: one file (an object, an array or an @graph), or a zip of such files with their photos. */
export const schemaOrgJson: ExportFormat = {
  id: 'jsonld',
  async detect(file) {
    const candidates = file.zip ? file.entries.filter((entry) => jsonPath.test(entry.path)) : file.entries;
    return candidates.length > 0 && (await holdsRecipes(candidates));
  },
  read: readSchemaOrgFiles,
  count: countSchemaOrg,
};
