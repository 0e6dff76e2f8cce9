/**
 * Durations written in a method step ("simmer for 20 minutes", "1 h 15 min", "20–25 minutes", "1½ hours"), in the
 * shipped languages' words, for cook mode's timer buttons (decision 0076). The import's reader
 * (server/modules/recipes/import/durations.ts) reads a whole value a page gives as a time ("PT1H20M"); this one
 * finds durations inside prose, so the two share no code.
 */

export type DurationUnit = 'hour' | 'minute' | 'second';

export interface StepDuration {
  /** Where the words are in the step, so a page can show them as they were written. */
  start: number;
  end: number;
  /** The duration in seconds; for a range, its lower end. */
  seconds: number;
  /** The upper end of a range ("20–25 minutes"), else null. */
  upToSeconds: number | null;
}

const unitSeconds: Record<DurationUnit, number> = { hour: 3600, minute: 60, second: 1 };

/**
 * The words for each unit, all lower case; a unit word must not run on into a letter ("min" is not "mint").
 * Longest first within a unit is not needed: the pattern is built longest first overall.
 */
const unitWords: Record<DurationUnit, readonly string[]> = {
  hour: [
    // en
    'hours',
    'hour',
    'hrs',
    'hr',
    'h',
    // de
    'stunden',
    'stunde',
    'std',
    // fr
    'heures',
    'heure',
    // es, pt-BR
    'horas',
    'hora',
    // nl
    'uren',
    'uur',
    'u',
    // it
    'ore',
    'ora',
    // pl
    'godzinę',
    'godzina',
    'godziny',
    'godzin',
    'godz',
    // tr
    'saat',
    'sa',
    // ar
    'ساعات',
    'ساعة',
    'ساعه',
  ],
  minute: [
    'minutes',
    'minute',
    'mins',
    'min',
    'mn',
    'minuten',
    'minute',
    'minutos',
    'minuto',
    'minuut',
    'minuti',
    'minutę',
    'minuta',
    'minuty',
    'minut',
    'dakika',
    'dk',
    'دقائق',
    'دقيقة',
    'دقيقه',
    'د',
  ],
  second: [
    'seconds',
    'second',
    'secs',
    'sec',
    'sekunden',
    'sekunde',
    'sek',
    'secondes',
    'seconde',
    'segundos',
    'segundo',
    'seg',
    'seconden',
    'secondi',
    'secondo',
    'sekundę',
    'sekunda',
    'sekundy',
    'sekund',
    'saniye',
    'sn',
    'ثوان',
    'ثواني',
    'ثانية',
    'ثانيه',
  ],
};

/** Arabic dual forms carry their number: "دقيقتين" is two minutes. */
const dualWords: Record<string, DurationUnit> = {
  ساعتين: 'hour',
  ساعتان: 'hour',
  دقيقتين: 'minute',
  دقيقتان: 'minute',
  ثانيتين: 'second',
  ثانيتان: 'second',
};

const fractionGlyphs: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allUnitWords = [...new Set(Object.values(unitWords).flat())].sort((a, b) => b.length - a.length);
const unitOf = new Map<string, DurationUnit>(
  (Object.entries(unitWords) as [DurationUnit, readonly string[]][]).flatMap(([unit, words]) => words.map((w) => [w, unit] as const)),
);

const glyphs = Object.keys(fractionGlyphs).join('');
/** 20, 1.5, 1,5, 1½, 1 1/2, ½, 1/2. */
const numberPattern = String.raw`(?:\d+(?:[.,]\d+)?(?:\s?[${glyphs}]|\s\d/\d)?|[${glyphs}]|\d/\d)`;
/** Between the two ends of a range: a dash, or "to" in each language. */
const rangeJoin = String.raw`(?:\s*[-–—~]\s*|\s+(?:to|bis|à|a|tot|do|ila|ile|إلى|الى)\s+)`;
const unitPattern = `(${allUnitWords.map(escape).join('|')})(\\.)?`;
/** Short forms written with a full stop ("20 Min."); after a whole word the stop ends the sentence instead. */
const abbreviations = new Set(['hr', 'hrs', 'std', 'godz', 'min', 'mins', 'mn', 'sec', 'secs', 'sek', 'seg', 'dk', 'sn', 'sa']);
// A letter right after the unit word means it was part of another word ("2 mint leaves", "3 hot").
const partPattern = new RegExp(
  String.raw`(?<![\p{L}\d])(${numberPattern})(?:${rangeJoin}(${numberPattern}))?\s*${unitPattern}(?!\p{L})`,
  'giu',
);
const dualPattern = new RegExp(String.raw`(?<![\p{L}])(${Object.keys(dualWords).join('|')})(?![\p{L}])`, 'gu');
/** What may stand between "1 hour" and "15 minutes" of one duration: spaces, a comma, "and" in each language. */
const compoundJoin = /^\s*(?:,|and|und|et|y|e|en|i|ve|و)?\s*$/iu;
/** French and others write "1 h 15" and "1h15": minutes after hours without a word of their own. */
const trailingMinutes = new RegExp(String.raw`^\s?(\d{1,2})(?![\p{L}\d])(?!\s*(?:${unitWords.minute.map(escape).join('|')}))`, 'iu');

/** Arabic-Indic and Persian digits as ASCII ones, one for one, so positions stay the same. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

function readNumber(text: string): number {
  const compact = text.replace(/\s+/g, ' ').trim();
  const glyph = /[½¼¾⅓⅔]$/u.exec(compact)?.[0];
  if (glyph) {
    const whole = compact.slice(0, -1).trim();
    return (whole === '' ? 0 : Number(whole.replace(',', '.'))) + (fractionGlyphs[glyph] ?? 0);
  }
  const fraction = /^(?:(\d+) )?(\d)\/(\d)$/.exec(compact);
  if (fraction) {
    const [, whole, top, bottom] = fraction;
    return (whole ? Number(whole) : 0) + Number(top) / Number(bottom);
  }
  return Number(compact.replace(',', '.'));
}

interface Part {
  start: number;
  end: number;
  unit: DurationUnit;
  seconds: number;
  upToSeconds: number | null;
}

function partsIn(text: string): Part[] {
  const parts: Part[] = [];
  for (const match of text.matchAll(partPattern)) {
    const [whole, low, high, unitWord, stop] = match;
    const unit = unitOf.get(unitWord!.toLowerCase());
    if (!unit) continue;
    const lowValue = readNumber(low!);
    const highValue = high === undefined ? null : readNumber(high);
    if (!Number.isFinite(lowValue) || lowValue <= 0) continue;
    let end = match.index + whole.length - (stop && !abbreviations.has(unitWord!.toLowerCase()) ? 1 : 0);
    let seconds = lowValue * unitSeconds[unit];
    let upToSeconds = highValue !== null && Number.isFinite(highValue) && highValue > lowValue ? highValue * unitSeconds[unit] : null;
    if (unit === 'hour') {
      const minutes = trailingMinutes.exec(text.slice(end));
      if (minutes && Number(minutes[1]) < 60) {
        seconds += Number(minutes[1]) * 60;
        if (upToSeconds !== null) upToSeconds += Number(minutes[1]) * 60;
        end += minutes[0].length;
      }
    }
    parts.push({ start: match.index, end, unit, seconds, upToSeconds });
  }
  for (const match of text.matchAll(dualPattern)) {
    const unit = dualWords[match[0]]!;
    parts.push({ start: match.index, end: match.index + match[0].length, unit, seconds: 2 * unitSeconds[unit], upToSeconds: null });
  }
  return parts.sort((a, b) => a.start - b.start);
}

/** Longer units first: "1 hour 15 minutes" and "2 min 30 s" are one duration each, "20 minutes 1 hour" is two. */
const unitRank: Record<DurationUnit, number> = { hour: 0, minute: 1, second: 2 };

/**
 * Every duration in `step`, in the order written; a number with no unit, or a unit with no number, is not one.
 * Durations are whole seconds.
 */
export function durationsInStep(step: string): StepDuration[] {
  const text = asciiDigits(step);
  const durations: (StepDuration & { unit: DurationUnit })[] = [];
  for (const part of partsIn(text)) {
    const last = durations.at(-1);
    const joins =
      last &&
      last.upToSeconds === null &&
      part.upToSeconds === null &&
      unitRank[part.unit] > unitRank[last.unit] &&
      compoundJoin.test(text.slice(last.end, part.start));
    if (last && joins) {
      last.end = part.end;
      last.seconds += part.seconds;
      last.unit = part.unit;
    } else if (!last || part.start >= last.end) {
      durations.push({ ...part });
    }
  }
  return durations.map(({ start, end, seconds, upToSeconds }) => ({
    start,
    end,
    seconds: Math.round(seconds),
    upToSeconds: upToSeconds === null ? null : Math.round(upToSeconds),
  }));
}
