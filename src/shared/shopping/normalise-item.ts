/**
 * Item names as the shopping list matches them: "Fresh Cilantro", "cilantro" and "coriander" are one thing to
 * buy, and so are "tomatoes" and "tomato". The result is lower case, singular in its last word (the noun:
 * "cherry tomatoes" → "cherry tomato"), with a few preparation and size words dropped from the front
 * ("large eggs" → "egg") and the common American names mapped to the British ones the starter recipes use
 * ("zucchini" → "courgette"). It never throws and never returns more words than it was given.
 *
 * What is deliberately left alone:
 * - words that change what is bought: "dried oregano" is not "oregano", "ground cumin" is not "cumin seeds",
 *   "frozen peas" are not "peas", "chopped tomatoes" (the tinned kind) are not "tomatoes";
 * - accents: "jalapeño" stays as written here and is folded only in the list's key (merge-ingredients.ts);
 * - anything not in the tables below: a name we do not know is matched as written, lower case and singular.
 */

export interface NormalisedItem {
  /** Lower case, singular, synonyms mapped: the name that is matched and shown. */
  name: string;
  /** The last word was written in the plural ("onions"): the list shows the name back in the plural. */
  plural: boolean;
}

/** Plurals the rules below would get wrong, and the singular of each. */
const irregularPlurals: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  calves: 'calf',
  shelves: 'shelf',
  cookies: 'cookie',
  brownies: 'brownie',
  smoothies: 'smoothie',
  veggies: 'veggie',
  quiches: 'quiche',
  brioches: 'brioche',
  shoes: 'shoe',
  sloes: 'sloe',
  oboes: 'oboe',
  canoes: 'canoe',
};

const irregularSingulars: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(irregularPlurals).map(([plural, singular]) => [singular, plural]),
);

/** Words that end in s but are not plurals (or have no singular anyone buys). */
const notPlural = new Set([
  'hummus',
  'houmous',
  'couscous',
  'asparagus',
  'citrus',
  'octopus',
  'molasses',
  'haggis',
  'pastis',
  'chassis',
  'swiss',
  'tapas',
  'schnapps',
  'brussels',
  'christmas',
]);

/** The singular of one lower-case word: tomatoes → tomato, berries → berry, leaves → leaf, hummus → hummus. */
export function singularise(word: string): string {
  const irregular = irregularPlurals[word];
  if (irregular !== undefined) return irregular;
  if (word.length <= 3 || !word.endsWith('s') || notPlural.has(word) || /(ss|us|'s)$/.test(word)) return word;
  if (/[^aeiou]ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/oes$/.test(word)) return word.slice(0, -2);
  if (/(ches|shes|xes|sses|zzes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The plural of one lower-case word, the inverse of `singularise` for the words the list uses. */
export function pluralise(word: string): string {
  const irregular = irregularSingulars[word];
  if (irregular !== undefined) return irregular;
  if (word === '' || notPlural.has(word) || /us$/.test(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|ch|sh|x|zz)$/.test(word)) return `${word}es`;
  if (/^(tomato|potato|mango)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/**
 * Other names for the same thing, in singular form, mapped to the name the list uses. Matched as whole words
 * anywhere in the name, longest first: "red bell pepper" → "red pepper", "fresh cilantro" → "fresh coriander".
 */
export const itemSynonyms: Readonly<Record<string, string>> = {
  scallion: 'spring onion',
  'green onion': 'spring onion',
  'salad onion': 'spring onion',
  cilantro: 'coriander',
  'coriander leaf': 'coriander',
  zucchini: 'courgette',
  eggplant: 'aubergine',
  'garbanzo bean': 'chickpea',
  garbanzo: 'chickpea',
  'chick pea': 'chickpea',
  'bell pepper': 'pepper',
  capsicum: 'pepper',
  'sweet pepper': 'pepper',
  arugula: 'rocket',
  'romaine lettuce': 'cos lettuce',
  romaine: 'cos lettuce',
  'confectioners sugar': 'icing sugar',
  "confectioners' sugar": 'icing sugar',
  'powdered sugar': 'icing sugar',
  'superfine sugar': 'caster sugar',
  'castor sugar': 'caster sugar',
  'all-purpose flour': 'plain flour',
  'all purpose flour': 'plain flour',
  'self-rising flour': 'self-raising flour',
  'heavy cream': 'double cream',
  'whipping cream': 'double cream',
  'light cream': 'single cream',
  'ground beef': 'beef mince',
  'minced beef': 'beef mince',
  'ground pork': 'pork mince',
  'minced pork': 'pork mince',
  'ground lamb': 'lamb mince',
  'minced lamb': 'lamb mince',
  'ground turkey': 'turkey mince',
  'minced turkey': 'turkey mince',
  'ground chicken': 'chicken mince',
  'minced chicken': 'chicken mince',
  shrimp: 'prawn',
  'snow pea': 'mangetout',
  'fava bean': 'broad bean',
  'navy bean': 'haricot bean',
  'baking soda': 'bicarbonate of soda',
  'bicarb of soda': 'bicarbonate of soda',
  'bicarb soda': 'bicarbonate of soda',
  cornstarch: 'cornflour',
  'corn starch': 'cornflour',
  beet: 'beetroot',
  rutabaga: 'swede',
  chili: 'chilli',
  chile: 'chilli',
  'chili pepper': 'chilli',
  'chilli pepper': 'chilli',
  'red pepper flake': 'chilli flake',
  'crushed red pepper': 'chilli flake',
  'chili flake': 'chilli flake',
  'ground black pepper': 'black pepper',
  'ground pepper': 'black pepper',
  yogurt: 'yoghurt',
  yoghourt: 'yoghurt',
  'greek yogurt': 'greek yoghurt',
  'plain yogurt': 'natural yoghurt',
  'plain yoghurt': 'natural yoghurt',
  'tomato paste': 'tomato puree',
  'tomato purée': 'tomato puree',
  'canned tomato': 'chopped tomato',
  'tinned tomato': 'chopped tomato',
  'diced tomato': 'chopped tomato',
  'crushed tomato': 'chopped tomato',
  'whole wheat': 'wholemeal',
  'whole-wheat': 'wholemeal',
  'rolled oat': 'oat',
  'porridge oat': 'oat',
  'old-fashioned oat': 'oat',
  'canola oil': 'rapeseed oil',
  'extra virgin olive oil': 'olive oil',
  'extra-virgin olive oil': 'olive oil',
  'basil leaf': 'basil',
  'mint leaf': 'mint',
  'parsley leaf': 'parsley',
  'flat-leaf parsley': 'parsley',
  'flat leaf parsley': 'parsley',
  'italian parsley': 'parsley',
  'spinach leaf': 'spinach',
  'sage leaf': 'sage',
  'thyme leaf': 'thyme',
  'oregano leaf': 'oregano',
  'tarragon leaf': 'tarragon',
  'dill leaf': 'dill',
  'rocket leaf': 'rocket',
  'garlic clove': 'garlic',
  'clove of garlic': 'garlic',
};

/** Synonyms by number of words, longest first, so that "chili pepper" wins over "chili". */
const synonymPhrases = Object.entries(itemSynonyms)
  .map(([from, to]) => ({ from: from.split(' '), to: to.split(' ') }))
  .sort((a, b) => b.from.length - a.from.length);

/** Words in front of an item that say how it is cut or how big it is, not what it is. */
const preparationWords = new Set([
  'fresh',
  'freshly',
  'large',
  'medium',
  'small',
  'big',
  'ripe',
  'chopped',
  'diced',
  'sliced',
  'grated',
  'minced',
  'crushed',
  'peeled',
  'trimmed',
  'washed',
  'finely',
  'roughly',
  'thinly',
  'coarsely',
  'halved',
  'quartered',
  'shredded',
  'juiced',
  'zested',
  'cubed',
  'organic',
  'good-quality',
]);

/** Names whose first word looks like preparation but makes it another product. */
const keptWhole = new Set(['chopped tomato']);

/** One line's item in the form the list matches: see the module comment. "" when nothing is left. */
export function normaliseItem(item: string): NormalisedItem {
  const words = item
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'&+\-/ ]+/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[-'/]+|[-'/]+$/g, ''))
    .filter((word) => word !== '');
  const last = words.at(-1);
  if (last === undefined) return { name: '', plural: false };
  const singular = singularise(last);
  const plural = singular !== last;
  words[words.length - 1] = singular;
  const { words: named, droppedLast } = applySynonyms(words);
  return { name: stripPreparation(named).join(' '), plural: plural && !droppedLast };
}

/**
 * The words with every synonym replaced; `droppedLast` when a replacement dropped the noun that was plural
 * ("coriander leaves" → "coriander", not "corianders").
 */
function applySynonyms(words: readonly string[]): { words: string[]; droppedLast: boolean } {
  let result = [...words];
  let droppedLast = false;
  for (const { from, to } of synonymPhrases) {
    for (let at = 0; at + from.length <= result.length; at += 1) {
      if (from.every((word, i) => result[at + i] === word)) {
        if (at + from.length === result.length && to.join(' ') === from.slice(0, -1).join(' ')) droppedLast = true;
        result = [...result.slice(0, at), ...to, ...result.slice(at + from.length)];
        at += to.length - 1;
      }
    }
  }
  return { words: result, droppedLast };
}

function stripPreparation(words: readonly string[]): string[] {
  let start = 0;
  while (start < words.length - 1 && preparationWords.has(words[start] ?? '') && !keptWhole.has(words.slice(start).join(' '))) {
    start += 1;
  }
  return words.slice(start);
}

/** The name as the list shows it: "onion" or, when it was written so, "onions"; "spring onion" → "spring onions". */
export function itemLabel(name: string, plural: boolean): string {
  if (!plural) return name;
  const words = name.split(' ');
  const last = words.at(-1);
  if (last === undefined || last === '') return name;
  words[words.length - 1] = pluralise(last);
  return words.join(' ');
}

/** The words of a name as a recipe wrote them, keeping their case: "Parmigiano-Reggiano, grated" → its three words. */
function writtenWords(written: string): string[] {
  return written
    .normalize('NFC')
    .replace(/[’‘`]/g, "'")
    .split(/[^\p{L}\p{N}'&+\-/]+/u)
    .map((word) => word.replace(/^[-'/]+|[-'/]+$/g, ''))
    .filter((word) => word !== '');
}

/**
 * The list's label (`itemLabel`, lower case) in the case a recipe wrote it: "kartoffeln" from "Kartoffeln",
 * "parmesan" from "Parmesan", "onions" from "Onion" when another recipe made it plural ("Onions"). A word of the
 * label the recipe did not write (a synonym: "coriander" for "cilantro") stays as the label has it. German nouns
 * and names keep their capitals; matching stays case-insensitive (the key is the lower-case name).
 */
export function labelAsWritten(label: string, written: string): string {
  const words = writtenWords(written);
  return label
    .split(' ')
    .map((word) => {
      const same = words.find((candidate) => candidate.toLowerCase() === word);
      if (same !== undefined) return same;
      const other = words.find((candidate) => singularise(candidate.toLowerCase()) === singularise(word));
      if (other === undefined || word === '') return word;
      if (other.length > 1 && other === other.toUpperCase() && other !== other.toLowerCase()) return word.toUpperCase();
      const first = other.charAt(0);
      return first !== first.toLowerCase() ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;
    })
    .join(' ');
}
