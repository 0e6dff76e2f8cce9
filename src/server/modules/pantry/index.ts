/** The pantry module's door: what the app and other modules use of it (docs/decisions/0079-the-pantry.md). */
export { pantryRoutes } from './routes.ts';
export { indexRecipeItems } from './recipe-item-index.ts';
export { readCataloguePostingsAhead } from './catalogue-postings.ts';
// For measuring the ranking (scripts/bench/pantry-probe.ts) and the indexes it reads (migration 0029's test).
export { householdRecipesShown, householdRecipesShownQuery } from './pantry.repo.ts';
export { postingsRead, readPostings, RECIPES_PER_READ } from './catalogue-postings.ts';
export { rankedCandidates, readPantry, whatCanIMake } from './what-can-i-make.ts';
