/**
 * An amount's number written for the reader's locale: "1,5" in German, "1.5" in British English, Arabic-Indic
 * digits where the locale's default numbering uses them, all through `Intl.NumberFormat`. Cups, spoons and
 * counts keep their fraction glyphs ("1 ½", "¾") in every locale, since that is how the measures are marked.
 */
import { displayAmount, fractionGlyphs } from './quantity.ts';
import { unitInfo } from './units.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per locale, made once: they are slow to make and the list shows many amounts. */
function numberFormat(locale: string): Intl.NumberFormat {
  let format = formatters.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(supportedLocale(locale), { maximumFractionDigits: 6 });
    formatters.set(locale, format);
  }
  return format;
}

/** A tag Intl does not accept ("not a locale") reads as English rather than throwing in the middle of a page. */
function supportedLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale])[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * The amount as shown in its unit (rounded as readable-amount.ts rounds it), written for `locale`: "1,5" (kg in
 * German), "1 ½" (cups), "٢ ½" where the locale writes Arabic-Indic digits.
 */
export function formatQuantityIn(quantity: number, unit: string | null, locale: string): string {
  if (!Number.isFinite(quantity) || quantity < 0) return '';
  const amount = displayAmount(quantity, unit);
  const format = numberFormat(locale);
  // Units the table does not know, and bare counts, read as fractions, as formatQuantity has them.
  if ((unitInfo(unit)?.style ?? 'fraction') !== 'fraction') return format.format(amount);
  const whole = Math.floor(amount);
  const glyph = fractionGlyphs.find(([value]) => Math.abs(amount - whole - value) < 1e-9)?.[1];
  if (glyph === undefined) return format.format(amount);
  return whole === 0 ? glyph : `${format.format(whole)} ${glyph}`;
}
