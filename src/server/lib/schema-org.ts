/** A schema.org thing as JSON-LD writes it; microdata items are read into the same shape. */
export type SchemaNode = { [key: string]: unknown };

/** Enough to walk any real page's data; a page that nests deeper or wider is not worth reading further. */
const MAX_DEPTH = 32;
const MAX_NODES = 20_000;

export const isObject = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "Recipe", "schema:Recipe", "http://schema.org/Recipe", "https://schema.org/Recipe" all name the type Recipe. */
export function typeName(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\/(www\.)?schema\.org\//i, '')
    .replace(/^schema:/i, '')
    .toLowerCase();
}

/** Whether a node's @type (a string or an array, e.g. ["Recipe", "NewsArticle"]) includes `type`. */
export function hasType(node: SchemaNode, type: string): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((t) => typeof t === 'string' && typeName(t) === type.toLowerCase());
}

/**
 * Every Recipe in some parsed JSON-LD, nearest the top first: in @graph, in top-level arrays, or nested in
 * another thing (a WebPage's mainEntity, an Article's mainEntityOfPage, an ItemList).
 */
export function findRecipes(roots: unknown[]): SchemaNode[] {
  const found: SchemaNode[] = [];
  let queue: unknown[] = roots;
  let visited = 0;
  for (let depth = 0; depth < MAX_DEPTH && queue.length > 0; depth++) {
    const next: unknown[] = [];
    for (const value of queue) {
      if (++visited > MAX_NODES) return found;
      if (Array.isArray(value)) next.push(...value);
      else if (isObject(value)) {
        if (hasType(value, 'Recipe')) found.push(value);
        else next.push(...Object.values(value).filter((v) => typeof v === 'object' && v !== null));
      }
    }
    queue = next;
  }
  return found;
}

/**
 * JSON-LD text as pages write it. Invalid JSON is given one second chance with control characters (raw line
 * breaks inside strings are a common mistake) turned into spaces, and a CDATA or comment wrapper removed;
 * otherwise it is skipped.
 */
export function parseJsonLd(text: string): unknown {
  const unwrapped = text
    .trim()
    .replace(/^(?:\/\*\s*)?<!\[CDATA\[(?:\s*\*\/)?/, '')
    .replace(/(?:\/\*\s*)?\]\]>(?:\s*\*\/)?$/, '')
    .replace(/^<!--/, '')
    .replace(/-->$/, '');
  // Control characters are exactly what JSON forbids raw inside strings; as whitespace between tokens they are harmless.
  // eslint-disable-next-line no-control-regex
  for (const candidate of [unwrapped, unwrapped.replace(/[\u0000-\u001f]+/g, ' ')]) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next form
    }
  }
  return undefined;
}

/**
 * Our own property in a schema.org Recipe, for what schema.org has no word for: true when the recipe is hidden from
 * its owner's household. The export writes it (with the prefix `ck` in its @context), the import reads it back, other
 * apps pass over it (docs/decisions/0073-recipe-export.md).
 */
export const PRIVATE_PROPERTY = 'ck:private';
