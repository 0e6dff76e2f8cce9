/**
 * The picture a recipe gets when it has no photo (docs/decisions/0033-recipe-art-and-page-layout.md): drawn by
 * the app from the recipe's own words, the same every time. Its kind (soup, salad, curry…) picks the colours and
 * the icon on the plate; the foods its title names (tomato, lentils, spinach…) are scattered around it.
 *
 * Only the title (and tags, when there are any) is read, because that is all every view has: the dashboard's
 * planned meals and a champion's recommendations carry no tags, and the same recipe should look the same there
 * as on its catalogue card. The tags only decide the kind when the title names none.
 */

export type RecipeKind =
  | 'soup'
  | 'salad'
  | 'curry'
  | 'pasta'
  | 'stir-fry'
  | 'traybake'
  | 'stew'
  | 'baking'
  | 'dessert'
  | 'breakfast'
  | 'handheld'
  | 'snack'
  | 'everyday';

export type MotifShape = 'round' | 'leaf' | 'bean' | 'grain' | 'wedge' | 'cube' | 'ring';

export interface Motif {
  shape: MotifShape;
  colour: string;
  x: number;
  y: number;
  rotate: number;
  scale: number;
}

export interface RecipeArt {
  kind: RecipeKind;
  /** The page behind the plate. */
  background: string;
  /** The icon's colour; `deep` is its second tone. */
  accent: string;
  deep: string;
  /** The foods named in the title, in the order they come, at most three. */
  foods: string[];
  /** One 160 × 120 tile of the scattered foods; the picture repeats it to fill any shape. */
  motifs: Motif[];
}

export interface RecipeArtInput {
  title: string;
  tags?: readonly string[];
}

interface KindLook {
  background: string;
  accent: string;
  deep: string;
}

/** Warm, food-like colours, each dark enough on its background to read as a drawing. */
const looks: Record<RecipeKind, KindLook> = {
  soup: { background: '#f7dcc0', accent: '#c8552f', deep: '#8a3a20' },
  salad: { background: '#dcebc6', accent: '#4b8a36', deep: '#2f5e22' },
  curry: { background: '#f8e2a4', accent: '#c07f0c', deep: '#8a5606' },
  pasta: { background: '#f6e7c5', accent: '#b8792a', deep: '#7d4f16' },
  'stir-fry': { background: '#f5d5c9', accent: '#b8402a', deep: '#7c2a1a' },
  traybake: { background: '#eed8c2', accent: '#a95d2c', deep: '#6f3b1a' },
  stew: { background: '#ead3c3', accent: '#94493a', deep: '#5f2c22' },
  baking: { background: '#f1e0cd', accent: '#96643c', deep: '#5e3d22' },
  dessert: { background: '#f5d8e1', accent: '#b0476a', deep: '#762c45' },
  breakfast: { background: '#fbe8b8', accent: '#c98a12', deep: '#86590a' },
  handheld: { background: '#ecdfc8', accent: '#a0703d', deep: '#664624' },
  snack: { background: '#e1edd9', accent: '#4f8a47', deep: '#325d2d' },
  everyday: { background: '#e2ebe4', accent: '#2f6f4f', deep: '#1d4a34' },
};

/** Title words that name a kind, most telling first ("Chicken Noodle Soup" is a soup, not noodles). */
const kindWords: readonly [RecipeKind, RegExp][] = [
  ['soup', /\b(soup|broth|chowder)\b/],
  ['salad', /\bsalad\b/],
  ['curry', /\b(curry|dal|dhal|masala|korma|aloo|gobi|tikka)\b/],
  ['stir-fry', /\b(stir-?fry|fried rice|wok)\b/],
  ['pasta', /\b(pasta|spaghetti|linguine|penne|bolognese|lasagne|macaroni|noodles?)\b/],
  ['snack', /\b(hummus|bites|dip|crackers|roasted chickpeas)\b/],
  ['dessert', /\b(pudding|bark|crumble|baked apples?|sorbet|fool)\b/],
  ['traybake', /\b(traybake|tray bake|roast(ed)?|jackets?|pie|bake)\b/],
  ['stew', /\b(stew|chilli|casserole|tagine|risotto|jollof|kedgeree|one-pot|hotpot)\b/],
  ['baking', /\b(bread|muffins?|cake|scones?|cookies?|biscuits?|flapjacks?)\b/],
  ['breakfast', /\b(porridge|oats|muesli|granola|pancakes?|scramble|scrambled|omelette|shakshuka|frittata)\b/],
  ['handheld', /\b(sandwich(es)?|wraps?|burritos?|quesadillas?|burgers?|toast|fajitas?|tacos?)\b/],
];

/** Tags that name a kind, for titles that name none. */
const kindTags: readonly [RecipeKind, string][] = [
  ['soup', 'soup'],
  ['salad', 'salad'],
  ['curry', 'curry'],
  ['stir-fry', 'stir-fry'],
  ['traybake', 'traybake'],
  ['pasta', 'pasta'],
  ['stew', 'one-pot'],
  ['dessert', 'dessert'],
  ['breakfast', 'breakfast'],
  ['snack', 'snack'],
];

interface Food {
  name: string;
  words: RegExp;
  shape: MotifShape;
  colour: string;
}

/** Foods a title may name, each drawn as a simple shape in its own colour. Longer names come before their parts. */
const foods: readonly Food[] = [
  { name: 'sweet potato', words: /\bsweet potato(es)?\b/, shape: 'cube', colour: '#e8832c' },
  { name: 'sweetcorn', words: /\b(sweetcorn|corn)\b/, shape: 'round', colour: '#f0c02c' },
  { name: 'black beans', words: /\bblack beans?\b/, shape: 'bean', colour: '#3d3540' },
  { name: 'kidney beans', words: /\bkidney beans?\b/, shape: 'bean', colour: '#8b2e3c' },
  { name: 'pinto beans', words: /\bpinto beans?\b/, shape: 'bean', colour: '#b78760' },
  { name: 'green beans', words: /\bgreen beans?\b/, shape: 'leaf', colour: '#4a8f3c' },
  { name: 'white beans', words: /\b(butter|cannellini|white|haricot|smoky) beans?\b/, shape: 'bean', colour: '#e9d9b4' },
  { name: 'beans', words: /\bbeans?\b/, shape: 'bean', colour: '#b9875a' },
  { name: 'tomato', words: /\btomato(es)?\b/, shape: 'round', colour: '#dd4b39' },
  {
    name: 'berries',
    words: /\b(berry|berries|blueberry|blueberries|raspberr(y|ies)|strawberr(y|ies))\b/,
    shape: 'round',
    colour: '#6b4f9e',
  },
  { name: 'lentils', words: /\blentils?\b/, shape: 'bean', colour: '#e07f35' },
  { name: 'chickpeas', words: /\b(chickpeas?|chana|falafel|hummus)\b/, shape: 'round', colour: '#d7ad62' },
  {
    name: 'greens',
    words: /\b(spinach|kale|greens|chard|cabbage|leek|herbs?|mint|chives?|basil|coriander)\b/,
    shape: 'leaf',
    colour: '#4e9a4a',
  },
  { name: 'broccoli', words: /\bbroccoli\b/, shape: 'leaf', colour: '#3b7f3b' },
  { name: 'peas', words: /\bpeas?\b/, shape: 'round', colour: '#79b84a' },
  { name: 'avocado', words: /\bavocados?\b/, shape: 'leaf', colour: '#7aa53a' },
  { name: 'eggs', words: /\beggs?\b|\bomelette\b|\bshakshuka\b|\bfrittata\b/, shape: 'bean', colour: '#fff6da' },
  { name: 'fish', words: /\b(fish|salmon|tuna|haddock|sardines?|cod|mackerel|prawns?)\b/, shape: 'wedge', colour: '#ee9675' },
  { name: 'meat', words: /\b(chicken|turkey|pork|beef|lamb|sausages?|meatballs?|ham)\b/, shape: 'cube', colour: '#c4825e' },
  { name: 'tofu', words: /\btofu\b/, shape: 'cube', colour: '#efe4c6' },
  { name: 'mushrooms', words: /\bmushrooms?\b/, shape: 'round', colour: '#a07a5c' },
  { name: 'apple', words: /\bapples?\b/, shape: 'round', colour: '#d64a3b' },
  { name: 'pear', words: /\bpears?\b/, shape: 'round', colour: '#b6c04a' },
  { name: 'banana', words: /\bbananas?\b/, shape: 'bean', colour: '#f0cb45' },
  { name: 'lemon', words: /\b(lemon|lemony|lime)\b/, shape: 'bean', colour: '#f2d34a' },
  { name: 'peppers', words: /\b(peppers?|paprika|chilli|fajitas?)\b/, shape: 'ring', colour: '#e0522c' },
  { name: 'squash', words: /\b(squash|pumpkin|carrots?)\b/, shape: 'cube', colour: '#ea8a2f' },
  { name: 'potato', words: /\b(potato(es)?|jackets?|aloo)\b/, shape: 'bean', colour: '#d6b274' },
  { name: 'grains', words: /\b(oats?|muesli|porridge|rice|couscous|quinoa|bulgur)\b/, shape: 'grain', colour: '#e3d1a2' },
  { name: 'noodles', words: /\b(noodles?|pasta|spaghetti|linguine)\b/, shape: 'ring', colour: '#e6c274' },
  { name: 'cheese', words: /\b(cheese|cheddar|feta|parmesan|mozzarella)\b/, shape: 'wedge', colour: '#f2c552' },
  { name: 'chocolate', words: /\b(chocolate|cocoa)\b/, shape: 'cube', colour: '#5b3a2a' },
  { name: 'coconut', words: /\bcoconut\b/, shape: 'round', colour: '#8b5e3c' },
  { name: 'nuts', words: /\b(peanuts?|hazelnuts?|almonds?|walnuts?)\b/, shape: 'bean', colour: '#b98149' },
  { name: 'ginger', words: /\b(ginger|garlic|onions?)\b/, shape: 'round', colour: '#e6d7b5' },
  { name: 'yoghurt', words: /\b(yoghurt|yogurt|vanilla)\b/, shape: 'round', colour: '#fbf6ea' },
  { name: 'bread', words: /\b(bread|toast|wraps?|muffins?|burritos?|quesadillas?|sandwich(es)?)\b/, shape: 'cube', colour: '#d29f5e' },
];

const MAX_FOODS = 3;
const TILE = { width: 160, height: 120 } as const;

function normalise(title: string): string {
  return title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** FNV-1a over the title: the seed that places the foods. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator (mulberry32), so that the same title always scatters the same way. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function recipeKindFor({ title, tags = [] }: RecipeArtInput): RecipeKind {
  const words = normalise(title);
  for (const [kind, pattern] of kindWords) if (pattern.test(words)) return kind;
  const tagSet = new Set(tags.map((tag) => tag.toLowerCase()));
  for (const [kind, tag] of kindTags) if (tagSet.has(tag)) return kind;
  return 'everyday';
}

/** The foods the title names, in the order it names them. */
export function foodsIn(title: string): Food[] {
  const words = normalise(title);
  const found: { food: Food; at: number }[] = [];
  let rest = words;
  for (const food of foods) {
    const match = food.words.exec(rest);
    if (!match) continue;
    found.push({ food, at: match.index });
    // Blank out what matched, so "sweet potato" is not also read as "potato".
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, MAX_FOODS)
    .map(({ food }) => food);
}

/**
 * Drawn pictures already worked out, by title and tags. A list draws each of its recipes on every render, and the
 * same recipe appears on several pages; working one out reads its title against every pattern above. The picture
 * depends on nothing else, so it is worked out once. Bounded, so that a long session cannot grow it for ever.
 */
const drawn = new Map<string, RecipeArt>();
const MAX_DRAWN = 500;

/** The picture for a recipe: the same object for the same title and tags, so it must not be changed. */
export function recipeArtFor(input: RecipeArtInput): Readonly<RecipeArt> {
  const key = `${input.title}\u0000${(input.tags ?? []).join('\u0000')}`;
  let art = drawn.get(key);
  if (art === undefined) {
    if (drawn.size >= MAX_DRAWN) drawn.clear();
    art = drawRecipeArt(input);
    drawn.set(key, art);
  }
  return art;
}

function drawRecipeArt(input: RecipeArtInput): RecipeArt {
  const kind = recipeKindFor(input);
  const look = looks[kind];
  const named = foodsIn(input.title);
  // A title that names no food still gets a pattern: dots in the kind's own colour.
  const palette: { shape: MotifShape; colour: string }[] =
    named.length > 0 ? named.map(({ shape, colour }) => ({ shape, colour })) : [{ shape: 'round', colour: look.accent }];
  const random = seededRandom(hashText(normalise(input.title)));
  const offset = Math.floor(random() * palette.length);

  // A 4 × 3 grid of cells, each food jittered inside its cell: scattered, yet never in a heap.
  const columns = 4;
  const rows = 3;
  const cellWidth = TILE.width / columns;
  const cellHeight = TILE.height / rows;
  const motifs: Motif[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const choice = palette[(row * columns + column + offset + row) % palette.length] as (typeof palette)[number];
      motifs.push({
        ...choice,
        x: round((column + 0.5) * cellWidth + (random() - 0.5) * cellWidth * 0.5),
        y: round((row + 0.5) * cellHeight + (random() - 0.5) * cellHeight * 0.5),
        rotate: Math.floor(random() * 360),
        scale: round(0.85 + random() * 0.45),
      });
    }
  }
  return { kind, ...look, foods: named.map((food) => food.name), motifs };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export const recipeArtTile = TILE;
