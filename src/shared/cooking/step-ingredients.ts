/**
 * Which ingredients a method step mentions, so cook mode can light them up beside the step (decision 0076). A step
 * names an ingredient by its item as the parser reads it ("onions" for "2 large onions, sliced"), often in another
 * form: plural or singular, a case ending, an article stuck to it (Arabic "البصل"). No dictionary: two words are the
 * same when they share a stem of three letters or more and what is left of each is an inflection ending of one of
 * the shipped languages. That is loose on purpose (a missed highlight hurts more than an extra one) but not so
 * loose that "rice" is "rich" or "pea" is "peach".
 */

interface NamedIngredient {
  item: string;
  text: string;
}

/** Inflection endings of the shipped languages, written without accents as words are compared. */
const endings = new Set([
  '',
  // en
  's',
  'es',
  'ies',
  'y',
  // de, nl
  'e',
  'en',
  'n',
  'er',
  'ern',
  'es',
  // fr, es, pt, it
  'x',
  'i',
  'o',
  'a',
  'os',
  'as',
  'oes',
  'ais',
  // pl
  'y',
  'ow',
  'om',
  'ami',
  'ach',
  'u',
  'ie',
  'ke',
  'ki',
  // tr (dotless ı is kept as it is: it has no accent to drop)
  'ı',
  'ü',
  'yi',
  'yı',
  'ler',
  'lar',
  'leri',
  'ları',
  'lari',
  'nı',
  'ni',
  'ini',
  'ını',
  'de',
  'da',
  'nde',
  'nda',
  'ında',
  'inde',
  'le',
  'la',
  // ar
  'ات',
  'ة',
  'ه',
  'ين',
  'ان',
]);

/** Words that describe an item without naming it: on their own they would match every "fresh" thing. */
const describingWords = new Set([
  'fresh',
  'large',
  'small',
  'medium',
  'chopped',
  'sliced',
  'diced',
  'ground',
  'whole',
  'dried',
  'frozen',
  'tinned',
  'canned',
  'plain',
  'red',
  'green',
  'white',
  'black',
  'the',
  'and',
  'with',
  'for',
  'into',
  'frisch',
  'frische',
  'gross',
  'grosse',
  'klein',
  'kleine',
  'und',
  'oder',
  'mit',
  'frais',
  'fraiche',
  'des',
  'les',
  'avec',
  'pour',
  'fresco',
  'fresca',
  'del',
  'los',
  'las',
  'con',
  'para',
  'grande',
  'pequeno',
  'vers',
  'verse',
  'van',
  'het',
  'een',
  'met',
  'della',
  'dello',
  'per',
  'swiezy',
  'swieza',
  'swieze',
  'duzy',
  'duza',
  'taze',
  'buyuk',
  'kucuk',
  'bir',
  'طازج',
  'طازجة',
  'كبير',
  'صغير',
]);

/** Arabic writes "the", "and" and "with" onto the word; they go before comparing. */
const arabicPrefixes = ['وال', 'بال', 'فال', 'لل', 'ال', 'و', 'ب'];

/** Lower case, accents and marks off (ğ is g, é is e, ß is ss); dotless ı stays, it is a letter of its own. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f]/g, '');
}

function wordsOf(text: string): string[] {
  return (normalise(text).match(/[\p{L}]+/gu) ?? []).map((word) => {
    for (const prefix of arabicPrefixes) {
      if (word.startsWith(prefix) && word.length - prefix.length >= 3 && /^[\u0600-\u06ff]/.test(word)) return word.slice(prefix.length);
    }
    return word;
  });
}

/** True when the two words are one word in two forms: a common stem of three letters or more, then endings. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  for (let stem = common; stem >= 3; stem--) {
    if (endings.has(a.slice(stem)) && endings.has(b.slice(stem))) return true;
  }
  return false;
}

/** The words of an ingredient that name it: its item as read, or its whole line when the reader found none. */
function namingWords(ingredient: NamedIngredient): string[] {
  const words = wordsOf(ingredient.item.trim() === '' ? ingredient.text : ingredient.item);
  return words.filter((word) => word.length >= 3 && !describingWords.has(word));
}

/** The positions (in `ingredients`) of the ingredients `step` mentions, in the order of the list. */
export function ingredientsInStep(step: string, ingredients: readonly NamedIngredient[]): number[] {
  const stepWords = [...new Set(wordsOf(step).filter((word) => word.length >= 3))];
  const found: number[] = [];
  ingredients.forEach((ingredient, index) => {
    const names = namingWords(ingredient);
    if (names.some((name) => stepWords.some((word) => sameWord(name, word)))) found.push(index);
  });
  return found;
}
