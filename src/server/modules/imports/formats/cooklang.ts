import { PRIVATE_PROPERTY, type SchemaNode } from '../../../lib/schema-org.ts';
import { decodeText, linesOf } from '../read/decode-text.ts';
import type { ExportEntry, ExportFile } from '../read/export-file.ts';
import { baseName, folderOf, isImagePath, type ExportFormat, type ImportItem } from './export-format.ts';

/**
 * Cooklang (cooklang.org): a recipe is plain text whose steps mark their ingredients (@salt, @olive oil{2%tbsp},
 * @onion{1}(chopped)), cookware (#pot, #frying pan{}) and timers (~{10%minutes}, ~rest{1%hour}); metadata comes in
 * ">> key: value" lines or a YAML-style front matter; "--" and "[- … -]" are comments; a blank line ends a step;
 * "= Section" lines head sections and "> " lines are notes.
 */
const token = /(^|[^\w@#~])([@#~])([\p{L}\p{N}_\uE000-]*)(?:\{([^}]*)\})?(?:\(([^)]*)\))?/gu;
/** An ingredient, cookware or timer, as detection looks for it: at a word's start, with braces or a plain word. */
const marked = /(?:^|\s)[@#~](?:[^\s@#~{}]+\{[^}]*\}|\p{L}[\p{L}\p{N}_-]*|\{[^}]*\})/mu;

interface Ingredient {
  name: string;
  quantity: string;
  unit: string;
  preparation: string;
}

/** "2%tbsp" → quantity "2", unit "tbsp"; "1/2 %cup" → "1/2", "cup"; "=3%g" (fixed amount) → "3", "g". */
function amountOf(braces: string | undefined): { quantity: string; unit: string } {
  const [quantity = '', unit = ''] = (braces ?? '').replace(/^=/, '').split('%');
  return { quantity: quantity.trim(), unit: unit.trim() };
}

function ingredientLine({ name, quantity, unit, preparation }: Ingredient): string {
  return [quantity, unit, name].filter(Boolean).join(' ') + (preparation ? `, ${preparation}` : '');
}

/** A step's text as a person reads it, and the ingredients it names. */
function readStep(text: string): { text: string; ingredients: Ingredient[] } {
  const ingredients: Ingredient[] = [];
  const plain = text.replace(
    token,
    (_all, before: string, sigil: string, word: string, braces: string | undefined, preparation: string | undefined) => {
      // A multi-word name is the words before the braces: "@olive oil{2%tbsp}" is matched from "olive", and "oil"…
      // the regular expression takes one word, so names with spaces are completed below from the braces' position.
      const amount = amountOf(braces);
      if (sigil === '~') return `${before}${[amount.quantity, amount.unit].filter(Boolean).join(' ') || word}`;
      if (sigil === '@')
        ingredients.push({ name: word, quantity: amount.quantity, unit: amount.unit, preparation: (preparation ?? '').trim() });
      return `${before}${word}`;
    },
  );
  return { text: plain.replace(/\s+/g, ' ').trim(), ingredients };
}

/**
 * Cooklang writes a multi-word name with braces: "@olive oil{2%tbsp}". Braces end the name, so the words between the
 * sigil and the braces are the name; joined here by a private-use character (never in a recipe's text) into one
 * token the step reader takes whole, and given back their spaces after.
 */
function joinMultiWordNames(text: string): string {
  return text.replace(/(^|[^\w@#~])([@#])([^@#~{}\n]+?)\{/gu, (all, before: string, sigil: string, words: string) =>
    /\s/.test(words.trim()) && !/[.,;:!?]/.test(words) ? `${before}${sigil}${words.trim().replace(/\s+/g, '\uE000')}{` : all,
  );
}

const stripComments = (text: string) => text.replace(/\[-[\s\S]*?-\]/g, '').replace(/--.*$/gm, '');

interface Parsed {
  metadata: Map<string, string>;
  steps: string[];
  ingredients: string[];
  notes: string[];
}

function parseCooklang(source: string, path: string): Parsed {
  const metadata = new Map<string, string>();
  let body = source;
  const front = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(body);
  if (front) {
    for (const line of linesOf(front[1] ?? '', path)) {
      const pair = /^([^:#]+):\s*(.*)$/.exec(line);
      if (pair) metadata.set(pair[1]!.trim().toLowerCase(), pair[2]!.trim().replace(/^["']|["']$/g, ''));
    }
    body = body.slice(front[0].length);
  }
  const steps: string[] = [];
  const ingredients: string[] = [];
  const notes: string[] = [];
  let paragraph: string[] = [];
  const endStep = () => {
    if (paragraph.length === 0) return;
    const step = readStep(joinMultiWordNames(paragraph.join(' ')));
    const text = step.text.replace(/\uE000/g, ' ');
    // A paragraph of nothing but marked ingredients is the recipe's list of them (as our export writes it), not a step.
    const onlyIngredients = step.ingredients.length > 0 && text === step.ingredients.map((i) => i.name.replace(/\uE000/g, ' ')).join(' ');
    if (text && !onlyIngredients) steps.push(text);
    for (const ingredient of step.ingredients)
      ingredients.push(ingredientLine({ ...ingredient, name: ingredient.name.replace(/\uE000/g, ' ') }));
    paragraph = [];
  };
  for (const raw of linesOf(stripComments(body), path)) {
    const line = raw.trim();
    const meta = /^>>\s*([^:]+):\s*(.*)$/.exec(line);
    if (meta) metadata.set(meta[1]!.trim().toLowerCase(), meta[2]!.trim());
    else if (line.startsWith('>')) notes.push(line.replace(/^>\s*/, ''));
    else if (/^=+/.test(line)) endStep();
    else if (line === '') endStep();
    else paragraph.push(line);
  }
  endStep();
  return { metadata, steps, ingredients, notes };
}

const firstOf = (metadata: Map<string, string>, ...keys: string[]) => keys.map((key) => metadata.get(key)).find((value) => value);

function toSchemaOrg(parsed: Parsed, path: string): SchemaNode {
  const { metadata } = parsed;
  return {
    '@type': 'Recipe',
    name: firstOf(metadata, 'title') ?? baseName(path),
    description: [firstOf(metadata, 'description', 'introduction'), ...parsed.notes].filter(Boolean).join('\n\n'),
    recipeYield: firstOf(metadata, 'servings', 'serves', 'yield'),
    prepTime: firstOf(metadata, 'prep time', 'time.prep', 'prep_time'),
    cookTime: firstOf(metadata, 'cook time', 'time.cook', 'cook_time'),
    totalTime: firstOf(metadata, 'time required', 'time', 'duration', 'total time'),
    recipeIngredient: parsed.ingredients,
    recipeInstructions: parsed.steps,
    keywords: firstOf(metadata, 'tags', 'tag') ?? '',
    url: firstOf(metadata, 'source', 'source.url', 'url'),
    inLanguage: firstOf(metadata, 'locale', 'language'),
    suitableForDiet: (firstOf(metadata, 'diet') ?? '').split(',').map((diet) => diet.trim()),
    [PRIVATE_PROPERTY]: firstOf(metadata, 'private') === 'true',
  };
}

/** Whether a text is a Cooklang recipe: marked ingredients, cookware or timers, or its metadata lines. */
function looksLikeCooklang(text: string): boolean {
  if (/<[a-z][^>]*>/i.test(text.slice(0, 4000))) return false;
  return marked.test(text) || /^>>\s*[^:]+:/m.test(text);
}

const cookPath = /\.cook$/i;

async function textOf(entry: ExportEntry): Promise<string> {
  return decodeText(await entry.bytes());
}

async function* readCooklang(file: ExportFile): AsyncIterable<ImportItem> {
  const entries = file.zip ? file.entries.filter((entry) => cookPath.test(entry.path)) : file.entries;
  for (const entry of entries) {
    const parsed = parseCooklang(await textOf(entry), entry.path);
    if (parsed.steps.length === 0 && parsed.ingredients.length === 0) {
      yield { kind: 'failed', name: entry.path, problem: 'noRecipe' };
      continue;
    }
    const node = toSchemaOrg(parsed, entry.path);
    // A picture beside the recipe with its name ("Pancakes.cook" and "Pancakes.jpg"), as Cooklang's tools keep them.
    const picture = file.zip
      ? file.entries.find(
          (candidate) =>
            isImagePath(candidate.path) &&
            folderOf(candidate.path) === folderOf(entry.path) &&
            baseName(candidate.path) === baseName(entry.path),
        )
      : undefined;
    yield { kind: 'recipe', name: node.name as string, node, photo: picture ? () => picture.bytes() : null };
  }
}

export const cooklang: ExportFormat = {
  id: 'cooklang',
  async detect(file) {
    const first = file.zip ? file.entries.find((entry) => cookPath.test(entry.path)) : file.entries[0];
    return first !== undefined && looksLikeCooklang(await textOf(first));
  },
  read: readCooklang,
  count: async (file) => (file.zip ? file.entries.filter((entry) => cookPath.test(entry.path)).length : 1),
};

/** For tests: one recipe's text read as the import reads it. */
export const parseCooklangForTest = (text: string) => toSchemaOrg(parseCooklang(text, 'recipe.cook'), 'recipe.cook');
