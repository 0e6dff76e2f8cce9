import type { SchemaNode } from '../../../lib/schema-org.ts';
import type { ExportEntry, ExportFile } from '../read/export-file.ts';
import { cell, csvHeader, csvRecords, minutesCell } from './csv-records.ts';
import type { ExportFormat, ImportItem } from './export-format.ts';

/**
 * Plan to Eat's export: a CSV (alone, or in a zip) with a row per recipe under its own column names (Title,
 * Ingredients, Directions, Url Host, Photo Url, Main Ingredient, Prep Time in minutes, …). An ingredient line
 * starting with ", " is a heading. Its photos are web addresses, kept as the recipe's image: the file holds none.
 */
const csvPath = /\.csv$/i;
/** Columns only Plan to Eat writes, beside the three every recipe CSV has. */
const ownColumns = ['Url Host', 'Photo Url', 'Main Ingredient', 'Public Url'];

const isPlanToEat = (header: string[] | null) =>
  header !== null &&
  ['Title', 'Ingredients', 'Directions'].every((column) => header.includes(column)) &&
  ownColumns.some((column) => header.includes(column));

const linesOf = (value: string) =>
  value
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Steps: paragraphs when the text has blank lines between them, else one step per line. */
const stepsOf = (value: string) =>
  /\n\s*\n/.test(value.replace(/\r\n?/g, '\n'))
    ? value
        .replace(/\r\n?/g, '\n')
        .split(/\n\s*\n/)
        .map((step) => step.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
    : linesOf(value);

function toSchemaOrg(row: Record<string, string>): SchemaNode {
  const nutrition = {
    calories: cell(row, 'Calories'),
    proteinContent: cell(row, 'Protein'),
    carbohydrateContent: cell(row, 'Carbohydrate'),
    fatContent: cell(row, 'Fat'),
    fiberContent: cell(row, 'Fiber'),
    sugarContent: cell(row, 'Sugar'),
    sodiumContent: cell(row, 'Sodium'),
    saturatedFatContent: cell(row, 'Saturated Fat'),
  };
  const source = cell(row, 'Source');
  return {
    '@type': 'Recipe',
    name: cell(row, 'Title'),
    description: [cell(row, 'Description'), source].filter(Boolean).join('\n\n'),
    recipeYield: cell(row, 'Servings') || cell(row, 'Yield'),
    prepTime: minutesCell(cell(row, 'Prep Time')),
    cookTime: minutesCell(cell(row, 'Cook Time')),
    totalTime: minutesCell(cell(row, 'Total Time')),
    recipeIngredient: linesOf(cell(row, 'Ingredients')).map((line) => line.replace(/^,\s*/, '')),
    recipeInstructions: stepsOf(cell(row, 'Directions')),
    recipeCategory: [cell(row, 'Course')].filter(Boolean),
    recipeCuisine: cell(row, 'Cuisine') || undefined,
    keywords: [...cell(row, 'Tags').split(','), cell(row, 'Main Ingredient')].map((tag) => tag.trim()).filter(Boolean),
    nutrition: { '@type': 'NutritionInformation', ...Object.fromEntries(Object.entries(nutrition).filter(([, value]) => value)) },
    url: cell(row, 'Url') || undefined,
    image: cell(row, 'Photo Url') || undefined,
  };
}

const csvEntries = (file: ExportFile) =>
  file.zip ? file.entries.filter((entry) => csvPath.test(entry.path) && !entry.path.startsWith('__MACOSX/')) : file.entries;

async function* readRows(entry: ExportEntry): AsyncIterable<ImportItem> {
  for (const [index, row] of csvRecords(await entry.bytes(), entry.path).entries()) {
    const node = toSchemaOrg(row);
    // The row's number as a spreadsheet shows it (the header is row 1), so a person can find the row without a title.
    if (!node.name) yield { kind: 'failed', name: `${entry.path}, row ${index + 2}`, problem: 'noTitle' };
    else yield { kind: 'recipe', name: node.name as string, node, photo: null };
  }
}

async function* readPlanToEat(file: ExportFile): AsyncIterable<ImportItem> {
  for (const entry of csvEntries(file)) yield* readRows(entry);
}

/** Plan to Eat: a CSV whose header has Title, Ingredients, Directions and a column of Plan to Eat's own. */
export const planToEat: ExportFormat = {
  id: 'plantoeat',
  async detect(file) {
    const [first] = csvEntries(file);
    return first !== undefined && isPlanToEat(csvHeader(await first.bytes()));
  },
  read: readPlanToEat,
  async count(file) {
    let count = 0;
    for (const entry of csvEntries(file)) count += csvRecords(await entry.bytes(), entry.path).length;
    return count;
  },
};
