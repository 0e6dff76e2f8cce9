import { dietaryNeeds, type DietaryNeed } from './dietary-needs.ts';

/**
 * What "suits everyone at home" asks of a recipe (docs/decisions/0065-household-aware-choices.md): every member's
 * needs together, and for each need the recipe flags that meet it. Without zod: the catalogue page reads it too.
 */

/**
 * The flags that meet each need. A vegan recipe is vegetarian and dairy-free by what vegan means, even when its
 * author ticked only "vegan"; the free-from needs (allergies and intolerances) are met only by a recipe flagged
 * free of it, since a recipe that says nothing may well hold nuts.
 */
export const flagsMeetingNeed: Record<DietaryNeed, readonly DietaryNeed[]> = {
  vegetarian: ['vegetarian', 'vegan'],
  vegan: ['vegan'],
  'gluten-free': ['gluten-free'],
  'dairy-free': ['dairy-free', 'vegan'],
  'nut-free': ['nut-free'],
};

/** Every need any member has, each once, in the app's own order: a recipe must meet all of them. */
export function combinedNeeds(memberNeeds: readonly (readonly string[])[]): DietaryNeed[] {
  const all = new Set(memberNeeds.flat());
  return dietaryNeeds.filter((need) => all.has(need));
}

/** Whether a recipe with these flags suits a household with these needs. */
export function suitsNeeds(flags: readonly DietaryNeed[], needs: readonly DietaryNeed[]): boolean {
  return needs.every((need) => flagsMeetingNeed[need].some((flag) => flags.includes(flag)));
}
