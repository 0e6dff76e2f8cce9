/**
 * Every cache key of the champion programme (/api/champions and a champion's own /api/champion…). The
 * person's own champion is `meKeys.champion`, since it is read as part of who they are.
 */
export const championKeys = {
  all: ['champions'] as const,
  list: () => [...championKeys.all, 'list'] as const,
  group: () => [...championKeys.all, 'group'] as const,
  checkIns: () => [...championKeys.all, 'check-ins'] as const,
  messages: () => [...championKeys.all, 'messages'] as const,
  progress: () => [...championKeys.all, 'progress'] as const,
};
