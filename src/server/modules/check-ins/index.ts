/** The check-ins module's door: what the app and other modules use of it. */
export { championCheckInRoutes, myCheckInRoutes } from './routes.ts';
export { checkInNotesForChampion, myRatingsIn } from './check-ins.repo.ts';
export { groupCheckInAverages } from './group-check-ins.ts';
