/**
 * The dietary needs people and recipes can have, and their words: without zod, for the pages that show or filter
 * by them on their first load (users.ts builds the schema on them and re-exports them).
 */
export const dietaryNeeds = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free'] as const;
export type DietaryNeed = (typeof dietaryNeeds)[number];

export const dietaryNeedLabels: Record<DietaryNeed, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
  'nut-free': 'Nut-free',
};
