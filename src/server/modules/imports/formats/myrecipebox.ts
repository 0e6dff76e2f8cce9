import type { SchemaNode } from '../../../lib/schema-org.ts';
import type { ExportEntry, ExportFile } from '../read/export-file.ts';
import { cell, csvHeader, csvRecords, minutesCell } from './csv-records.ts';
import type { ExportFormat, ImportItem } from './export-format.ts';

/**
 * MyRecipeBox's export: a CSV with a row per recipe under its own camelCase column names (title, preparationTime,
 * cookingTime, totalTime in minutes, quantity, ingredients and instructions as lines, notes, nutrition as
 * "name : amount" lines, categories and tags separated by ";", source, video, originalPicture as a web address).
 */
const isMyRecipeBox = (header: string[] | null) =>
  header !== null &&
  ['title', 'ingredients', 'instructions'].every((column) => header.includes(column)) &&
  (header.includes('originalPicture') || header.includes('preparationTime'));

const linesOf = (value: string) =>
  value
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const listOf = (value: string) =>
  value
    .split(';')
    .map((word) => word.trim())
    .filter(Boolean);

/** MyRecipeBox's nutrition names, as schema.org's NutritionInformation names them. */
const nutritionNames: Record<string, string> = {
  calories: 'calories',
  carbohydrate: 'carbohydrateContent',
  protein: 'proteinContent',
  fat: 'fatContent',
  saturatedfat: 'saturatedFatContent',
  transfat: 'transFatContent',
  unsaturatedfat: 'unsaturatedFatContent',
  sodium: 'sodiumContent',
  fiber: 'fiberContent',
  sugar: 'sugarContent',
  cholesterol: 'cholesterolContent',
};

function nutritionOf(value: string): SchemaNode {
  const node: SchemaNode = { '@type': 'NutritionInformation' };
  for (const line of linesOf(value)) {
    const at = line.indexOf(':');
    const name = nutritionNames[line.slice(0, Math.max(at, 0)).trim().toLowerCase()];
    if (name) node[name] = line.slice(at + 1).trim();
  }
  return node;
}

function toSchemaOrg(row: Record<string, string>): SchemaNode {
  const source = cell(row, 'source');
  const video = cell(row, 'video');
  return {
    '@type': 'Recipe',
    name: cell(row, 'title'),
    // The video's address when there is a source already: kept with the notes rather than dropped.
    description: [cell(row, 'description'), cell(row, 'notes'), source && video ? video : ''].filter(Boolean).join('\n\n'),
    recipeYield: cell(row, 'quantity'),
    prepTime: minutesCell(cell(row, 'preparationTime')),
    cookTime: minutesCell(cell(row, 'cookingTime')),
    totalTime: minutesCell(cell(row, 'totalTime')),
    recipeIngredient: linesOf(cell(row, 'ingredients')),
    recipeInstructions: linesOf(cell(row, 'instructions')),
    recipeCategory: listOf(cell(row, 'categories')),
    keywords: listOf(cell(row, 'tags')),
    nutrition: nutritionOf(cell(row, 'nutrition')),
    url: source || video || undefined,
    image: cell(row, 'originalPicture') || undefined,
  };
}

async function* readRows(entry: ExportEntry): AsyncIterable<ImportItem> {
  for (const [index, row] of csvRecords(await entry.bytes(), entry.path).entries()) {
    const node = toSchemaOrg(row);
    if (!node.name) yield { kind: 'failed', name: `${entry.path}, row ${index + 2}`, problem: 'noTitle' };
    else yield { kind: 'recipe', name: node.name as string, node, photo: null };
  }
}

const csvEntries = (file: ExportFile) =>
  file.zip ? file.entries.filter((entry) => /\.csv$/i.test(entry.path) && !entry.path.startsWith('__MACOSX/')) : file.entries;

async function* readMyRecipeBox(file: ExportFile): AsyncIterable<ImportItem> {
  for (const entry of csvEntries(file)) yield* readRows(entry);
}

/** MyRecipeBox: a CSV whose header has its own column names (title, ingredients, instructions, originalPicture). */
export const myRecipeBox: ExportFormat = {
  id: 'myrecipebox',
  async detect(file) {
    const [first] = csvEntries(file);
    return first !== undefined && isMyRecipeBox(csvHeader(await first.bytes()));
  },
  read: readMyRecipeBox,
  async count(file) {
    let count = 0;
    for (const entry of csvEntries(file)) count += csvRecords(await entry.bytes(), entry.path).length;
    return count;
  },
};
