/** The account module's door: what the app uses of it. */
export { accountRoutes } from './routes.ts';
