import type { SchemaNode } from '../../../lib/schema-org.ts';
import { decodeText, linesOf } from '../read/decode-text.ts';
import type { ExportFile } from '../read/export-file.ts';
import { type ExportFormat, type ImportItem } from './export-format.ts';

/**
 * MealMaster text exports (.mmf, .txt): one file holds many recipes, each between a "MMMMM----- Recipe via
 * Meal-Master" (or "---------- Recipe via Meal-Master") line and a line of "MMMMM" (or "-----"). Header fields
 * (Title, Categories, Yield or Servings), then ingredients in fixed columns — amount in columns 1–7, unit in 9–10,
 * text from 12, sometimes two ingredients side by side at column 41, a "-" line continuing the one above, and
 * "MMMMM---HEADING---" lines between groups — then the directions as paragraphs.
 */
const start = /^(?:MMMMM|-----)-+\s*Recipe via Meal-Master/i;
const end = /^(?:MMMMM|-----)\s*$/;
const heading = /^(?:MMMMM|-----)-*\s*([^-]*?)\s*-+\s*$/;
const field = /^\s*(Title|Categories|Yield|Servings)\s*:\s*(.*)$/i;
/** An ingredient column: an amount (digits, fractions, spaces), one space, a unit of up to two letters, one space. */
const ingredientColumn = /^([\d\s./-]{7}) ([A-Za-z ]{2}) (.*)$/;

/** MealMaster's two-letter units, in words recipes write. */
const units: Record<string, string> = {
  x: '',
  sm: 'small',
  md: 'medium',
  lg: 'large',
  cn: 'can',
  pk: 'package',
  pn: 'pinch',
  dr: 'drop',
  ds: 'dash',
  ct: 'carton',
  bn: 'bunch',
  sl: 'slice',
  ea: '',
  t: 'tsp',
  ts: 'tsp',
  T: 'tbsp',
  tb: 'tbsp',
  fl: 'fl oz',
  c: 'cup',
  pt: 'pint',
  qt: 'quart',
  ga: 'gallon',
  oz: 'oz',
  lb: 'lb',
  ml: 'ml',
  cb: 'cubic cm',
  cl: 'cl',
  dl: 'dl',
  l: 'l',
  mg: 'mg',
  cg: 'cg',
  dg: 'dg',
  g: 'g',
  kg: 'kg',
};

function ingredientOf(column: string): { line: string } | { continues: string } | null {
  const match = ingredientColumn.exec(column.padEnd(11));
  if (!match) return null;
  const [, amount = '', unit = '', text = ''] = match;
  const trimmed = text.trim();
  if (amount.trim() === '' && unit.trim() === '' && trimmed.startsWith('-')) return { continues: trimmed.replace(/^-+\s*/, '') };
  if (!trimmed) return null;
  const code = unit.trim();
  const word = code in units ? units[code] : code;
  return { line: [amount.trim(), word, trimmed.replace(/;\s*/g, ', ')].filter(Boolean).join(' ') };
}

interface Recipe {
  fields: Map<string, string>;
  ingredients: string[];
  directions: string[];
}

function readRecipe(lines: string[]): Recipe {
  const fields = new Map<string, string>();
  const ingredients: string[] = [];
  const paragraphs: string[][] = [[]];
  let inDirections = false;
  let sawIngredient = false;
  for (const line of lines) {
    const header = field.exec(line);
    if (!sawIngredient && !inDirections && header) {
      fields.set(header[1]!.toLowerCase(), header[2]!.trim());
      continue;
    }
    if (heading.test(line)) continue;
    if (!inDirections) {
      if (line.trim() === '') continue;
      // Two ingredients side by side: the second starts at column 41 with its own amount and unit columns (a long
      // single ingredient's text also reaches past column 41, but not in that shape).
      const right = line.length > 41 && line[39] === ' ' ? ingredientOf(line.slice(40)) : null;
      const read = right ? [ingredientOf(line.slice(0, 40)), right] : [ingredientOf(line)];
      if (read[0]) {
        sawIngredient = true;
        for (const one of read) {
          if (!one) continue;
          if ('line' in one) ingredients.push(one.line);
          else if (ingredients.length > 0) ingredients[ingredients.length - 1] += ` ${one.continues}`;
        }
        continue;
      }
      inDirections = true;
    }
    if (line.trim() === '') paragraphs.push([]);
    else paragraphs[paragraphs.length - 1]!.push(line.trim());
  }
  const directions = paragraphs.map((words) => words.join(' ')).filter(Boolean);
  return { fields, ingredients, directions };
}

/** Each recipe's lines, between its start and end lines. */
function recipesIn(text: string, path: string): string[][] {
  const recipes: string[][] = [];
  let current: string[] | null = null;
  for (const line of linesOf(text, path)) {
    if (start.test(line)) current = [];
    else if (current && end.test(line)) {
      recipes.push(current);
      current = null;
    } else current?.push(line);
  }
  if (current && current.length > 0) recipes.push(current);
  return recipes;
}

function toSchemaOrg({ fields, ingredients, directions }: Recipe): SchemaNode {
  return {
    '@type': 'Recipe',
    name: fields.get('title') ?? '',
    recipeYield: fields.get('yield') ?? fields.get('servings'),
    recipeIngredient: ingredients,
    recipeInstructions: directions,
    keywords: (fields.get('categories') ?? '')
      .split(',')
      .map((category) => category.trim())
      .filter(Boolean),
  };
}

async function* readMealMaster(file: ExportFile): AsyncIterable<ImportItem> {
  for (const entry of file.entries) {
    for (const lines of recipesIn(decodeText(await entry.bytes()), entry.path)) {
      const node = toSchemaOrg(readRecipe(lines));
      const name = node.name as string;
      if (!name) yield { kind: 'failed', name: entry.path, problem: 'noTitle' };
      else yield { kind: 'recipe', name, node, photo: null };
    }
  }
}

export const mealMaster: ExportFormat = {
  id: 'mealmaster',
  async detect(file) {
    if (file.zip) return false;
    const [entry] = file.entries;
    if (!entry) return false;
    const head = decodeText((await entry.bytes()).subarray(0, 64 * 1024));
    return head.split(/\r\n|\r|\n/).some((line) => start.test(line));
  },
  async count(file) {
    let count = 0;
    for (const entry of file.entries) count += recipesIn(decodeText(await entry.bytes()), entry.path).length;
    return count;
  },
  read: readMealMaster,
};

/** For tests: a file's recipes as the import reads them. */
export const readMealMasterForTest = (text: string) => recipesIn(text, 'recipes.mmf').map((lines) => toSchemaOrg(readRecipe(lines)));
