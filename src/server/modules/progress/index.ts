/** The progress module's door: weekly series for a champion's group and for a person (issue 21 part 4). */
export { championProgressRoutes, myProgressRoutes } from './routes.ts';
