/** The meal-plans module's door: what the app and the CLI use of it. */
export { addEntry } from './add-entry.ts';
export { clearWeek, listEntries } from './meal-plans.repo.ts';
export { calendarFeedRoutes, mealPlanRoutes } from './routes.ts';
