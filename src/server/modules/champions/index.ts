/** The champions module's door: what the app and other modules use of it. */
export { championListRoutes, championToolsRoutes } from './routes.ts';
export { championGroup, championsWithGroupSize, championTypes } from './champions.repo.ts';
export { releaseGroup } from './release-group.ts';
export { notAChampionMessage, requireChampion } from './require-champion.ts';
