/** The group messages module's door: what the app and other modules use of it. */
export { championMessageRoutes, myMessageRoutes } from './routes.ts';
