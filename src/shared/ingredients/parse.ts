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
 * - **Two units** ("100 g / 3.5 oz", "1 cup (240 ml)") take the first; the second goes in the note.
 * - **Sums** ("1 tbsp + 1 tsp") are added up in the first unit when the two convert (1 ⅓ tbsp), the sum as
 *   written going in the note; otherwise the second part is only a note.
 * - **Counted units written after the item** ("3 garlic cloves") read as "3 cloves garlic", so they merge on a
 *   shopping list with lines written the other way round.
 * - **Vague amounts** ("a little", "some", "a few") have no quantity; "a pinch", "a handful" are one of that unit.
 * - **Leading parts of an item** ("Juice of 1 lemon", "Zest and juice of 2 limes") are the note: the item is
 *   what is bought (1 lemon).
 * - **Sizes** ("2.5 cm piece of ginger", "1 inch ginger") are one piece, the size in the note.
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

  const lead = readLead(line);
  const amount = lead.amount;
  const description = describeItem(amount === null ? lead.rest : amount.rest.replace(/^\s*of\s+/i, ''));
  if (amount === null) {
    return { ...unread, item: description.item || original, note: joinNotes([...lead.notes, ...description.notes]) };
  }
  if (!(amount.high >= 0 && amount.high <= MAX_QUANTITY)) return unread;

  const trailing = amount.unit === null ? trailingUnit(description.item) : null;
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
  /** The packaging note already says how many, so no range note is added. */
  packaged: boolean;
  notes: string[];
  rest: string;
}

interface Lead {
  amount: Amount | null;
  notes: string[];
  rest: string;
}

const vagueAmount = /^(a little|a few|a bit of|a drizzle of|a sprinkle of|a sprinkling of|a glug of|some)\s+/i;
const leadingPart = /^([A-Za-z]+(?: [A-Za-z]+){0,3}) (?:of|from) /;

/** The amount at the start of the line, or after "Juice of", or the implied one of "Pinch of salt". */
function readLead(line: string): Lead {
  const vague = vagueAmount.exec(line);
  if (vague?.[1] !== undefined)
    return { amount: null, notes: [vague[1].toLowerCase().replace(/ of$/, '')], rest: line.slice(vague[0].length) };

  const amount = readAmount(line);
  if (amount !== null) return { amount, notes: [], rest: amount.rest };

  const part = leadingPart.exec(line);
  const afterPart = part === null ? null : readAmount(line.slice(part[0].length));
  if (part?.[1] !== undefined && afterPart !== null) return { amount: afterPart, notes: [lowerFirst(part[1])], rest: afterPart.rest };

  const unit = readUnit(line);
  if (unit !== null && unitInfo(unit.unit)?.kind === 'count' && /^\s+of\s/i.test(unit.rest)) {
    return {
      amount: { low: 1, high: 1, unit: unit.unit, packaged: false, notes: unit.notes, rest: unit.rest },
      notes: [],
      rest: unit.rest,
    };
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
  return {
    low: count.low * size.quantity,
    high: count.high * size.quantity,
    unit: size.unit,
    packaged: true,
    notes: [`${countText} × ${measureText(size.quantity, size.unit)}${packaging}`],
    rest,
  };
}

interface Sized {
  size: Measure;
  container: UnitName | null;
  rest: string;
}

function readTimesSize(text: string): Sized | null {
  const times = /^\s*[x×]\s*/i.exec(text);
  const size = times === null ? null : readMeasure(text.slice(times[0].length));
  if (size === null) return null;
  const container = readContainer(size.rest);
  return { size, container: container?.unit ?? null, rest: container?.rest ?? size.rest };
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
  return addSecondPart(amount) ?? addContainer(amount) ?? amount;
}

const sumSeparator = /^\s*(?:\+|plus|and)\s*/i;
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
  const other = alternative === null ? null : readMeasure(amount.rest.slice(alternative[0].length));
  if (alternative === null || other === null) return null;
  // An opened bracket must close; "/" and "or" need nothing after the second amount.
  const closing = alternative[0].includes('(') ? /^\s*\)/.exec(other.rest) : null;
  if (alternative[0].includes('(') && closing === null) return null;
  const rest = other.rest.slice(closing?.[0].length ?? 0);
  return { ...amount, notes: [...amount.notes, measureText(other.quantity, other.unit)], rest };
}

/** "400 g tin chopped tomatoes": the size of one container, which is the amount. */
function addContainer(amount: Amount): Amount | null {
  const container = amount.unit === null ? null : readContainer(amount.rest);
  if (container === null || amount.unit === null) return null;
  const size = `${measureText(amount.high, amount.unit)} ${unitLabel(container.unit, 1)}`;
  return { ...amount, packaged: true, notes: [...amount.notes, size], rest: container.rest };
}

const lengthWord = /^\s*-?\s*(cm|centimetres?|centimeters?|mm|inch|inches|"|”)(?=[\s,;()-]|$)-?/i;

/** "2.5 cm piece of ginger", "a 5 cm piece", "1 inch ginger": one piece (or stick) of that size. */
function readSizedPiece(count: Range): Amount | null {
  const direct = lengthWord.exec(count.rest);
  const inner = direct === null ? readNumber(count.rest, { words: false }) : null;
  const innerLength = inner === null ? null : lengthWord.exec(inner.rest);
  const size = direct !== null ? count.high : inner !== null && innerLength !== null ? inner.value : null;
  const lengthMatch = direct ?? innerLength;
  if (size === null || lengthMatch?.[1] === undefined) return null;
  const pieces = direct !== null ? 1 : count.high;
  const afterSize = (direct !== null ? count.rest : (inner?.rest ?? '')).slice(lengthMatch[0].length);
  const unit = readUnit(afterSize);
  const countUnit = unit !== null && unitInfo(unit.unit)?.kind === 'count' ? unit : null;
  const length = /^c/i.test(lengthMatch[1]) ? 'cm' : /^m/i.test(lengthMatch[1]) ? 'mm' : 'inch';
  return {
    low: pieces,
    high: pieces,
    unit: countUnit?.unit ?? 'piece',
    packaged: false,
    notes: [`${String(roundQuantity(size))} ${length}`],
    rest: countUnit?.rest ?? afterSize,
  };
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
const unitAdjective = /^\s*(heaped|heaping|level|rounded|scant|generous|good|large|small|medium|big|full)\s+/i;
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

const trailingNote =
  /\s+((?:plus|and|\+) (?:extra|more)\b.*|to taste|or to taste|to serve|to garnish|to decorate|as needed|as required|if needed|optional|for .+)$/i;

/** "spring onions (sliced), green parts only" → item "spring onions", notes "sliced", "green parts only". */
function describeItem(text: string): { item: string; notes: string[] } {
  const bracketed = [...text.matchAll(/\(([^()]*)\)/g)].map((match) => match[1] ?? '');
  const unbracketed = text.replace(/\([^()]*\)/g, ' ').replace(/[()]/g, ' ');
  const comma = unbracketed.search(/[,;]/);
  let head = comma < 0 ? unbracketed : unbracketed.slice(0, comma);
  const tail = comma < 0 ? '' : unbracketed.slice(comma + 1);
  const trailing = trailingNote.exec(head.trimEnd());
  if (trailing !== null) head = head.trimEnd().slice(0, trailing.index);
  return { item: tidy(head), notes: [...bracketed, trailing?.[1] ?? '', tail].map(tidy).filter((note) => note !== '') };
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

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—:;,.*]+|[\s\-–—:;,.*]+$/g, '')
    .trim();
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
