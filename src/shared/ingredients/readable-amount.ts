/**
 * An amount as a cook reads it, in the unit it reads best in: "1.2 kg" rather than "1200 g", "1 cup" rather
 * than "50 tsp", "⅓ tsp" rather than "0.3333 tsp". The recipe view, the shopping list and its text copy all
 * show amounts through `readableAmount`, so the same amount reads the same way everywhere
 * (docs/decisions/0032-readable-amounts.md).
 *
 * As written (the default), the unit moves along its own family only, never between families: grams and
 * kilograms, millilitres and litres, teaspoons, tablespoons and cups, ounces and pounds. With metric or US
 * measures, measures.ts first converts the amount into that system (decision 0045), and the system's own ladder
 * follows. Counted units (cloves, tins) and units the table does not know never change. Each step has a threshold
 * up and one down; between them the unit stays as written, so "6 tbsp" stays "6 tbsp" and "½ cup" stays "½ cup".
 */
import type { Density } from './ingredient-densities.ts';
import { formatQuantityIn } from './locale-amount.ts';
import { inMeasures, type Measures } from './measures.ts';
import { displayAmount, formatQuantity } from './quantity.ts';
import { convert, unitInfo, unitLabel, type UnitName } from './units.ts';

export interface AmountOptions {
  /** The person's Measures setting; 'as-written' (the default) keeps each amount in its own family. */
  measures?: Measures;
  /**
   * The density of what is measured (`densityFor("plain flour")`, ingredient-densities.ts): with metric or US
   * measures, cups of it may then become grams and grams cups. Without it, nothing crosses between mass and volume.
   * It is passed in rather than looked up here so that pages showing amounts as written never download the table.
   */
  density?: Density | null;
  /**
   * The reader's BCP 47 locale ("de", "en-GB"), for the decimal sign and digits. Without it, decimals use a point,
   * as the stored data does.
   */
  locale?: string;
}

export interface ReadableAmount {
  /** The amount as shown, rounded: 1.2 for "1.2 kg", 0.333333 for "⅓ tsp". */
  quantity: number;
  /** The unit shown: a canonical name, a unit the table does not know as given, or null for a bare count. */
  unit: string | null;
  /** "1.2 kg", "1 ½ cups", "3" (a bare count); "" for an amount that is no amount (negative, not a number). */
  text: string;
}

interface Step {
  /** Move to `to` once the amount, in this unit, reaches `at`. */
  up?: { to: UnitName; at: number };
  /** Move to `to` when the amount, in this unit, is below `below`. */
  down?: { to: UnitName; below: number };
}

/**
 * The ladders. Spoons go up at 1 tbsp and 1 cup (16 tbsp) and down below 1 tbsp and ¼ cup; a cup goes no
 * further, since pints and quarts are not what a recipe measures with. A pound goes down below ½ lb.
 */
const steps: Partial<Record<UnitName, Step>> = {
  mg: { up: { to: 'g', at: 1000 } },
  g: { up: { to: 'kg', at: 1000 } },
  kg: { down: { to: 'g', below: 1 } },
  ml: { up: { to: 'l', at: 1000 } },
  cl: { up: { to: 'l', at: 100 }, down: { to: 'ml', below: 1 } },
  dl: { up: { to: 'l', at: 10 }, down: { to: 'ml', below: 1 } },
  l: { down: { to: 'ml', below: 1 } },
  tsp: { up: { to: 'tbsp', at: 3 } },
  tbsp: { up: { to: 'cup', at: 16 }, down: { to: 'tsp', below: 1 } },
  cup: { down: { to: 'tbsp', below: 0.25 } },
  oz: { up: { to: 'lb', at: 16 } },
  lb: { down: { to: 'oz', below: 0.5 } },
};

/**
 * Metric measures keep g/kg, ml/l and the 5 ml and 15 ml spoons; cups never stay (measures.ts turns them into
 * grams or millilitres), so a tablespoon does not climb to one.
 */
const metricSteps: Partial<Record<UnitName, Step>> = {
  mg: steps.mg,
  g: steps.g,
  kg: steps.kg,
  ml: steps.ml,
  cl: steps.cl,
  dl: steps.dl,
  l: steps.l,
  tsp: steps.tsp,
  tbsp: { down: { to: 'tsp', below: 1 } },
};

/** US measures: spoons and cups as written, a cup up to a gallon; ounces and pounds; grams only for tiny weights. */
const usSteps: Partial<Record<UnitName, Step>> = {
  mg: steps.mg,
  tsp: steps.tsp,
  tbsp: steps.tbsp,
  cup: { up: { to: 'gallon', at: convert(1, 'gallon', 'cup') ?? 16 }, down: { to: 'tbsp', below: 0.25 } },
  gallon: { down: { to: 'cup', below: 1 } },
  oz: steps.oz,
  lb: steps.lb,
};

/** The ladders for each measure system; a system without a rung for a unit leaves it as it is. */
const laddersFor: Readonly<Record<Measures, Partial<Record<UnitName, Step>>>> = { 'as-written': steps, metric: metricSteps, us: usSteps };

/** The unit `quantity` of `unit` reads best in, and the amount in it (before rounding for display). */
function climb(quantity: number, unit: UnitName, ladder: Partial<Record<UnitName, Step>>): { quantity: number; unit: UnitName } {
  let current = { quantity, unit };
  // A ladder has at most three rungs; the bound only guards against a table that loops.
  for (let rung = 0; rung < 4; rung += 1) {
    const step = ladder[current.unit];
    const next =
      step?.up !== undefined && current.quantity >= step.up.at
        ? step.up.to
        : step?.down !== undefined && current.quantity > 0 && current.quantity < step.down.below
          ? step.down.to
          : null;
    const converted = next === null ? null : convert(current.quantity, current.unit, next);
    if (next === null || converted === null) return current;
    current = { quantity: converted, unit: next };
  }
  return current;
}

/** An amount that rounds up to the next rung's threshold moves there: 999.8 g is "1 kg", 2.9 tsp "1 tbsp". */
function afterRounding(
  chosen: { quantity: number; unit: UnitName },
  ladder: Partial<Record<UnitName, Step>>,
): { quantity: number; unit: UnitName } {
  const up = ladder[chosen.unit]?.up;
  if (up === undefined || displayAmount(chosen.quantity, chosen.unit) < up.at) return chosen;
  return { quantity: convert(chosen.quantity, chosen.unit, up.to) ?? chosen.quantity, unit: up.to };
}

/**
 * The unit `quantity` of `unit` reads best in for the person's measures, and the amount in it, not rounded:
 * converted by measures.ts (with the density, if given), then moved along that system's ladder. The
 * shopping list stores amounts chosen this way; `readableAmount` rounds them for display.
 */
export function unitToShow(
  quantity: number,
  unit: UnitName,
  options: Pick<AmountOptions, 'measures' | 'density'> = {},
): { quantity: number; unit: UnitName } {
  const measures = options.measures ?? 'as-written';
  const ladder = laddersFor[measures];
  const converted = inMeasures(quantity, unit, measures, options.density ?? null);
  return afterRounding(climb(converted.quantity, converted.unit, ladder), ladder);
}

/**
 * `quantity` of `unit` in the unit it reads best in, rounded as that unit is measured: "1.2 kg", "335 g",
 * "1 ⅓ tbsp", "2 ½" (a count). A small positive amount never reads "0". With `measures` (and the `density` of
 * what is measured) the amount is shown in metric or US measures; with `locale`, its number is written the
 * reader's way ("1,5 kg" in German).
 */
export function readableAmount(quantity: number, unit: string | null, options: AmountOptions = {}): ReadableAmount {
  if (!Number.isFinite(quantity) || quantity < 0) return { quantity, unit, text: '' };
  const known = unitInfo(unit)?.name ?? null;
  const chosen: { quantity: number; unit: string | null } = known === null ? { quantity, unit } : unitToShow(quantity, known, options);
  const shown = displayAmount(chosen.quantity, chosen.unit);
  const number =
    options.locale === undefined
      ? formatQuantity(chosen.quantity, chosen.unit)
      : formatQuantityIn(chosen.quantity, chosen.unit, options.locale);
  const text = chosen.unit === null ? number : `${number} ${unitLabel(chosen.unit, shown, options.locale)}`;
  return { quantity: shown, unit: chosen.unit, text };
}
