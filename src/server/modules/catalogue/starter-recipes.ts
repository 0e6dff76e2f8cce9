import type { DietaryNeed } from '../../../shared/users.ts';
import type { Nutrition } from '../../../shared/recipes.ts';

export interface StarterRecipe {
  slug: string;
  title: string;
  description: string;
  servings: number;
  prepMinutes: number | null;
  cookMinutes: number | null;
  ingredients: readonly string[];
  steps: readonly string[];
  tags: readonly string[];
  dietary: readonly DietaryNeed[];
  nutrition: Nutrition;
}

// Placeholder while the starter set is written.
export const starterRecipes: readonly StarterRecipe[] = [];
