/** The catalogue module's door: what the app, other modules, the seed and the CLI use of it. */
export { catalogueRoutes } from './routes.ts';
export {
  dietTag,
  findCatalogueRecipe,
  RELEVANCE_POOL,
  savedStates,
  unpublishCatalogueRecipe,
  type CatalogueSearch,
} from './catalogue.repo.ts';
export { insertCatalogueRecipe } from './publish-catalogue-recipe.ts';
export { saveFromCatalogue } from './save-catalogue-recipe.ts';
export { searchCatalogue, type CatalogueQuery } from './search-catalogue.ts';
