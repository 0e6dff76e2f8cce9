import { itemKeyOf } from '../shopping/item-key.ts';

/**
 * What every kitchen is taken to have, per recipe language (docs/decisions/0079-the-pantry.md): "What can I make?"
 * neither counts these among a recipe's ingredients nor lists them as missing, so a recipe is not ranked down for
 * wanting salt and water that nobody writes in a pantry. Written as a cook writes them; matched by the shopping
 * list's item key, so "Salt", "sea salt" (listed) and "salt" are the same as the list would merge them. Kept short
 * on purpose: a spice or an oil that changes the dish (sesame oil, paprika) is an ingredient like any other.
 */
export const staplesByLanguage: Readonly<Record<string, readonly string[]>> = {
  en: [
    'salt',
    'sea salt',
    'black pepper',
    'water',
    'cold water',
    'warm water',
    'boiling water',
    'oil',
    'olive oil',
    'vegetable oil',
    'sunflower oil',
    'rapeseed oil',
    'ice',
  ],
  de: ['Salz', 'Meersalz', 'Pfeffer', 'schwarzer Pfeffer', 'Wasser', 'Öl', 'Olivenöl', 'Pflanzenöl', 'Sonnenblumenöl', 'Rapsöl'],
  fr: ['sel', 'fleur de sel', 'poivre', 'poivre noir', 'eau', 'huile', "huile d'olive", 'huile végétale', 'huile de tournesol'],
  es: ['sal', 'pimienta', 'pimienta negra', 'agua', 'aceite', 'aceite de oliva', 'aceite vegetal', 'aceite de girasol'],
  nl: ['zout', 'peper', 'zwarte peper', 'water', 'olie', 'olijfolie', 'zonnebloemolie'],
  it: ['sale', 'pepe', 'pepe nero', 'acqua', 'olio', "olio d'oliva", 'olio extravergine di oliva', 'olio di semi'],
  pt: ['sal', 'pimenta', 'pimenta-do-reino', 'água', 'óleo', 'azeite', 'azeite de oliva'],
  pl: ['sól', 'pieprz', 'czarny pieprz', 'woda', 'olej', 'oliwa', 'oliwa z oliwek'],
  tr: ['tuz', 'karabiber', 'su', 'sıvı yağ', 'zeytinyağı'],
  ar: ['ملح', 'فلفل أسود', 'ماء', 'زيت', 'زيت زيتون'],
};

let stapleKeys: ReadonlySet<string> | null = null;

/** The item keys of every language's staples: a recipe's language does not decide what a German cook's salt is. */
export function isStaple(itemKey: string): boolean {
  stapleKeys ??= new Set(Object.values(staplesByLanguage).flatMap((names) => names.map(itemKeyOf)));
  return stapleKeys.has(itemKey);
}
