/**
 * An amount as a cook reads it, in the unit it reads best in: "1.2 kg" rather than "1200 g", "1 cup" rather
 * than "50 tsp", "⅓ tsp" rather than "0.3333 tsp". The recipe view, the shopping list and its text copy all
 * show amounts through `readableAmount`, so the same amount reads the same way everywhere
 * (docs/decisions/0032-readable-amounts.md).
 *
 * The unit moves along its own family only, never between families: grams and kilograms, millilitres and
 * litres, teaspoons, tablespoons and cups, ounces and pounds. Counted units (cloves, tins) and units the table
 * does not know never change. Each step has a threshold up and one down; between them the unit stays as written,
 * so "6 tbsp" stays "6 tbsp" and "½ cup" stays "½ cup".
 */
import { displayAmount, formatQuantity } from './quantity.ts';
import { convert, unitInfo, unitLabel, type UnitName } from './units.ts';

/**
 * Which measures amounts are shown in. Only the units as written (tidied within their family) for now; a later
 * Measures setting adds metric and US measures, which convert between families, as more members of this type.
 */
export type MeasureSystem = 'as-written';

export interface AmountOptions {
  measures?: MeasureSystem;
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

/** The ladders for each measure system; a system without a rung for a unit leaves it as it is. */
const laddersFor: Readonly<Record<MeasureSystem, Partial<Record<UnitName, Step>>>> = { 'as-written': steps };

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
 * `quantity` of `unit` in the unit it reads best in, rounded as that unit is measured: "1.2 kg", "335 g",
 * "1 ⅓ tbsp", "2 ½" (a count). A small positive amount never reads "0". The options are where a Measures
 * setting comes in; the reader's locale will join them. Today amounts keep their family and decimals use a
 * point, as the stored data does.
 */
export function readableAmount(quantity: number, unit: string | null, options: AmountOptions = {}): ReadableAmount {
  if (!Number.isFinite(quantity) || quantity < 0) return { quantity, unit, text: '' };
  const ladder = laddersFor[options.measures ?? 'as-written'];
  const known = unitInfo(unit)?.name ?? null;
  const chosen: { quantity: number; unit: string | null } =
    known === null ? { quantity, unit } : afterRounding(climb(quantity, known, ladder), ladder);
  const shown = displayAmount(chosen.quantity, chosen.unit);
  const number = formatQuantity(chosen.quantity, chosen.unit);
  const text = chosen.unit === null ? number : `${number} ${unitLabel(chosen.unit, shown)}`;
  return { quantity: shown, unit: chosen.unit, text };
}
