import type { Recipe } from '../../shared/recipes.ts';

/** A recipe as the API answers with it. */
export function recipeFor(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 'recipe-1',
    userId: 'user-1',
    title: 'Lentil soup',
    description: '',
    servings: 4,
    prepMinutes: null,
    cookMinutes: null,
    ingredients: [],
    steps: [],
    tags: [],
    dietary: [],
    nutrition: null,
    photoId: null,
    imageUrl: null,
    thumbnailUrl: null,
    sourceUrl: null,
    savedFromId: null,
    inCatalogue: false,
    isFavorite: false,
    eatThisWeek: false,
    private: false,
    language: 'en',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    deletedAt: null,
    rating: null,
    lastCookedOn: null,
    ...overrides,
  };
}
