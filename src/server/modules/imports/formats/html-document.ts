import { DomUtils, parseDocument } from 'htmlparser2';
import type { SchemaNode } from '../../../lib/schema-org.ts';
import { decodeText } from '../read/decode-text.ts';
import type { ExportEntry, ExportFile } from '../read/export-file.ts';
import { ImportFileError } from '../read/import-file-error.ts';
import { importLimits } from '../read/import-limits.ts';
import type { ImportItem } from './export-format.ts';

/** An element of the tree (domhandler's, which htmlparser2 builds and does not re-export by name). */
export type Element = Parameters<typeof DomUtils.getAttributeValue>[0];
type HtmlDocument = ReturnType<typeof parseDocument>;

/** An exported HTML file as a tree (htmlparser2, entities decoded), for readers that pick parts by class or itemprop. */
export function htmlDocument(bytes: Buffer) {
  return parseDocument(decodeText(bytes), { decodeEntities: true });
}

/** Whether an element's class attribute lists `name` (classes are space-separated words). */
export const hasClass = (element: Element, name: string) => (element.attribs.class ?? '').split(/\s+/).includes(name);

/** Every element under `root` (itself excluded) that passes `test`, in document order. */
export const elementsUnder = (root: Element | HtmlDocument, test: (element: Element) => boolean) => DomUtils.findAll(test, root.children);

/** The first such element, or undefined. */
export const elementUnder = (root: Element | HtmlDocument, test: (element: Element) => boolean) =>
  DomUtils.findOne(test, root.children, true) ?? undefined;

/** An element's text as a person reads it: its words, runs of spaces and line breaks made one space. */
export const textOf = (element: Element | undefined) => (element ? DomUtils.textContent(element).replace(/\s+/g, ' ').trim() : '');

/** The text of each element that passes `test`, empty ones left out. */
export const textsUnder = (root: Element, test: (element: Element) => boolean) => elementsUnder(root, test).map(textOf).filter(Boolean);

/**
 * The zip path an img's src names, relative to the HTML file's folder; undefined for a web address or a src that
 * is not a path (percent-escapes that do not decode).
 */
export function localImagePath(folder: string, source: string | undefined): string | undefined {
  const src = source?.trim();
  if (!src || /^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) return undefined;
  let path: string;
  try {
    path = decodeURI(src);
  } catch {
    return undefined;
  }
  path = path.replace(/^\.\//, '');
  return folder ? `${folder}/${path}` : path;
}

/** The HTML files of an export, without the copies macOS adds to a zip (__MACOSX/). */
export const htmlEntries = (file: ExportFile) =>
  file.entries.filter((entry) => /\.html?$/i.test(entry.path) && !entry.path.startsWith('__MACOSX/'));

/** How an app's HTML export holds its recipes: the blocks of one file, each block as schema.org, and its photo. */
export interface HtmlRecipes {
  recipesIn(entry: ExportEntry): Promise<Element[]>;
  toSchemaOrg(recipe: Element): SchemaNode;
  photoOf(file: ExportFile, html: ExportEntry, recipe: Element): ExportEntry | undefined;
}

/** How many recipe blocks the given HTML files hold (each file parsed, no recipe read). */
export async function countHtmlRecipes(files: readonly ExportEntry[], reader: Pick<HtmlRecipes, 'recipesIn'>): Promise<number> {
  let count = 0;
  for (const html of files) count += (await reader.recipesIn(html)).length;
  return count;
}

/** Every recipe block of the given HTML files, named by its title (or its file and place when it has none). */
export async function* readHtmlRecipes(file: ExportFile, files: readonly ExportEntry[], reader: HtmlRecipes): AsyncIterable<ImportItem> {
  for (const html of files) {
    const recipes = await reader.recipesIn(html);
    if (recipes.length > importLimits.recipes) throw new ImportFileError('tooManyRecipes', html.path);
    for (const [index, recipe] of recipes.entries()) {
      const node = reader.toSchemaOrg(recipe);
      const photo = reader.photoOf(file, html, recipe);
      yield {
        kind: 'recipe',
        name: (node.name as string) || `${html.path} #${index + 1}`,
        node,
        photo: photo ? () => photo.bytes() : null,
      };
    }
  }
}
