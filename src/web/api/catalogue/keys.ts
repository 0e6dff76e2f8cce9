/**
 * Every cache key of the shared catalogue (GET /api/catalogue…). The Recipe Catalog's paged searches sit
 * under `searches`, whose shape the "saved" marks are patched in; the quick searches of the planner and the
 * champion's recommendations keep a single page under `quick`. Everything sits under `all`, so a change to
 * a person's recipes (which the results mark as saved) refreshes every search.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  searches: () => [...catalogueKeys.all, 'search'] as const,
  search: (params: string) => [...catalogueKeys.searches(), params] as const,
  quick: (q: string, limit: number, suitsHousehold: boolean) => [...catalogueKeys.all, 'quick', q, limit, suitsHousehold] as const,
  detail: (id: string) => [...catalogueKeys.all, 'detail', id] as const,
};
