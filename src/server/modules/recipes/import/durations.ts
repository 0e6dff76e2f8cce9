import { recipeLimits } from '../../../../shared/recipes.ts';

const number = String.raw`(\d+(?:[.,]\d+)?)`;
/** ISO 8601 durations as recipe sites write them: PT1H30M, P0DT0H20M, PT0.5H, P0Y0M0DT0H35M0.000S. */
const isoDuration = new RegExp(
  String.raw`^P(?:${number}Y)?(?:${number}M)?(?:${number}W)?(?:${number}D)?(?:T(?:${number}H)?(?:${number}M)?(?:${number}S)?)?$`,
  'i',
);

/** Words some pages put in the text of a microdata time ("1 hr 20 mins", "45 minutes"). */
const humanPart = /(\d+(?:[.,]\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m)\b/gi;
const humanDuration = /^(?:\s*\d+(?:[.,]\d+)?\s*(?:hours?|hrs?|h|minutes?|mins?|m)\b\s*(?:and\s*)?)+$/i;

const toNumber = (text: string | undefined) => (text === undefined ? 0 : Number(text.replace(',', '.')));

function fromIso(text: string): number | null {
  const match = isoDuration.exec(text);
  if (!match || text.toUpperCase() === 'P' || /T$/i.test(text)) return null;
  const [, years, months, weeks, days, hours, minutes, seconds] = match;
  // Years and months have no fixed length in minutes; "P0Y0M…" (a common plugin output) is fine.
  if (toNumber(years) !== 0 || toNumber(months) !== 0) return null;
  return toNumber(weeks) * 7 * 24 * 60 + toNumber(days) * 24 * 60 + toNumber(hours) * 60 + toNumber(minutes) + toNumber(seconds) / 60;
}

function fromWords(text: string): number | null {
  if (!humanDuration.test(text)) return null;
  let total = 0;
  for (const [, amount, unit] of text.matchAll(humanPart)) {
    total += toNumber(amount) * (unit!.toLowerCase().startsWith('h') ? 60 : 1);
  }
  return total;
}

/**
 * Whole minutes from a schema.org duration: an ISO 8601 duration, a plain number (taken as minutes), or a
 * few words like "1 hr 20 mins". Anything else, negative, or longer than a recipe may be, is null.
 */
export function durationMinutes(value: unknown): number | null {
  let minutes: number | null = null;
  if (typeof value === 'number') minutes = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (/^\d+(?:[.,]\d+)?$/.test(text)) minutes = toNumber(text);
    else minutes = fromIso(text) ?? fromWords(text);
  }
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  const rounded = Math.round(minutes);
  return rounded <= recipeLimits.minutes ? rounded : null;
}
