import type { SchemaNode } from '../../../lib/schema-org.ts';
import type { ExportEntry, ExportFile } from '../read/export-file.ts';
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
 * CopyMeThat's export: a zip with recipes.html, one div.recipe per recipe, and images/. Inside a recipe, parts are
 * marked by id (repeated in every recipe: name, original_link, recipeYield, description) and by class
 * (recipeImage, recipeCategory, recipeIngredient and its _subheader, instruction and instruction_subheader, recipeNote).
 */
const byId = (id: string) => (element: Element) => element.attribs.id === id;
const byClass = (name: string) => (element: Element) => hasClass(element, name);

/** Steps, a subheading starting a HowToSection of the steps under it (schema.org's sections). */
function stepsOf(recipe: Element): SchemaNode[] {
  const steps: SchemaNode[] = [];
  let section: SchemaNode[] | null = null;
  for (const element of elementsUnder(recipe, (e) => hasClass(e, 'instruction') || hasClass(e, 'instruction_subheader'))) {
    const words = textOf(element);
    if (!words) continue;
    if (hasClass(element, 'instruction_subheader')) {
      section = [];
      steps.push({ '@type': 'HowToSection', name: words, itemListElement: section });
    } else (section ?? steps).push({ '@type': 'HowToStep', text: words });
  }
  return steps;
}

function toSchemaOrg(recipe: Element): SchemaNode {
  const notes = textsUnder(recipe, byClass('recipeNote'));
  return {
    '@type': 'Recipe',
    name: textOf(elementUnder(recipe, byId('name'))),
    description: [textOf(elementUnder(recipe, byId('description'))), ...notes].filter(Boolean).join('\n\n'),
    recipeYield: textOf(elementUnder(recipe, byId('recipeYield'))),
    // A subheading ("For the sauce") stays, as a line of its own, where it was among the ingredients.
    recipeIngredient: textsUnder(recipe, (e) => hasClass(e, 'recipeIngredient') || hasClass(e, 'recipeIngredient_subheader')),
    recipeInstructions: stepsOf(recipe),
    keywords: textsUnder(recipe, byClass('recipeCategory')),
    url: elementUnder(recipe, byId('original_link'))?.attribs.href?.trim() || undefined,
  };
}

/** The photo a recipe's img.recipeImage points to, relative to the HTML file, when it is in the zip. */
function photoOf(file: ExportFile, html: ExportEntry, recipe: Element): ExportEntry | undefined {
  const path = localImagePath(folderOf(html.path), elementUnder(recipe, byClass('recipeImage'))?.attribs.src);
  return path ? file.entry(path) : undefined;
}

const recipesIn = async (entry: ExportEntry) =>
  elementsUnder(htmlDocument(await entry.bytes()), (e) => e.name === 'div' && hasClass(e, 'recipe'));
const isCopyMeThatRecipe = (recipe: Element) =>
  elementUnder(recipe, (e) => hasClass(e, 'recipeIngredient') || byId('name')(e)) !== undefined;
const readCopyMeThat = (file: ExportFile) => readHtmlRecipes(file, htmlEntries(file), { recipesIn, toSchemaOrg, photoOf });

/** CopyMeThat: a zip whose HTML file holds div.recipe blocks with CopyMeThat's ids and classes. */
export const copyMeThat: ExportFormat = {
  id: 'copymethat',
  async detect(file) {
    const [first] = file.zip ? htmlEntries(file) : [];
    if (!first) return false;
    const [recipe] = await recipesIn(first);
    return recipe !== undefined && isCopyMeThatRecipe(recipe);
  },
  read: readCopyMeThat,
  count: (file) => countHtmlRecipes(htmlEntries(file), { recipesIn }),
};
