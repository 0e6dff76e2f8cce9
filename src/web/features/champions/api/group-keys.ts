/** Every cache key of the champion dashboard, so that a mutation can name what it changes. */
export const groupKeys = {
  all: ['champion'] as const,
  group: () => [...groupKeys.all, 'group'] as const,
  invitations: () => [...groupKeys.all, 'invitations'] as const,
  recipeSearch: (q: string) => [...groupKeys.all, 'recipe-search', q] as const,
};
