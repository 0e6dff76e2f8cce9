/** The shopping-lists module's door: what the app uses of it. */
export { shoppingListRoutes } from './routes.ts';
