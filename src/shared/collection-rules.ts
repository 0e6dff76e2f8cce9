/**
 * Collections' plain rules (docs/decisions/0078-collections.md), without zod, for pages that need them on first load.
 */
export const collectionLimits = {
  /** Characters of a name. */
  name: 60,
  /** Characters of a smart collection's saved search (the Recipe Catalog's address query). */
  search: 1000,
  /** Collections one person may keep. */
  perOwner: 100,
  /** Recipes one manual collection may hold. */
  recipes: 500,
} as const;

export const collectionKinds = ['manual', 'smart'] as const;
export type CollectionKind = (typeof collectionKinds)[number];

/** The Recipe Catalog address's search parameters a smart collection keeps; the others (tab, open…) are the page's own. */
export const savedSearchKeys = ['q', 'tags', 'dietary', 'maxMinutes', 'suits', 'sort'] as const;

/** Names are the same when they differ only in case or in spaces around them: "Weeknight" and " weeknight ". */
export const collectionNameKey = (name: string) => name.trim().toLowerCase();
