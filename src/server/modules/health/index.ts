/** The health check's door: what the app uses of it. */
export { healthRoutes } from './routes.ts';
