import type { Ingredient, Recipe } from '../../../../shared/recipes.ts';

/*
 * A recipe as a Cooklang file (cooklang.org): a metadata block of the spec's canonical keys, then its ingredients
 * as one paragraph of marked ingredients (@rolled oats{1 1/2%cups}(toasted)), then its steps, one paragraph each.
 * Why the ingredients are listed rather than marked inside the steps: docs/decisions/0073-recipe-export.md.
 */

/** What a Cooklang name can hold: letters, digits, spaces, "_" and "-"; anything else would end the mark early. */
const unmarkable = /[^\p{L}\p{N}\s_-]+/gu;
/** What the amount's braces and the preparation's parentheses cannot hold. */
const closing = /[{}%]/g;

/**
 * The amount as the line writes it ("1 1/2" in "1 1/2 cups rolled oats"), when the line begins with it; else the
 * number, as a decimal. Cooklang takes fractions and decimals alike.
 */
function quantityText(ingredient: Ingredient): string {
  if (ingredient.quantity === null) return '';
  const number = Number(ingredient.quantity.toFixed(3));
  const written = /^[\d\s/.,½⅓⅔¼¾⅛⅜⅝⅞]+/u.exec(ingredient.text)?.[0].trim() ?? '';
  // Only the amount the line's first words make: "2 x 200g steaks" stores 400, which "2" is not.
  return written && Math.abs(valueOf(written) - number) < 0.01 ? written : String(number);
}

const vulgar: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

/** "1 1/2", "1½", "0.5", "1,5" as a number; NaN for anything else. */
function valueOf(text: string): number {
  let total = 0;
  for (const part of text
    .replace(/([½⅓⅔¼¾⅛⅜⅝⅞])/gu, ' $1 ')
    .trim()
    .split(/\s+/)) {
    const fraction = /^(\d+)\/(\d+)$/.exec(part);
    if (fraction) total += Number(fraction[1]) / Number(fraction[2]);
    else if (part in vulgar) total += vulgar[part]!;
    else if (/^\d+(?:[.,]\d+)?$/.test(part)) total += Number(part.replace(',', '.'));
    else return Number.NaN;
  }
  return total;
}

/**
 * The unit as the line writes it ("cups" in "1 1/2 cups rolled oats", which is stored as "cup"): the words between
 * the amount and the item, when the line reads that way; else the unit as stored.
 */
function unitText(ingredient: Ingredient, quantity: string): string {
  const stored = ingredient.unit ?? '';
  if (!stored || !quantity || !ingredient.text.startsWith(quantity) || !ingredient.item) return stored;
  const rest = ingredient.text.slice(quantity.length);
  const at = rest.toLowerCase().indexOf(` ${ingredient.item.toLowerCase()}`);
  const written = at > 0 ? rest.slice(0, at).trim() : '';
  return written && written.length <= 30 && !/\d/.test(written) ? written : stored;
}

/** One ingredient as a Cooklang mark: its name, amount and unit in braces, its note in parentheses. */
export function ingredientMark(ingredient: Ingredient): string {
  const name = (ingredient.item || ingredient.text).replace(unmarkable, ' ').replace(/\s+/g, ' ').trim() || 'ingredient';
  const written = quantityText(ingredient);
  const quantity = written.replace(closing, ' ');
  const unit = unitText(ingredient, written).replace(closing, ' ').trim();
  const amount = unit ? `${quantity}%${unit}` : quantity;
  const note = (ingredient.note ?? '').replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  return `@${name}{${amount}}${note ? `(${note})` : ''}`;
}

/** A metadata value on one line, quoted when YAML would read it otherwise (a ": " or " #" in it, a quote first). */
function metadataValue(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return /: | #|^["'[{>|*&!%@`-]/.test(line) ? `"${line.replace(/"/g, '\u201D')}"` : line;
}

const minutes = (value: number) => `${value} minutes`;

/** The whole .cook file. */
export function recipeToCooklang(recipe: Recipe): string {
  const metadata: [string, string | null][] = [
    ['title', recipe.title],
    ['description', recipe.description || null],
    ['servings', String(recipe.servings)],
    ['prep time', recipe.prepMinutes === null ? null : minutes(recipe.prepMinutes)],
    ['cook time', recipe.cookMinutes === null ? null : minutes(recipe.cookMinutes)],
    ['tags', recipe.tags.length > 0 ? recipe.tags.join(', ') : null],
    ['source', recipe.sourceUrl],
    ['locale', recipe.language],
    ['diet', recipe.dietary.length > 0 ? recipe.dietary.join(', ') : null],
    ['private', recipe.private ? 'true' : null],
  ];
  const lines = ['---'];
  for (const [key, value] of metadata) if (value !== null) lines.push(`${key}: ${metadataValue(value)}`);
  lines.push('---', '');
  if (recipe.ingredients.length > 0) lines.push(...recipe.ingredients.map(ingredientMark), '');
  // A step on one line, its own paragraph; a blank line ends it.
  for (const step of recipe.steps) lines.push(step.replace(/\s*\n\s*/g, ' '), '');
  return lines.join('\n');
}
