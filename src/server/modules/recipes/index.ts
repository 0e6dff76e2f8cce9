/** The recipes module's door: what the app and other modules use of it. */
export { recipeRoutes } from './routes.ts';
export { sharedRecipeRoutes } from './shared-recipe-routes.ts';
export { createRecipe, purgeExpiredRecipes, updateRecipe } from './recipes.repo.ts';
export { importRecipe } from './import/import-recipe.ts';
export { requestRecipeLanguage } from './request-recipe-language.ts';
export {
  newRecipeRow,
  readDietary,
  readNutrition,
  readTags,
  recipeColumns,
  toIngredient,
  toRecipe,
  type RecipePlacement,
  type RecipeRow,
} from './recipe-row.ts';
export { recipeToDraft } from './import/map-recipe.ts';
export { exportRecipes } from './export/export-recipes.ts';
