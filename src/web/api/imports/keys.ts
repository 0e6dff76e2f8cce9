/** Cache keys of the person's imports of export files (GET /api/imports/{id}). */
export const importKeys = {
  all: ['imports'] as const,
  detail: (id: string) => [...importKeys.all, id] as const,
};
