/** Every cache key of the admin tools, so that a mutation can name what it changes. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  champions: () => [...adminKeys.all, 'champions'] as const,
  championRequests: () => [...adminKeys.all, 'champion-requests'] as const,
};
