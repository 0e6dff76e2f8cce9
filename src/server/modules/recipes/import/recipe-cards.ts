import { lines, oneLine, VisibleText } from './clean-text.ts';
import { readHtml, type HtmlHandler } from './html-stream.ts';
import type { SchemaNode } from '../../../lib/schema-org.ts';

/**
 * The class names by which the most used recipe-card plugins mark a card's parts: its title, and the boxes that
 * hold the ingredients and the method (each line in an `<li>`). Read from the plugins' own markup as pages carry it.
 */
const cards = [
  // WP Recipe Maker
  { title: 'wprm-recipe-name', ingredients: 'wprm-recipe-ingredients', steps: 'wprm-recipe-instructions' },
  // Tasty Recipes
  { title: 'tasty-recipes-title', ingredients: 'tasty-recipes-ingredients', steps: 'tasty-recipes-instructions' },
  // Mediavine Create
  { title: 'mv-create-title', ingredients: 'mv-create-ingredients', steps: 'mv-create-instructions' },
] as const;

type Part = 'title' | 'ingredients' | 'steps';

const partOfClass = new Map<string, Part>(
  cards.flatMap((card) => [
    [card.title, 'title'],
    [card.ingredients, 'ingredients'],
    [card.steps, 'steps'],
  ]),
);

/** Text being read from one element, until it closes. */
interface Capture {
  depth: number;
  pieces: string[];
}

/** An ingredients or steps box being read: its `<li>` lines, or its text when it has none. */
interface Box extends Capture {
  part: 'ingredients' | 'steps';
  items: string[];
  item: Capture | null;
}

/** A card's recipe, in schema.org's terms. */
export interface RecipeCard extends SchemaNode {
  name: string;
  recipeIngredient: string[];
  recipeInstructions: string[];
}

/**
 * A recipe from a plugin's recipe card, for a page that carries the card but no schema.org data (or data without
 * the recipe): its title, ingredient lines and steps, as schema.org would give them. Null when the page has no card
 * with a title and at least one ingredient or step. One linear pass over the page, like readPageData.
 */
export function readRecipeCard(html: string): RecipeCard | null {
  const reader = recipeCardReader();
  readHtml(html, reader.handler);
  return reader.result();
}

/** What reads a plugin's card as readHtml goes (readRecipeCard), for a pass that reads other things too. */
export function recipeCardReader(): { handler: HtmlHandler; result: () => RecipeCard | null } {
  let depth = 0;
  let title: string | null = null;
  let titleCapture: Capture | null = null;
  let box: Box | null = null;
  const found = { ingredients: [] as string[], steps: [] as string[] };

  const visible = new VisibleText((text) => {
    titleCapture?.pieces.push(text);
    box?.pieces.push(text);
    box?.item?.pieces.push(text);
  });

  const handler: HtmlHandler = {
    open(name, attribs) {
      depth++;
      const parts = (attribs.class ?? '').split(/\s+/).flatMap((name) => partOfClass.get(name) ?? []);
      if (parts.includes('title') && title === null && titleCapture === null) titleCapture = { depth, pieces: [] };
      const boxPart = parts.find((part): part is Box['part'] => part !== 'title');
      if (boxPart && box === null) box = { part: boxPart, depth, pieces: [], items: [], item: null };
      else if (name === 'li' && box !== null && box.item === null) box.item = { depth, pieces: [] };
      visible.open(name);
    },
    text(text) {
      visible.text(text);
    },
    close(name) {
      visible.close(name);
      if (titleCapture?.depth === depth) {
        title = oneLine(titleCapture.pieces.join('')) || null;
        titleCapture = null;
      }
      if (box?.item?.depth === depth) {
        const line = oneLine(box.item.pieces.join(''));
        if (line) box.items.push(line);
        box.item = null;
      }
      if (box?.depth === depth) {
        found[box.part].push(...(box.items.length > 0 ? box.items : lines(box.pieces.join(''))));
        box = null;
      }
      depth--;
    },
  };

  const result = () => {
    if (title === null || found.ingredients.length + found.steps.length === 0) return null;
    return { '@type': 'Recipe', name: title, recipeIngredient: found.ingredients, recipeInstructions: found.steps };
  };
  return { handler, result };
}
