import type { SchemaNode } from '../../../lib/schema-org.ts';
import type { ExportEntry, ExportFile } from '../read/export-file.ts';
import { importLimits } from '../read/import-limits.ts';
import { folderOf, type ExportFormat } from './export-format.ts';
import {
  elementsUnder,
  elementUnder,
  hasClass,
  htmlDocument,
  htmlEntries,
  localImagePath,
  readHtmlRecipes,
  textOf,
  textsUnder,
  type Element,
  countHtmlRecipes,
} from './html-document.ts';

/**
 * Recipe Keeper's export: a zip with recipes.html, one div.recipe-details per recipe, its parts marked with
 * itemprop in schema.org's manner but Recipe Keeper's own names (recipeIngredients, recipeDirections, recipeNotes,
 * recipeCourse, recipeSource; prepTime and cookTime as ISO durations in meta content), and images/ with the photos
 * (img.recipe-photo, itemprop photo0).
 */
const prop = (name: string) => (element: Element) => element.attribs.itemprop === name;

/** A paragraph per line (p elements), or the element's text when it has none. */
function paragraphs(root: Element | undefined): string[] {
  if (!root) return [];
  const lines = textsUnder(root, (e) => e.name === 'p');
  return lines.length > 0 ? lines : [textOf(root)].filter(Boolean);
}

/** Recipe Keeper numbers each direction ("1. Heat…"); the number is ours to draw, so it is taken off. */
const unnumbered = (steps: string[]) =>
  steps.map((step, index) => (step.startsWith(`${index + 1}. `) ? step.slice(`${index + 1}. `.length) : step));

const metaContent = (recipe: Element, name: string) =>
  elementUnder(recipe, (e) => e.name === 'meta' && prop(name)(e))?.attribs.content?.trim() ?? '';

function toSchemaOrg(recipe: Element): SchemaNode {
  const source = textOf(elementUnder(recipe, prop('recipeSource')));
  const isAddress = /^https?:\/\//i.test(source);
  const notes = paragraphs(elementUnder(recipe, prop('recipeNotes'))).join('\n');
  return {
    '@type': 'Recipe',
    name: textOf(elementUnder(recipe, prop('name'))),
    // A source that is not an address (a book, a person) is kept in the description rather than lost.
    description: [notes, isAddress ? '' : source].filter(Boolean).join('\n\n'),
    recipeYield: textOf(elementUnder(recipe, prop('recipeYield'))),
    prepTime: metaContent(recipe, 'prepTime') || undefined,
    cookTime: metaContent(recipe, 'cookTime') || undefined,
    recipeIngredient: paragraphs(elementUnder(recipe, prop('recipeIngredients'))),
    recipeInstructions: unnumbered(paragraphs(elementUnder(recipe, prop('recipeDirections')))),
    recipeCategory: elementsUnder(recipe, prop('recipeCategory'))
      .map((e) => (e.name === 'meta' ? (e.attribs.content ?? '').trim() : textOf(e)))
      .filter(Boolean),
    keywords: textsUnder(recipe, prop('recipeCourse')),
    url: isAddress ? source : undefined,
  };
}

function photoOf(file: ExportFile, html: ExportEntry, recipe: Element): ExportEntry | undefined {
  const image = elementUnder(recipe, (e) => e.name === 'img' && (hasClass(e, 'recipe-photo') || prop('photo0')(e)));
  const path = localImagePath(folderOf(html.path), image?.attribs.src);
  return path ? file.entry(path) : undefined;
}

const recipesIn = async (entry: ExportEntry) =>
  elementsUnder(htmlDocument(await entry.bytes()), (e) => e.name === 'div' && hasClass(e, 'recipe-details'));
const readRecipeKeeper = (file: ExportFile) =>
  readHtmlRecipes(file, file.zip ? htmlEntries(file) : file.entries, { recipesIn, toSchemaOrg, photoOf });

/** Recipe Keeper: HTML (zipped, or alone) with div.recipe-details holding itemprop="recipeIngredients". */
export const recipeKeeper: ExportFormat = {
  id: 'recipekeeper',
  async detect(file) {
    const [first] = file.zip ? htmlEntries(file) : file.entries;
    if (!first || (!file.zip && first.size > importLimits.entryBytes)) return false;
    const [recipe] = await recipesIn(first);
    return recipe !== undefined && elementUnder(recipe, prop('recipeIngredients')) !== undefined;
  },
  read: readRecipeKeeper,
  count: (file) => countHtmlRecipes(file.zip ? htmlEntries(file) : file.entries, { recipesIn }),
};
