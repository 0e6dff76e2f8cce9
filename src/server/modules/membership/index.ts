/** The membership module's door: what the app and other modules use of it. */
export { findMembership, joinGroup } from './membership.repo.ts';
export { myChampionRoutes } from './routes.ts';
