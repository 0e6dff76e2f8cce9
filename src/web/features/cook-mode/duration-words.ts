/**
 * Durations in the reader's language with the browser's own unit words (Intl), so that "20 minutes", "1 hour,
 * 15 minutes" and "20–25 minutes" need no catalogue entries and read right in every shipped language.
 */

type Unit = 'hour' | 'minute' | 'second';

function unitFormat(locale: string, unit: Unit): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 2 });
}

/** "1 hour, 15 minutes"; "90 seconds" stays "1 minute, 30 seconds". */
export function durationWords(seconds: number, locale: string): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  if (hours) parts.push(unitFormat(locale, 'hour').format(hours));
  if (minutes) parts.push(unitFormat(locale, 'minute').format(minutes));
  if (rest || parts.length === 0) parts.push(unitFormat(locale, 'second').format(rest));
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
}

/** "20–25 minutes", in the largest unit both ends are whole numbers of. */
export function durationRangeWords(fromSeconds: number, toSeconds: number, locale: string): string {
  const unit: Unit =
    fromSeconds % 3600 === 0 && toSeconds % 3600 === 0 ? 'hour' : fromSeconds % 60 === 0 && toSeconds % 60 === 0 ? 'minute' : 'second';
  const size = unit === 'hour' ? 3600 : unit === 'minute' ? 60 : 1;
  return unitFormat(locale, unit).formatRange(fromSeconds / size, toSeconds / size);
}

/** The time left as a clock reads it: "19:58", or "1:04:09" past an hour, in the language's digits. */
export function clockWords(seconds: number, locale: string): string {
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(locale, { useGrouping: false });
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours ? `${one.format(hours)}:${two.format(minutes)}:${two.format(rest)}` : `${one.format(minutes)}:${two.format(rest)}`;
}
