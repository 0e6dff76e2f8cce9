/** The API reference's door: what the app uses of it. */
export { apiDocsRoutes } from './routes.ts';
