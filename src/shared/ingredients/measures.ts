/**
 * The person's Measures setting and what it does to an amount before it is rounded and shown
 * (docs/decisions/0045-measures.md):
 *
 * - `as-written`: nothing; the unit stays in its own family (readable-amount.ts tidies 1000 g into 1 kg).
 * - `metric`: ounces and pounds become grams. Cups, fluid ounces, pints, quarts and gallons become grams when
 *   the ingredient is one people weigh and its density is known (flour, sugar, butter, rice, chopped
 *   vegetables), else millilitres. Teaspoons and tablespoons stay spoons below a cup: metric kitchens measure
 *   with the same 5 ml and 15 ml spoons, and "1 tsp cumin" reads better than "2 g cumin".
 * - `us`: grams become cups and spoons when Americans measure the ingredient that way and its density is known
 *   (flour, sugar, rice, oats, butter, spices), else ounces and pounds (a very small weight, under ¼ oz, stays
 *   in grams, since "⅛ oz" would be wrong by half). Millilitres, litres, fluid ounces, pints and quarts become
 *   spoons, cups or gallons; amounts written in spoons and cups stay as written.
 *
 * Counted units (cloves, tins, pinches), amounts with no unit and units the table does not know never change.
 */
import type { Density } from './ingredient-densities.ts';
import { convert, unitInfo, type UnitName } from './units.ts';

/** Every Measures setting, for the profile's schema and its radio group. */
export const measureSystems = ['metric', 'us', 'as-written'] as const;

export type Measures = (typeof measureSystems)[number];

/** Until a person chooses, amounts are shown as the recipe wrote them. */
export const defaultMeasures: Measures = 'as-written';

export interface UnitAmount {
  quantity: number;
  unit: UnitName;
}

const metricMass = new Set<UnitName>(['mg', 'g', 'kg']);
const metricVolume = new Set<UnitName>(['ml', 'cl', 'dl', 'l']);
const spoons = new Set<UnitName>(['tsp', 'tbsp']);
const spoonsAndCups = new Set<UnitName>(['tsp', 'tbsp', 'cup']);

const millilitresInCup = convert(1, 'cup', 'ml') ?? 240;
/** Below a quarter of an ounce a weight stays in grams: see the module comment. */
const smallestOunces = 0.25;

/**
 * `quantity` of `unit` in the person's measures, not yet rounded: the unit is where the ladders of
 * readable-amount.ts start from. `density` is the ingredient's, or null when the table does not know it.
 */
export function inMeasures(quantity: number, unit: UnitName, measures: Measures, density: Density | null): UnitAmount {
  const info = unitInfo(unit);
  if (measures === 'as-written' || info === null || info.kind === 'count' || !Number.isFinite(quantity)) return { quantity, unit };
  const base = quantity * info.toBase;
  if (measures === 'metric')
    return info.kind === 'mass' ? metricFromMass(quantity, unit, base) : metricFromVolume(quantity, unit, base, density);
  return info.kind === 'mass' ? usFromMass(quantity, unit, base, density) : usFromVolume(quantity, unit, base);
}

function metricFromMass(quantity: number, unit: UnitName, grams: number): UnitAmount {
  return metricMass.has(unit) ? { quantity, unit } : { quantity: grams, unit: 'g' };
}

function metricFromVolume(quantity: number, unit: UnitName, millilitres: number, density: Density | null): UnitAmount {
  if (spoons.has(unit) && millilitres < millilitresInCup) return { quantity, unit };
  if (density?.metric === 'weighed') return { quantity: millilitres * density.gramsPerMl, unit: 'g' };
  return metricVolume.has(unit) ? { quantity, unit } : { quantity: millilitres, unit: 'ml' };
}

function usFromMass(quantity: number, unit: UnitName, grams: number, density: Density | null): UnitAmount {
  if (density?.usCups === true) return usVolume(grams / density.gramsPerMl);
  if (unit === 'oz' || unit === 'lb') return { quantity, unit };
  const ounces = convert(grams, 'g', 'oz') ?? 0;
  return ounces < smallestOunces ? { quantity, unit } : { quantity: ounces, unit: 'oz' };
}

function usFromVolume(quantity: number, unit: UnitName, millilitres: number): UnitAmount {
  return spoonsAndCups.has(unit) ? { quantity, unit } : usVolume(millilitres);
}

/**
 * Millilitres as the US measure a cook would reach for: teaspoons below a tablespoon, tablespoons below ¼ cup,
 * cups below a gallon (16 cups), gallons above. Pints and quarts are what milk is sold in, not what a recipe
 * measures with, so they are never chosen.
 */
export function usVolume(millilitres: number): UnitAmount {
  const unit: UnitName =
    millilitres < (convert(1, 'tbsp', 'ml') ?? 15)
      ? 'tsp'
      : millilitres < millilitresInCup / 4
        ? 'tbsp'
        : millilitres < (convert(1, 'gallon', 'ml') ?? 3785.41)
          ? 'cup'
          : 'gallon';
  return { quantity: convert(millilitres, 'ml', unit) ?? millilitres, unit };
}
