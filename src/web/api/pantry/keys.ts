/** The household's pantry and what it suggests: one root, so a change to the pantry refreshes both. */
export const pantryKeys = {
  all: ['pantry'] as const,
  items: () => [...pantryKeys.all, 'items'] as const,
  suggestions: (today: string) => [...pantryKeys.all, 'what-can-i-make', today] as const,
};
