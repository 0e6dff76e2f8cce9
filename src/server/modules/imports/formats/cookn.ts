import type { SchemaNode } from '../../../lib/schema-org.ts';
import { decodeText } from '../read/decode-text.ts';
import type { ExportEntry, ExportFile } from '../read/export-file.ts';
import { ImportFileError } from '../read/import-file-error.ts';
import { importLimits } from '../read/import-limits.ts';
import { baseName, folderOf, isoMinutes, type ExportFormat, type ImportItem } from './export-format.ts';

/**
 * DVO Cook'n X3: its database tables exported as .dsv files, zipped with the pictures (docs/decisions/0072: no
 * public description by DVO; this is the layout Mealie's importer reads). Each table is a header row and rows,
 * fields separated by "||||" and rows by "!@#%^&*()" (so that text may hold commas, tabs and line breaks); a
 * picture is a file named by its temp_media ID, often without an extension.
 *
 * Read: temp_recipe (ID, SERVES, PREPTIME and COOKTIME in minutes, INSTRUCTIONS), temp_recipe_desc (TITLE,
 * DESCRIPTION, PARENT chapter), temp_chapter_desc and temp_cookBook_desc (TITLE: kept as a category),
 * temp_ingredient (PARENT_ID, DISPLAY_ORDER, AMOUNT_QTY_STRING, AMOUNT_UNIT, PRE_QUALIFIER, INGREDIENT_FOOD_ID,
 * POST_QUALIFIER, BRAND_ID) with temp_unit, temp_food and temp_brand (NAME), temp_media (ID, ENTITY_ID).
 */
const FIELD = '||||';
const ROW = '!@#%^&*()';

type Row = Record<string, string>;

/** One table's rows by column name; "[null]" is Cook'n's empty value. */
function tableOf(source: string, path: string): Row[] {
  const rows = source.trim().split(ROW);
  if (rows.length > importLimits.textLines) throw new ImportFileError('tooManyLines', path);
  const header = (rows[0] ?? '').split(FIELD).map((name) => name.trim());
  return rows.slice(1).flatMap((line) => {
    if (!line.trim()) return [];
    const values = line.split(FIELD);
    return [Object.fromEntries(header.map((name, at) => [name, (values[at] ?? '').trim() === '[null]' ? '' : (values[at] ?? '').trim()]))];
  });
}

const dsvEntries = (file: ExportFile) => file.entries.filter((entry) => /\.dsv$/i.test(entry.path) && !entry.path.startsWith('__MACOSX/'));

async function tablesOf(file: ExportFile): Promise<Map<string, Row[]>> {
  const tables = new Map<string, Row[]>();
  for (const entry of dsvEntries(file))
    tables.set(baseName(entry.path).toLowerCase(), tableOf(decodeText(await entry.bytes()), entry.path));
  return tables;
}

const byId = (rows: Row[] | undefined, column = 'ID') => new Map((rows ?? []).map((row) => [row[column] ?? '', row]));

/** Steps: a numbered or bulleted line starts a step and the lines after it continue it; otherwise a line is a step. */
function stepsOf(instructions: string): string[] {
  const steps: string[] = [];
  let current: string[] | null = null;
  for (const raw of instructions.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const started = /^(?:\d+[.)-]|[-*•])\s*(.*)$/.exec(line);
    if (started) {
      if (current) steps.push(current.join(' '));
      current = [started[1] ?? ''];
    } else if (current) current.push(line);
    else steps.push(line);
  }
  if (current) steps.push(current.join(' '));
  return steps.filter(Boolean);
}

async function* readCookn(file: ExportFile): AsyncIterable<ImportItem> {
  const tables = await tablesOf(file);
  const recipes = tables.get('temp_recipe') ?? [];
  if (recipes.length > importLimits.recipes) throw new ImportFileError('tooManyRecipes', 'temp_recipe.dsv');
  const descriptions = byId(tables.get('temp_recipe_desc'));
  const chapters = byId(tables.get('temp_chapter_desc'));
  const cookbooks = byId(tables.get('temp_cookbook_desc'));
  const units = byId(tables.get('temp_unit'));
  const foods = byId(tables.get('temp_food'));
  const brands = byId(tables.get('temp_brand'));
  const media = byId(tables.get('temp_media'), 'ENTITY_ID');
  const ingredients = new Map<string, Row[]>();
  for (const row of tables.get('temp_ingredient') ?? []) {
    const parent = row.PARENT_ID ?? '';
    const rows = ingredients.get(parent);
    if (rows) rows.push(row);
    else ingredients.set(parent, [row]);
  }
  const folder = folderOf(dsvEntries(file)[0]?.path ?? '');

  for (const recipe of recipes) {
    const id = recipe.ID ?? '';
    const description = descriptions.get(id);
    const name = description?.TITLE ?? '';
    if (!name) {
      yield { kind: 'failed', name: `temp_recipe.dsv, ID ${id}`, problem: 'noTitle' };
      continue;
    }
    const chapter = chapters.get(description?.PARENT ?? '');
    const cookbook = cookbooks.get(chapter?.PARENT ?? '');
    const lines = [...(ingredients.get(id) ?? [])]
      .sort((a, b) => Number(a.DISPLAY_ORDER) - Number(b.DISPLAY_ORDER))
      .map((row) => {
        const amount = row.AMOUNT_QTY_STRING === '0' ? '' : (row.AMOUNT_QTY_STRING ?? '');
        const parts = [
          amount,
          units.get(row.AMOUNT_UNIT ?? '')?.NAME,
          row.PRE_QUALIFIER?.replace(/,$/, ''),
          foods.get(row.INGREDIENT_FOOD_ID ?? '')?.NAME,
        ];
        const after = row.POST_QUALIFIER?.replace(/^,\s*/, '').replace(/,$/, '') ?? '';
        const brand = brands.get(row.BRAND_ID ?? '')?.NAME ?? '';
        return [parts.filter(Boolean).join(' '), after, brand].filter(Boolean).join(', ');
      })
      .filter(Boolean);
    const prep = Number(recipe.PREPTIME) || 0;
    const cook = Number(recipe.COOKTIME) || 0;
    const node: SchemaNode = {
      '@type': 'Recipe',
      name,
      description: description?.DESCRIPTION ?? '',
      recipeYield: recipe.SERVES ?? '',
      prepTime: isoMinutes(prep),
      cookTime: isoMinutes(cook),
      totalTime: isoMinutes(prep + cook),
      recipeIngredient: lines,
      recipeInstructions: stepsOf(recipe.INSTRUCTIONS ?? ''),
      recipeCategory: [[cookbook?.TITLE, chapter?.TITLE].filter(Boolean).join(' – ')].filter(Boolean),
    };
    const picture = photoOf(file, folder, media.get(id));
    yield { kind: 'recipe', name, node, photo: picture ? () => picture.bytes() : null };
  }
}

/** The recipe's own picture (a cookbook's or chapter's picture is theirs, not the recipe's): its media ID is its file name. */
function photoOf(file: ExportFile, folder: string, row: Row | undefined): ExportEntry | undefined {
  const mediaId = row?.ID ?? '';
  if (!mediaId || mediaId.includes('/')) return undefined;
  const path = folder ? `${folder}/${mediaId}` : mediaId;
  const extension = (row?.MEDIA_CONTENT_TYPE ?? '').split('/').pop();
  return file.entry(path) ?? (extension ? file.entry(`${path}.${extension}`) : undefined);
}

/** Cook'n: a zip with temp_recipe.dsv whose header row is Cook'n's (fields between "||||"). */
export const cookn: ExportFormat = {
  id: 'cookn',
  async detect(file) {
    const recipes = file.zip ? dsvEntries(file).find((entry) => baseName(entry.path).toLowerCase() === 'temp_recipe') : undefined;
    if (!recipes) return false;
    const head = decodeText((await recipes.bytes()).subarray(0, 4096));
    return head.includes(FIELD) && /(?:^|\|\|\|\|)INSTRUCTIONS(?:\|\|\|\||!@#)/.test(head.replace(/\s/g, ''));
  },
  read: readCookn,
  async count(file) {
    const recipes = dsvEntries(file).find((entry) => baseName(entry.path).toLowerCase() === 'temp_recipe');
    return recipes ? tableOf(decodeText(await recipes.bytes()), recipes.path).length : 0;
  },
};
