/**
 * Every cache key of the person's collections (GET /api/collections…): the list (`list`, with or without the recipe
 * each manual collection is asked about) and each collection's recipes (`recipes`). All sit under `all`, so any change
 * to a collection refreshes every reader of them.
 */
export const collectionKeys = {
  all: ['collections'] as const,
  list: (recipeId: string | null) => [...collectionKeys.all, 'list', recipeId] as const,
  recipes: (id: string) => [...collectionKeys.all, 'recipes', id] as const,
};
