import type { RecipeCreate } from '../../src/shared/recipes.ts';
import type { DietaryNeed } from '../../src/shared/users.ts';
import type { Prng } from './prng.ts';
import { adjectives, descriptions, dishes, ingredients, rareIngredients, stepTemplates, tags } from './words.ts';

const meat = /chicken|beef|pork|lamb|chorizo|salmon|cod|prawns/;
const animal = /butter|milk|cheddar|feta|parmesan|halloumi|yoghurt|eggs|honey/;
const nuts = /walnuts|pine nuts|tahini/;
const gluten = /flour|pasta|bulgur|freekeh|barley|oats|soy sauce/;

/** Each rare ingredient goes into about 1 recipe in 2,500 (40 of 100,000), so a search for it is selective. */
const RARE_CHANCE = 1 / 2_500;

const capitalise = (text: string) => text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/**
 * One recipe as a person would type it: "Smoky Chickpeas Stew", ingredient lines for the app's own parser,
 * steps, tags and dietary flags that follow from the ingredients. Deterministic for a given PRNG state.
 */
export function generateRecipe(prng: Prng): RecipeCreate {
  const count = prng.int(5, 12);
  const chosen = new Map<string, string>();
  while (chosen.size < count) {
    const [amount, item] = prng.zipf(ingredients);
    chosen.set(item, amount);
  }
  for (const [amount, item] of rareIngredients) if (prng.chance(RARE_CHANCE)) chosen.set(item, amount);
  const items = [...chosen.keys()];
  // The title names one of the first few ingredients picked, which are the skewed-common ones.
  const main = items[prng.int(0, Math.min(2, items.length - 1))] as string;
  const title = `${prng.pick(adjectives)} ${capitalise(main)} ${prng.pick(dishes)}`;
  const lines = items.map((item) => `${chosen.get(item)} ${item}`);

  const all = items.join(' ');
  const dietary: DietaryNeed[] = [];
  if (!meat.test(all)) dietary.push('vegetarian');
  if (!meat.test(all) && !animal.test(all)) dietary.push('vegan');
  if (!gluten.test(all)) dietary.push('gluten-free');
  if (!nuts.test(all)) dietary.push('nut-free');
  if (!/butter|milk|cheddar|feta|parmesan|halloumi|yoghurt/.test(all)) dietary.push('dairy-free');

  const stepCount = prng.int(3, 6);
  const steps = Array.from({ length: stepCount }, () =>
    prng.pick(stepTemplates).replace('{a}', prng.pick(items)).replace('{b}', prng.pick(items)),
  );
  const prepMinutes = prng.int(1, 6) * 5;
  const cookMinutes = prng.chance(0.1) ? null : prng.int(0, 18) * 5;

  return {
    title,
    description: `${prng.pick(descriptions)} ${prng.pick(descriptions)}`,
    servings: prng.pick([1, 2, 2, 4, 4, 4, 6, 8]),
    prepMinutes,
    cookMinutes,
    ingredients: lines,
    steps,
    // "dinner" on four recipes in ten (the filter scenario's tag), then one to three others.
    tags: [...new Set([...(prng.chance(0.4) ? ['dinner'] : []), ...prng.sample(tags, prng.int(1, 3))])],
    dietary,
    nutrition: prng.chance(0.7)
      ? { calories: prng.int(150, 900), proteinG: prng.int(5, 60), carbsG: prng.int(10, 120), fatG: prng.int(2, 50) }
      : null,
    photoId: null,
    sourceUrl: null,
    isFavorite: false,
    eatThisWeek: false,
    private: false,
    // The generated words are English.
    language: 'en',
  };
}
