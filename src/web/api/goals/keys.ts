/** Every cache key of weekly goals: a champion's goals for their group, and a participant's own progress. */
export const goalKeys = {
  all: ['goals'] as const,
  group: () => [...goalKeys.all, 'group'] as const,
  mine: () => [...goalKeys.all, 'mine'] as const,
};
