import type { MessageKey } from '../../../shared/i18n/messages.ts';
import { aisles, type Aisle } from '../../../shared/shopping/aisles.ts';
import { translate } from '../../lib/i18n/i18n.ts';

/** The server names aisles by the shared table's English names; the list shows each in the person's language. */
const aisleKeys: Readonly<Record<Aisle, MessageKey>> = {
  'Fruit & veg': 'shopping.aisle.fruitAndVeg',
  Bakery: 'shopping.aisle.bakery',
  'Dairy & eggs': 'shopping.aisle.dairyAndEggs',
  'Meat & fish': 'shopping.aisle.meatAndFish',
  'Tins & jars': 'shopping.aisle.tinsAndJars',
  'Pasta, rice & pulses': 'shopping.aisle.pastaRiceAndPulses',
  'Herbs & spices': 'shopping.aisle.herbsAndSpices',
  'Oils, sauces & condiments': 'shopping.aisle.oilsSaucesAndCondiments',
  Baking: 'shopping.aisle.baking',
  Frozen: 'shopping.aisle.frozen',
  Drinks: 'shopping.aisle.drinks',
  Household: 'shopping.aisle.household',
  Other: 'shopping.aisle.other',
};

const isAisle = (name: string): name is Aisle => (aisles as readonly string[]).includes(name);

/** An aisle's name as the person reads it; one the table does not know is shown as the server wrote it. */
export function aisleName(aisle: string): string {
  return isAisle(aisle) ? translate(aisleKeys[aisle]) : aisle;
}
