/**
 * Reads an ingredient line as people write it ("1 ½ cups rolled oats, toasted") into an amount, a unit, the
 * item and a note. It never throws: a line it cannot read keeps the whole line as its item and no quantity,
 * which the app shows as written and the shopping list lists as is.
 *
 * How the ambiguous cases are read:
 * - **Ranges** ("2-3 cloves", "2 to 3", "200–250 g") keep the upper end as the quantity, so a shopping list
 *   built from them does not come up short, and the range as written in the note ("2–3 cloves").
 * - **Packaging** ("2 x 400 g tins", "1 (14 oz) can", "1 can (400 ml)", "400 g tin") is multiplied out to
 *   what the cook uses (800 g), with the packaging in the note ("2 × 400 g tins") for the shopper.
 * - **Two units** ("100 g / 3.5 oz", "1 cup (240 ml)", "500g/1lb 2oz", "75-100ml/2½-3½fl oz") take the first;
 *   the second goes in the note as written. "1 lb 2 oz" alone is one amount in pounds.
 * - **Sums** ("1 tbsp + 1 tsp") are added up in the first unit when the two convert (1 ⅓ tbsp), the sum as
 *   written going in the note; otherwise the second part is only a note.
 * - **Counted units written after the item** ("3 garlic cloves") read as "3 cloves garlic", so they merge on a
 *   shopping list with lines written the other way round.
 * - **Vague amounts** ("a little", "some", "a few") have no quantity; "a pinch", "a handful" are one of that unit.
 * - **Leading parts of an item** ("Juice of 1 lemon", "Zest and juice of 2 limes") are the note: the item is
 *   what is bought (1 lemon).
 * - **Sizes** ("2.5 cm piece of ginger", "1 inch ginger") are one piece, the size in the note.
 * - **Preparation words** before the item ("freshly grated ginger", "peeled and cubed squash") go to the note, so
 *   the item is what is bought and merges on the shopping list; "chopped tomatoes" and "minced beef" are bought so.
 * - **Amounts after the item** ("Lemon juice, 3 tablespoons"), words before the amount ("Scant ½ tsp", kept in
 *   the note), "pinch nutmeg" without "of", and adjectives listed with commas ("boneless, skinless chicken
 *   breast", kept in the item) are read too. The order of the steps is in docs/decisions/0069.
 * - Every step reads from the start of what is left, so a line is read in time linear in its length.
 * - `text` is the line as given, trimmed; bullets and extra spaces are only ignored while reading it. Notes
 *   that describe the amount as written start with that amount, in the forms written here, so that
 *   `formatIngredient` (format-ingredient.ts) can scale them with the line.
 */
import type { Ingredient } from '../recipes.ts';
import { formatQuantity, roundQuantity } from './quantity.ts';
import { convert, normaliseUnit, unitInfo, unitLabel, type UnitName } from './units.ts';

/** The schema's bound; a larger number on a line is more likely a typo or a product code than an amount. */
const MAX_QUANTITY = 1_000_000;

export function parseIngredientLine(text: string): Ingredient {
  const original = text.trim();
  const unread: Ingredient = { text: original, quantity: null, unit: null, item: original, note: null };
  const line = cleanLine(original);
  if (line === '') return unread;

  const lead = readLead(line) ?? readAmountAtEnd(line);
  const amount = lead.amount;
  const description = describeItem(amount === null ? lead.rest : amount.rest.replace(/^\s*of\s+/i, ''));
  if (amount === null) {
    return { ...unread, item: description.item || original, note: joinNotes([...lead.notes, ...description.notes]) };
  }
  if (!(amount.high >= 0 && amount.high <= MAX_QUANTITY)) return unread;

  const trailing = (amount.unit === null || amount.unitAssumed === true) && !lead.amountAtEnd ? trailingUnit(description.item) : null;
  const unit = trailing?.unit ?? amount.unit;
  const item = trailing?.item ?? description.item;
  const range = amount.low !== amount.high && !amount.packaged ? [rangeText(amount.low, amount.high, unit)] : [];
  return {
    text: original,
    quantity: roundQuantity(amount.high),
    unit,
    item: item || original,
    note: joinNotes([...lead.notes, ...range, ...amount.notes, ...description.notes]),
  };
}

/** Bullets, check boxes and odd spaces that pasted recipes bring along; the fraction slash is a slash. */
function cleanLine(text: string): string {
  return text
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000\t]/g, ' ')
    .replace(/\u2044/g, '/')
    .replace(/^[\s\-–—*•·▪◦‣○●▢☐□✓✔>]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// ── The amount ─────────────────────────────────────────────────────────────────────────────────────────

interface Amount {
  /** The same as `high` unless a range was written. */
  low: number;
  high: number;
  unit: UnitName | null;
  /** No unit was written ("1 inch ginger" is one piece): a count unit after the item is the unit instead. */
  unitAssumed?: boolean;
  /** The packaging note already says how many, so no range note is added. */
  packaged: boolean;
  notes: string[];
  rest: string;
}

interface Lead {
  amount: Amount | null;
  notes: string[];
  rest: string;
  /** "Garlic cloves, 3": the item was written first, whole, so its last word is not read as the unit. */
  amountAtEnd?: true;
}

const vagueAmount = /^(a little|a few|a bit of|a drizzle of|a sprinkle of|a sprinkling of|a glug of|some)\s+/i;
const leadingPart = /^([A-Za-z]+(?: [A-Za-z]+){0,3}) (?:of|from) /;
/** Words before the amount that say it is not exact ("Scant ½ tsp", "about 200 g"); they go in the note. */
const amountQualifier = /^(scant|heaped|heaping|generous|rounded|level|good|about|approx\.?|approximately|around|roughly)\s+/i;
/** Units that read as an amount of one without "of" ("Pinch nutmeg", "Handful basil"): none is also an item. */
const unitsWithoutOf: ReadonlySet<UnitName> = new Set(['pinch', 'dash', 'splash', 'handful', 'knob', 'sprig', 'bunch']);

/**
 * The amount at the start of the line, after "Juice of" or "Scant", or the implied one of "Pinch of salt";
 * null when the line has none there (it may have one at its end).
 */
function readLead(line: string): Lead | null {
  const vague = vagueAmount.exec(line);
  if (vague?.[1] !== undefined)
    return { amount: null, notes: [vague[1].toLowerCase().replace(/ of$/, '')], rest: line.slice(vague[0].length) };

  const amount = readAmount(line);
  if (amount !== null) return { amount, notes: [], rest: amount.rest };

  const qualifier = amountQualifier.exec(line);
  const qualified = qualifier === null ? null : readAmount(line.slice(qualifier[0].length));
  if (qualifier?.[1] !== undefined && qualified !== null)
    return { amount: qualified, notes: [qualifier[1].toLowerCase()], rest: qualified.rest };

  const part = leadingPart.exec(line);
  const afterPart = part === null ? null : readAmount(line.slice(part[0].length));
  if (part?.[1] !== undefined && afterPart !== null) return { amount: afterPart, notes: [lowerFirst(part[1])], rest: afterPart.rest };

  const unit = readUnit(line);
  const impliedOne =
    unit !== null &&
    unitInfo(unit.unit)?.kind === 'count' &&
    (/^\s+of\s/i.test(unit.rest) || (unitsWithoutOf.has(unit.unit) && /^\s+[^\s,;:(]/.test(unit.rest)));
  if (unit !== null && impliedOne) {
    return {
      amount: { low: 1, high: 1, unit: unit.unit, packaged: false, notes: unit.notes, rest: unit.rest },
      notes: [],
      rest: unit.rest,
    };
  }
  return null;
}

/** Where an amount may follow the item: "Lemon juice, 3 tbsp", "Flour: 200 g", "Butter - 50 g". */
const amountAtEndSeparator = /[,:]\s*|\s[-–—]\s+/g;
/** Only the first few separators are tried, so a long line is read in time proportional to its length. */
const MAX_SEPARATORS_TRIED = 3;

/** "Lemon juice, 3 tablespoons": the item, then an amount that is the rest of the line or of its first part. */
function readAmountAtEnd(line: string): Lead {
  let tried = 0;
  for (const separator of line.matchAll(amountAtEndSeparator)) {
    if (tried++ >= MAX_SEPARATORS_TRIED) break;
    const amount = readAmount(line.slice(separator.index + separator[0].length));
    const head = line.slice(0, separator.index);
    if (amount === null || head.trim() === '' || !/^\s*(?:$|[,;])/.test(amount.rest)) continue;
    const rest = `${head}${amount.rest}`;
    return { amount: { ...amount, rest }, notes: [], rest, amountAtEnd: true };
  }
  return { amount: null, notes: [], rest: line };
}

function readAmount(text: string): Amount | null {
  const count = readRange(text);
  if (count === null) return null;
  return (
    readSizedPiece(count) ??
    readPackaging(count) ??
    readMeasured(count) ?? { low: count.low, high: count.high, unit: null, packaged: false, notes: [], rest: count.rest }
  );
}

interface Range {
  low: number;
  high: number;
  rest: string;
}

const rangeSeparator = /^\s*(?:-|–|—|to|or)\s*/i;

function readRange(text: string): Range | null {
  const first = readNumber(text, { words: true });
  if (first === null) return null;
  const separator = rangeSeparator.exec(first.rest);
  // "one or two" may use words; after digits only digits make a range ("2 or more" is not one).
  const second = separator === null ? null : readNumber(first.rest.slice(separator[0].length), { words: first.word, articles: false });
  if (second !== null && second.value >= first.value) return { low: first.value, high: second.value, rest: second.rest };
  return { low: first.value, high: first.value, rest: first.rest };
}

/** "2 x 400 g tins", "1 (14 oz) can", "a 400 g tin", "1 can (400 ml)": the count times the size. */
function readPackaging(count: Range): Amount | null {
  const sized = readTimesSize(count.rest) ?? readBracketedSize(count.rest) ?? readBareSize(count.rest) ?? readContainerThenSize(count.rest);
  if (sized === null) return null;
  const { size, container, rest } = sized;
  const countText = count.low === count.high ? amountText(count.high, null) : rangeText(count.low, count.high, null);
  const packaging = container === null ? '' : ` ${unitLabel(container, count.high)}`;
  const other = sized.other === undefined ? '' : ` / ${sized.other}`;
  return {
    low: count.low * size.quantity,
    high: count.high * size.quantity,
    unit: size.unit,
    packaged: true,
    notes: [`${countText} × ${measureText(size.quantity, size.unit)}${other}${packaging}`],
    rest,
  };
}

interface Sized {
  size: Measure;
  /** The same size in other units, as written after a slash ("7 oz"). */
  other?: string | undefined;
  container: UnitName | null;
  rest: string;
}

/** "2 x 400 g tins", and "2 x 200g/7oz steaks" with the size in other units too. */
function readTimesSize(text: string): Sized | null {
  const times = /^\s*[x×]\s*/i.exec(text);
  const size = times === null ? null : readMeasure(text.slice(times[0].length));
  if (size === null) return null;
  const slash = /^\s*\/\s*/.exec(size.rest);
  const other = slash === null ? null : readOtherMeasure(size.rest.slice(slash[0].length));
  const afterSize = other?.rest ?? size.rest;
  const container = readContainer(afterSize);
  return { size, other: other?.written, container: container?.unit ?? null, rest: container?.rest ?? afterSize };
}

function readBracketedSize(text: string): Sized | null {
  const size = readInBrackets(text);
  if (size === null) return null;
  const container = readContainer(size.rest);
  return { size, container: container?.unit ?? null, rest: container?.rest ?? size.rest };
}

/** "1 400 g tin": two numbers in a row are a count and a size only when a container follows. */
function readBareSize(text: string): Sized | null {
  const size = readMeasure(text);
  const container = size === null ? null : readContainer(size.rest);
  if (size === null || container === null) return null;
  return { size, container: container.unit, rest: container.rest };
}

function readContainerThenSize(text: string): Sized | null {
  const unit = readUnit(text);
  if (unit === null || unitInfo(unit.unit)?.kind !== 'count') return null;
  const size = readInBrackets(unit.rest);
  return size === null ? null : { size, container: unit.unit, rest: size.rest };
}

/** "(400 g)", "(14-ounce)", "(400 g each)". */
function readInBrackets(text: string): Measure | null {
  const open = /^\s*\(\s*/.exec(text);
  const size = open === null ? null : readMeasure(text.slice(open[0].length));
  const close = size === null ? null : /^\s*(?:each\s*)?\)/i.exec(size.rest);
  if (size === null || close === null) return null;
  return { ...size, rest: size.rest.slice(close[0].length) };
}

function readContainer(text: string): { unit: UnitName; rest: string } | null {
  const unit = readUnit(text);
  return unit !== null && unitInfo(unit.unit)?.packaging === true ? unit : null;
}

/** A count with its unit: "200 g", "1 tbsp + 1 tsp", "100 g / 3.5 oz", "400 g tin", "1 heaped tsp". */
function readMeasured(count: Range): Amount | null {
  const unit = readUnit(count.rest);
  if (unit === null) return null;
  const amount: Amount = { low: count.low, high: count.high, unit: unit.unit, packaged: false, notes: unit.notes, rest: unit.rest };
  if (unitInfo(unit.unit)?.kind === 'count') return amount;
  const compound = addOunces(amount);
  return addSecondPart(compound ?? amount) ?? addContainer(compound ?? amount) ?? compound ?? amount;
}

/** "1 lb 2 oz": pounds and ounces written together are one amount, in pounds. */
function addOunces(amount: Amount): Amount | null {
  const ounces = amount.unit === 'lb' && amount.low === amount.high ? readMeasure(amount.rest) : null;
  const extra = ounces === null || ounces.unit !== 'oz' ? null : convert(ounces.quantity, 'oz', 'lb');
  if (ounces === null || extra === null) return null;
  const written = `${measureText(amount.high, 'lb')} ${measureText(ounces.quantity, 'oz')}`;
  return { ...amount, low: amount.low + extra, high: amount.high + extra, notes: [...amount.notes, written], rest: ounces.rest };
}

/**
 * An amount written again in other units after a slash or in brackets: "1lb 2oz", "2½-3½fl oz", "7oz". Only
 * its words are kept (for the note): the first units written are the ones read.
 */
function readOtherMeasure(text: string): { written: string; rest: string } | null {
  const first = readNumber(text, { words: false });
  if (first === null) return null;
  const separator = rangeSeparator.exec(first.rest);
  const second = separator === null ? null : readNumber(first.rest.slice(separator[0].length), { words: false });
  const high = second !== null && second.value >= first.value ? second : null;
  const unit = readUnit((high ?? first).rest);
  if (unit === null || unit.notes.length > 0 || unitInfo(unit.unit)?.kind === 'count') return null;
  const written = high === null ? measureText(first.value, unit.unit) : rangeText(first.value, high.value, unit.unit);
  const ounces = unit.unit === 'lb' && high === null ? readMeasure(unit.rest) : null;
  if (ounces?.unit === 'oz') return { written: `${written} ${measureText(ounces.quantity, 'oz')}`, rest: ounces.rest };
  return { written, rest: unit.rest };
}

/** "+ 1 tsp", "plus 2 tbsp", and "2 tablespoons, plus ¼ cup" with a comma before the second part. */
const sumSeparator = /^\s*,?\s*(?:\+|plus|and)\s*/i;
const alternativeSeparator = /^\s*(?:\/|\(|or)\s*/i;

/** "+ 1 tsp" adds up when it converts; "/ 3.5 oz" and "(240 ml)" are the same amount in other units. */
function addSecondPart(amount: Amount): Amount | null {
  const unit = amount.unit;
  if (unit === null) return null;
  const sum = sumSeparator.exec(amount.rest);
  const addend = sum === null ? null : readMeasure(amount.rest.slice(sum[0].length));
  if (addend !== null) {
    const extra = convert(addend.quantity, addend.unit, unit);
    const second = measureText(addend.quantity, addend.unit);
    if (extra === null) return { ...amount, notes: [...amount.notes, `+ ${second}`], rest: addend.rest };
    const written = `${measureText(amount.high, unit)} + ${second}`;
    return { ...amount, low: amount.low + extra, high: amount.high + extra, notes: [...amount.notes, written], rest: addend.rest };
  }
  const alternative = alternativeSeparator.exec(amount.rest);
  const other = alternative === null ? null : readOtherMeasure(amount.rest.slice(alternative[0].length));
  if (alternative === null || other === null) return null;
  // An opened bracket must close; "/" and "or" need nothing after the second amount.
  const closing = alternative[0].includes('(') ? /^\s*\)/.exec(other.rest) : null;
  if (alternative[0].includes('(') && closing === null) return null;
  const rest = other.rest.slice(closing?.[0].length ?? 0);
  return { ...amount, notes: [...amount.notes, other.written], rest };
}

/** "400 g tin chopped tomatoes": the size of one container, which is the amount. */
function addContainer(amount: Amount): Amount | null {
  const container = amount.unit === null ? null : readContainer(amount.rest);
  if (container === null || amount.unit === null) return null;
  const size = `${measureText(amount.high, amount.unit)} ${unitLabel(container.unit, 1)}`;
  return { ...amount, packaged: true, notes: [...amount.notes, size], rest: container.rest };
}

const lengthWord = /^\s*-?\s*(cm|centimetres?|centimeters?|mm|inch|inches|"|”)(?=[\s,;()/-]|$)-?/i;

/**
 * "2.5 cm piece of ginger", "a 5 cm piece", "1 inch ginger": one piece (or stick) of that size; "2 x 3-inch
 * cinnamon sticks": two of them, and the unit may follow the item as in "3 garlic cloves".
 */
function readSizedPiece(count: Range): Amount | null {
  const direct = lengthWord.exec(count.rest);
  const inner = direct === null ? readNumber(count.rest.replace(/^\s*[x×]\s*(?=\d)/i, ''), { words: false }) : null;
  const innerLength = inner === null ? null : lengthWord.exec(inner.rest);
  const size = direct !== null ? count.high : inner !== null && innerLength !== null ? inner.value : null;
  const lengthMatch = direct ?? innerLength;
  if (size === null || lengthMatch?.[1] === undefined) return null;
  const pieces = direct !== null ? 1 : count.high;
  const afterSize = (direct !== null ? count.rest : (inner?.rest ?? '')).slice(lengthMatch[0].length);
  const other = otherLength.exec(afterSize);
  const afterLengths = other === null ? afterSize : afterSize.slice(other[0].length);
  const unit = readUnit(afterLengths);
  const countUnit = unit !== null && unitInfo(unit.unit)?.kind === 'count' ? unit : null;
  const otherNote = other?.[1] === undefined || other[2] === undefined ? [] : [`${other[1]} ${lengthName(other[2])}`];
  return {
    low: pieces,
    high: pieces,
    unit: countUnit?.unit ?? 'piece',
    unitAssumed: countUnit === null,
    packaged: false,
    notes: [`${String(roundQuantity(size))} ${lengthName(lengthMatch[1])}`, ...otherNote],
    rest: countUnit?.rest ?? afterLengths,
  };
}

/** "5cm/2in": the length again in other units; "in" is read as inches only here, after a slash. */
const otherLength = /^\s*\/\s*(\d+(?:\.\d+)?)\s*(cm|mm|in|inch|inches|"|”)(?=[\s,;()-]|$)-?/i;

function lengthName(written: string): 'cm' | 'mm' | 'inch' {
  return /^c/i.test(written) ? 'cm' : /^m/i.test(written) ? 'mm' : 'inch';
}

// ── Units and numbers ──────────────────────────────────────────────────────────────────────────────────

interface Measure {
  quantity: number;
  unit: UnitName;
  rest: string;
}

/** A number written with a weight or volume unit ("400 g", "14-oz", "3.5oz"): the size of a package. */
function readMeasure(text: string): Measure | null {
  const number = readNumber(text, { words: false });
  const unit = number === null ? null : readUnit(number.rest);
  const kind = unit === null ? null : unitInfo(unit.unit)?.kind;
  if (number === null || unit === null || kind === 'count' || unit.notes.length > 0) return null;
  return { quantity: number.value, unit: unit.unit, rest: unit.rest };
}

/** Words that size a unit ("1 heaped tsp", "a good pinch", "1 large tin") and go in the note. */
const unitAdjective =
  /^\s*((?:extra[- ])?(?:large|small|medium|big)(?:[- ]sized?)?|heaped|heaping|level|rounded|scant|generous|good|full|fat|plump|thick|thin)\s+/i;
/** A unit word ends at a space, punctuation or the end: "T-bone" is not a tablespoon. */
const oneWord = /^\s*-?([A-Za-z]+\.?)(?=$|[\s,;()/+])/;
const twoWords = /^\s*([A-Za-z]+\.? [A-Za-z]+\.?)(?=$|[\s,;()/+])/;

function readUnit(text: string): { unit: UnitName; notes: string[]; rest: string } | null {
  const adjective = unitAdjective.exec(text);
  const afterAdjective = adjective === null ? text : text.slice(adjective[0].length);
  for (const pattern of [twoWords, oneWord]) {
    const word = pattern.exec(afterAdjective);
    const unit = word?.[1] === undefined ? null : normaliseUnit(word[1]);
    if (word !== null && unit !== null) {
      return { unit, notes: adjective?.[1] === undefined ? [] : [adjective[1].toLowerCase()], rest: afterAdjective.slice(word[0].length) };
    }
  }
  return null;
}

const glyphValues: Readonly<Record<string, number>> = {
  '¼': 1 / 4,
  '½': 1 / 2,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

const numberWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

interface ReadNumber {
  value: number;
  /** Written as a word ("two"), which lets a range continue in words ("two or three"). */
  word: boolean;
  rest: string;
}

/** Patterns tried in order; the first that matches wins. Each starts at the text's first character. */
const numberPatterns: readonly { pattern: RegExp; value: (match: RegExpExecArray) => number | null }[] = [
  // "1½", "1 ½", "½"
  { pattern: /^(\d+)? ?([¼½¾⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/, value: (m) => Number(m[1] ?? 0) + (glyphValues[m[2] ?? ''] ?? 0) },
  // "1 1/2", "1-1/2" (a hyphen before a proper fraction joins; "1-2" is a range)
  { pattern: /^(\d+)[ -](\d+)\/(\d+)(?!\d)/, value: (m) => mixed(Number(m[1]), Number(m[2]), Number(m[3])) },
  { pattern: /^(\d+)\/(\d+)(?!\d)/, value: (m) => fraction(Number(m[1]), Number(m[2])) },
  // "1,000" and "2,500": a comma before exactly three digits groups thousands…
  { pattern: /^\d{1,3}(?:,\d{3})+(?![\d,.])/, value: (m) => Number(m[0].replace(/,/g, '')) },
  // …any other is a decimal comma, as in "1,5 kg".
  { pattern: /^\d*[.,]\d+/, value: (m) => Number(m[0].replace(',', '.')) },
  { pattern: /^\d+/, value: (m) => Number(m[0]) },
];

/** Word amounts: "one and a half", "half a", "a couple of", "a dozen", "two", and "a"/"an" as one. */
const wordPatterns: readonly { pattern: RegExp; value: (match: RegExpExecArray) => number | null; article?: true }[] = [
  { pattern: /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) and a half(?=\s|$)/i, value: (m) => wordValue(m[1]) + 0.5 },
  { pattern: /^(?:a|one) half(?: an?)?(?=\s|$)/i, value: () => 0.5 },
  { pattern: /^half(?: of)?(?: an?)?(?=\s|$)/i, value: () => 0.5 },
  { pattern: /^a couple(?: of)?(?=\s|$)/i, value: () => 2 },
  { pattern: /^(?:a|one) dozen(?=\s|$)/i, value: () => 12 },
  { pattern: /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=\s|$)/i, value: (m) => wordValue(m[1]) },
  { pattern: /^an?(?=\s)/i, value: () => 1, article: true },
];

function readNumber(text: string, options: { words: boolean; articles?: boolean }): ReadNumber | null {
  const start = text.replace(/^\s+/, '');
  for (const { pattern, value } of numberPatterns) {
    const read = readWith(start, pattern, value, false);
    if (read !== null) return read;
  }
  if (!options.words) return null;
  for (const { pattern, value, article } of wordPatterns) {
    if (article && options.articles === false) continue;
    const read = readWith(start, pattern, value, true);
    if (read !== null) return read;
  }
  return null;
}

function readWith(text: string, pattern: RegExp, value: (match: RegExpExecArray) => number | null, word: boolean): ReadNumber | null {
  const match = pattern.exec(text);
  const number = match === null ? null : value(match);
  if (match === null || number === null || !Number.isFinite(number)) return null;
  return { value: number, word, rest: text.slice(match[0].length) };
}

function wordValue(word: string | undefined): number {
  return numberWords[(word ?? '').toLowerCase()] ?? 0;
}

/** A zero denominator is not a number ("1/0" reads as 1 followed by text). */
function fraction(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}

function mixed(whole: number, numerator: number, denominator: number): number | null {
  return denominator === 0 || numerator >= denominator ? null : whole + numerator / denominator;
}

// ── The item and its note ──────────────────────────────────────────────────────────────────────────────

/**
 * "spring onions (sliced), green parts only" → item "spring onions", notes "sliced", "green parts only";
 * "finely chopped parsley, to serve" → item "parsley", notes "finely chopped", "to serve".
 */
function describeItem(text: string): { item: string; notes: string[] } {
  const bracketed = [...text.matchAll(/\(([^()]*)\)/g)].map((match) => match[1] ?? '');
  const unbracketed = text.replace(/\([^()]*\)/g, ' ').replace(/[()]/g, ' ');
  const { head, tail } = splitAtComma(unbracketed);
  const trailing = splitTrailingNote(tidy(head));
  const prepared = splitPreparation(trailing.item);
  return {
    item: prepared.item,
    notes: [prepared.preparation, ...bracketed, trailing.note, tail].map(tidy).filter((note) => note !== ''),
  };
}

/** Words that describe what is bought and may be listed with commas: "boneless, skinless chicken breast". */
const listedAdjectives = new Set(
  (
    'boneless skinless bone-in skin-on seedless lean ripe firm organic free-range unsalted salted raw fresh large ' +
    'small medium extra-large sweet crisp mild hot cold warm dry whole thick thin plain soft juicy young baby waxy ' +
    'floury good-quality low-fat full-fat fat-free day-old'
  ).split(' '),
);

function isAdjectiveList(segment: string): boolean {
  const words = segment.trim().toLowerCase().split(' ');
  return words.every((word) => listedAdjectives.has(word) || preparationWords.has(word) || /^[a-z-]+less$/.test(word));
}

/**
 * The item ends at the first comma, unless what comes before it is only adjectives of the item after it
 * ("boneless, skinless chicken breast"): then the item runs to the first comma after the noun.
 */
function splitAtComma(text: string): { head: string; tail: string } {
  const parts = text.split(/([,;])/);
  let end = 0;
  while (end + 2 < parts.length && (parts[end] ?? '').trim() !== '' && isAdjectiveList(parts[end] ?? '')) end += 2;
  // Only adjectives up to the end of the line: they are the item, and nothing is joined.
  if (end > 0 && isAdjectiveList(parts[end] ?? '')) end = 0;
  return { head: parts.slice(0, end + 1).join(''), tail: parts.slice(end + 2).join('') };
}

/** Notes that end an item without a comma: "oil for frying", "salt to taste", "butter plus extra for greasing". */
const endingNotes = [
  'to taste',
  'or to taste',
  'to serve',
  'to garnish',
  'to decorate',
  'as needed',
  'as required',
  'if needed',
  'optional',
];

/** The earliest word that starts a note running to the end: read word by word, so in time linear in the text. */
function splitTrailingNote(text: string): { item: string; note: string } {
  const words = text.split(' ');
  const lower = words.map((word) => word.toLowerCase());
  let start = -1;
  for (let at = 1; at < words.length && start < 0; at += 1) {
    const word = lower[at] ?? '';
    if (word === 'for' && at < words.length - 1) start = at;
    if (/^(?:plus|and|\+)$/.test(word) && /^(?:extra|more)(?![a-z0-9_])/.test(lower[at + 1] ?? '')) start = at;
  }
  for (const ending of endingNotes) {
    const length = ending.split(' ').length;
    const at = words.length - length;
    if (at >= 1 && (start < 0 || at < start) && lower.slice(at).join(' ') === ending) start = at;
  }
  if (start < 0) return { item: text, note: '' };
  return { item: words.slice(0, start).join(' '), note: words.slice(start).join(' ') };
}

/** How something is cut or cooked before it goes in; written before the item, they go to the note. */
const preparationWords = new Set(
  (
    'chopped diced minced sliced grated crushed shredded peeled deseeded cubed halved quartered trimmed torn beaten ' +
    'whisked melted softened sifted toasted rinsed drained mashed zested juiced pitted stoned cored snipped julienned ' +
    'bashed crumbled segmented squeezed hulled deveined thawed defrosted'
  ).split(' '),
);
const preparationAdverbs = new Set(['finely', 'roughly', 'coarsely', 'thinly', 'thickly', 'freshly', 'lightly', 'well']);

/** A preparation word that, before these items, names a different thing to buy: tinned chopped tomatoes, mince. */
const boughtPrepared: Readonly<Record<string, RegExp>> = {
  chopped: /^(?:plum |cherry )?tomato/,
  diced: /^tomato/,
  crushed: /^(?:tomato|red pepper|chil)/,
  minced: /^(?:beef|pork|lamb|turkey|chicken|veal|meat)\b/,
  sliced: /^almond/,
  toasted: /^sesame oil/,
};

/** The index after "finely chopped" (or "freshly ground", or "chopped") at `at`, or -1. */
function preparationEnd(lower: readonly string[], at: number): number {
  const adverb = preparationAdverbs.has(lower[at] ?? '');
  const word = lower[adverb ? at + 1 : at] ?? '';
  if (preparationWords.has(word) || (adverb && lower[at] === 'freshly' && word === 'ground')) return adverb ? at + 2 : at + 1;
  return -1;
}

/** "finely chopped parsley" → "parsley" and "finely chopped"; "peeled and cubed sweet potato" the same way. */
function splitPreparation(text: string): { item: string; preparation: string } {
  const words = text.split(' ');
  const lower = words.map((word) => word.toLowerCase());
  let end = preparationEnd(lower, 0);
  while (end > 0 && lower[end] === 'and' && preparationEnd(lower, end + 1) > 0) end = preparationEnd(lower, end + 1);
  const following = lower.slice(end).join(' ');
  const exception = boughtPrepared[lower[end - 1] ?? ''];
  if (end <= 0 || end >= words.length || (exception?.test(following) ?? false)) return { item: text, preparation: '' };
  return { item: words.slice(end).join(' '), preparation: words.slice(0, end).join(' ') };
}

/** "3 garlic cloves" reads as "3 cloves garlic"; packaging words stay ("2 tomato tins" is rare and odd). */
function trailingUnit(item: string): { unit: UnitName; item: string } | null {
  const words = item.split(' ');
  const last = words.at(-1);
  const unit = words.length < 2 || last === undefined ? null : normaliseUnit(last);
  const info = unitInfo(unit);
  if (unit === null || info === null || info.kind !== 'count' || info.packaging) return null;
  return { unit, item: words.slice(0, -1).join(' ') };
}

const edgePunctuation = new Set([' ', '-', '–', '—', ':', ';', ',', '.', '*']);

/**
 * Single spaces, and no spaces or punctuation at either end. The ends are found by stepping in from each
 * side: a regular expression for the end of the text retried at every run of punctuation inside it, which
 * made a long line of dashes take seconds.
 */
function tidy(text: string): string {
  const spaced = text.replace(/\s+/g, ' ');
  let start = 0;
  let end = spaced.length;
  while (start < end && edgePunctuation.has(spaced.charAt(start))) start += 1;
  while (end > start && edgePunctuation.has(spaced.charAt(end - 1))) end -= 1;
  return spaced.slice(start, end);
}

function joinNotes(notes: string[]): string | null {
  const kept = notes.map(tidy).filter((note) => note !== '');
  return kept.length > 0 ? kept.join(', ') : null;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** An amount in a note: cups and counts as fractions ("1 ½"), metric sizes exactly as written ("400", "3.5"). */
function amountText(quantity: number, unit: UnitName | null): string {
  return unitInfo(unit)?.style === 'fraction' || unit === null ? formatQuantity(quantity, unit) : String(roundQuantity(quantity));
}

function measureText(quantity: number, unit: UnitName): string {
  return `${amountText(quantity, unit)} ${unitLabel(unit, quantity)}`;
}

function rangeText(low: number, high: number, unit: UnitName | null): string {
  const label = unit === null ? '' : ` ${unitLabel(unit, high)}`;
  return `${amountText(low, unit)}–${amountText(high, unit)}${label}`;
}
