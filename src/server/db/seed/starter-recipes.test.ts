import { describe, expect, it } from 'vitest';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import type { DietaryNeed } from '../../../shared/users.ts';
import { indexedText, queryWords, searchTerm, termMatches } from '../../lib/search-text.ts';
import { starterRecipes, starterRecipeTags, type StarterRecipe } from './starter-recipes.ts';
import { rankingQueries } from './ranking-queries.ts';
import { starterRecipeInput } from './load-starter-recipes.ts';

// Word lists for checking the dietary flags against the ingredient lines, matched as whole words with plurals.

const MEAT_AND_FISH = [
  'chicken',
  'beef',
  'pork',
  'lamb',
  'turkey',
  'bacon',
  'ham',
  'sausage',
  'chorizo',
  'salami',
  'gelatine',
  'fish',
  'salmon',
  'tuna',
  'cod',
  'haddock',
  'pollock',
  'mackerel',
  'sardine',
  'anchovy',
  'anchovies',
  'prawn',
  'shrimp',
  // Worcestershire sauce is made with anchovies.
  'worcestershire',
];
const DAIRY = [
  'milk',
  'butter',
  'buttermilk',
  'cheese',
  'cheddar',
  'feta',
  'parmesan',
  'mozzarella',
  'halloumi',
  'paneer',
  'ricotta',
  'yoghurt',
  'yogurt',
  'cream',
  'creme fraiche',
  'crème fraîche',
  'ghee',
  'quark',
];
const OTHER_ANIMAL = ['egg', 'honey', 'mayonnaise'];
const NUTS = ['almond', 'cashew', 'walnut', 'peanut', 'hazelnut', 'pecan', 'pistachio', 'macadamia', 'nut'];
const GLUTEN = [
  'wheat',
  'wholewheat',
  'wholemeal',
  'flour',
  'bread',
  'breadcrumbs',
  'roll',
  'sourdough',
  'pitta',
  'naan',
  'tortilla',
  'wrap',
  'pasta',
  'spaghetti',
  'penne',
  'linguine',
  'fusilli',
  'macaroni',
  'noodles',
  'couscous',
  'bulgur',
  'semolina',
  'barley',
  'rye',
  'spelt',
  'oat',
  'oats',
  'soy sauce',
  'stock',
  'baking powder',
  'worcestershire',
  'curry paste',
  'sausage',
  'biscuit',
  'cracker',
];

/** Phrases holding a dairy or animal word that are neither: plant milks and yoghurts, nut butters, butter beans. */
const NOT_DAIRY = [
  'coconut milk',
  'oat milk',
  'soya milk',
  'soy milk',
  'rice milk',
  'almond milk',
  'plant milk',
  'soya yoghurt',
  'soy yoghurt',
  'coconut yoghurt',
  'plant yoghurt',
  'coconut cream',
  'creamed coconut',
  'peanut butter',
  'almond butter',
  'cashew butter',
  'nut butter',
  'cocoa butter',
  'butter bean',
  'butternut',
];
/** Phrases holding a gluten word that are gluten-free. */
const NOT_GLUTEN = ['gram flour', 'rice flour', 'rice noodles', 'corn tortilla'];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a line holds one of the words as a whole word (or its plural), once the look-alike phrases are taken out. */
function matcher(words: readonly string[], lookAlikes: readonly string[] = [], strip?: RegExp) {
  const pattern = new RegExp(`\\b(?:${words.map(escape).join('|')})(?:s|es)?\\b`, 'iu');
  return (line: string) => {
    let text = line.toLowerCase();
    for (const phrase of lookAlikes) text = text.replaceAll(phrase, ' ');
    if (strip) text = text.replace(strip, ' ');
    return pattern.test(text);
  };
}

const hasMeatOrFish = matcher(MEAT_AND_FISH);
const hasDairy = matcher(DAIRY, NOT_DAIRY);
const hasAnimalProduct = matcher([...MEAT_AND_FISH, ...DAIRY, ...OTHER_ANIMAL], NOT_DAIRY);
const hasNut = matcher(NUTS);
// "gluten-free vegetable stock": the qualifier covers the rest of the line.
const hasGluten = matcher(GLUTEN, NOT_GLUTEN, /gluten-free.*$/u);

const MEAL_TAGS = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'];

/** Recipes that break a rule, by slug, so a failure names every offender at once. */
const offenders = (rule: (recipe: StarterRecipe) => boolean | string) =>
  starterRecipes.flatMap((recipe) => {
    const result = rule(recipe);
    if (result === true) return [];
    return [typeof result === 'string' ? `${recipe.slug}: ${result}` : recipe.slug];
  });

const linesMatching = (recipe: StarterRecipe, test: (line: string) => boolean) => recipe.ingredients.filter(test);
const flagged = (recipe: StarterRecipe, need: DietaryNeed) => recipe.dietary.includes(need);

/** A flag must be set exactly when no ingredient line rules it out. */
function flagMatchesIngredients(need: DietaryNeed, rulesOut: (line: string) => boolean) {
  return offenders((recipe) => {
    const found = linesMatching(recipe, rulesOut);
    if (flagged(recipe, need) && found.length) return `marked ${need} but has ${JSON.stringify(found)}`;
    if (!flagged(recipe, need) && !found.length) return `nothing rules out ${need}, so it should be marked`;
    return true;
  });
}

/**
 * Matching over the fields the catalogue indexes, as the databases do (search-text.ts): a word's start, or its stem
 * as a whole token. (Two query words read as one catalogue word, "chick peas", are left to the API tests.)
 */
function matchesSearch(recipe: StarterRecipe, query: string): boolean {
  const text = indexedText('en', recipe.title, ...recipe.tags, ...recipe.dietary, ...recipe.ingredients, recipe.description);
  return queryWords(query)
    .map(searchTerm)
    .every((term) => termMatches(term, text, 'en'));
}

describe('the word lists the checks rely on', () => {
  it.each([
    ['2 eggs', true],
    ['300 ml semi-skimmed milk', true],
    ['1 tbsp butter', true],
    ['150 g natural yoghurt', true],
    ['1 tsp honey', true],
    ['200 g chicken breast', true],
    ['2 tbsp fish sauce', true],
    ['1 l gluten-free chicken stock', true],
    ['1 x 400 ml tin coconut milk', false],
    ['250 ml soya milk', false],
    ['3 tbsp smooth peanut butter', false],
    ['1 x 400 g tin butter beans', false],
    ['500 g butternut squash', false],
    ['4 tbsp soya yoghurt', false],
    ['1 aubergine', false],
  ])('"%s" is an animal product: %s', (line, expected) => {
    expect(hasAnimalProduct(line)).toBe(expected);
  });

  it.each([
    ['40 g hazelnuts, chopped', true],
    ['2 tbsp peanut butter', true],
    ['30 g pine nuts', true],
    ['1/4 tsp ground nutmeg', false],
    ['1 x 400 ml tin coconut milk', false],
    ['500 g butternut squash', false],
  ])('"%s" holds nuts: %s', (line, expected) => {
    expect(hasNut(line)).toBe(expected);
  });

  it.each([
    ['100 g rolled oats', true],
    ['1 l vegetable stock', true],
    ['2 tbsp soy sauce', true],
    ['4 large wholemeal tortillas', true],
    ['1 tbsp cornflour', false],
    ['1 l gluten-free vegetable stock', false],
    ['150 g rice noodles', false],
    ['3 tbsp gram flour', false],
    ['2 tbsp tamari', false],
  ])('"%s" may hold gluten: %s', (line, expected) => {
    expect(hasGluten(line)).toBe(expected);
  });
});

describe('the starter recipes', () => {
  it('number at least 60', () => {
    expect(starterRecipes.length).toBeGreaterThanOrEqual(60);
  });

  it('each pass the recipe schema unchanged', () => {
    const failures = offenders((recipe) => {
      const input = starterRecipeInput(recipe);
      const parsed = recipeCreateSchema.safeParse(input);
      if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      // Trimming, lower-casing and de-duplicating must change nothing: what is written here is what is stored.
      const { title, description, tags, dietary, steps } = parsed.data;
      if (title !== recipe.title || description !== recipe.description) return 'title or description has stray spaces';
      if (JSON.stringify(tags) !== JSON.stringify(recipe.tags)) return 'tags change when parsed (case, spaces or repeats)';
      if (JSON.stringify(dietary) !== JSON.stringify(recipe.dietary)) return 'dietary flags repeat';
      if (JSON.stringify(steps) !== JSON.stringify(recipe.steps)) return 'steps have stray spaces';
      return true;
    });
    expect(failures).toEqual([]);
  });

  it('have unique kebab-case slugs and unique titles', () => {
    const slugs = starterRecipes.map((r) => r.slug);
    const titles = starterRecipes.map((r) => r.title.toLowerCase());
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(slugs.filter((s) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s))).toEqual([]);
  });

  it('have the expected shape: a short description, 4–14 ingredients, 3–7 steps, 2–5 tags, sensible servings', () => {
    const failures = offenders((r) => {
      const sentences = r.description.split(/(?<=[.!?])\s+/u).filter(Boolean).length;
      if (!r.description || sentences > 2) return `description has ${sentences} sentences`;
      if (r.ingredients.length < 4 || r.ingredients.length > 14) return `${r.ingredients.length} ingredients`;
      if (r.steps.length < 3 || r.steps.length > 7) return `${r.steps.length} steps`;
      if (r.tags.length < 2 || r.tags.length > 5) return `${r.tags.length} tags`;
      if (r.servings < 1 || r.servings > 12) return `${r.servings} servings`;
      if (r.prepMinutes === null || r.cookMinutes === null) return 'missing a time';
      if (r.steps.some((s) => !/[.!?]$/u.test(s))) return 'a step is not a full sentence';
      return true;
    });
    expect(failures).toEqual([]);
  });

  it('use only tags from the vocabulary, with at least one meal tag each', () => {
    const vocabulary = new Set<string>(starterRecipeTags);
    expect(offenders((r) => r.tags.every((t) => vocabulary.has(t)) || `unknown tag in ${JSON.stringify(r.tags)}`)).toEqual([]);
    expect(offenders((r) => r.tags.some((t) => MEAL_TAGS.includes(t)) || 'no meal tag')).toEqual([]);
  });

  it('are tagged quick only when they take 20 minutes or less, and no-cook only when there is no cooking', () => {
    const total = (r: StarterRecipe) => (r.prepMinutes ?? 0) + (r.cookMinutes ?? 0);
    expect(offenders((r) => !r.tags.includes('quick') || total(r) <= 20 || `quick but takes ${total(r)} minutes`)).toEqual([]);
    expect(offenders((r) => !r.tags.includes('no-cook') || r.cookMinutes === 0 || 'no-cook but has cooking time')).toEqual([]);
  });

  it('have plausible nutrition per serving', () => {
    const failures = offenders(({ nutrition: n }) => {
      if (n.calories < 150 || n.calories > 750) return `${n.calories} kcal`;
      if (n.fibreG === undefined || n.sugarG === undefined || n.saltG === undefined) return 'fibre, sugar or salt missing';
      if (n.sugarG > n.carbsG) return 'more sugar than carbohydrate';
      if (n.saltG > 6) return `${n.saltG} g salt`;
      // Energy from the macronutrients (4 kcal/g protein and carbohydrate, 9 fat, 2 fibre) should agree.
      const fromMacros = 4 * n.proteinG + 4 * n.carbsG + 9 * n.fatG + 2 * n.fibreG;
      const gap = Math.abs(fromMacros - n.calories) / n.calories;
      return gap <= 0.15 || `${n.calories} kcal stated, ${fromMacros} kcal from the macronutrients`;
    });
    expect(failures).toEqual([]);
  });

  describe('carry dietary flags that match their ingredients', () => {
    it('vegan implies vegetarian and dairy-free', () => {
      const failures = offenders((r) => !flagged(r, 'vegan') || (flagged(r, 'vegetarian') && flagged(r, 'dairy-free')));
      expect(failures).toEqual([]);
    });

    it('vegan exactly when no ingredient is an animal product', () => {
      expect(flagMatchesIngredients('vegan', hasAnimalProduct)).toEqual([]);
    });

    it('vegetarian exactly when no ingredient is meat or fish', () => {
      expect(flagMatchesIngredients('vegetarian', hasMeatOrFish)).toEqual([]);
    });

    it('dairy-free exactly when no ingredient is dairy', () => {
      expect(flagMatchesIngredients('dairy-free', hasDairy)).toEqual([]);
    });

    it('nut-free exactly when no ingredient holds nuts', () => {
      expect(flagMatchesIngredients('nut-free', hasNut)).toEqual([]);
    });

    it('gluten-free exactly when no ingredient may hold gluten', () => {
      expect(flagMatchesIngredients('gluten-free', hasGluten)).toEqual([]);
    });
  });

  it.each(rankingQueries)('give the catalogue search "%s" several recipes to find', (query) => {
    const found = starterRecipes.filter((r) => matchesSearch(r, query));
    expect(found.length).toBeGreaterThanOrEqual(3);
    if (query === 'vegan dinner') expect(found.some((r) => r.tags.includes('dinner') && flagged(r, 'vegan'))).toBe(true);
  });
});
