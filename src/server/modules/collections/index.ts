/** The collections module's door (docs/decisions/0078-collections.md). */
export { collectionRoutes } from './routes.ts';
export { catalogueRecipesOfOwnCollection } from './collection-operations.ts';
