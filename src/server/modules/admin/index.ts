/** The admin module's door: what the app uses of it. */
export { adminRoutes } from './routes.ts';
