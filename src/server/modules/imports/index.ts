/** The imports module's door: other apps' export files read into My recipes (docs/decisions/0071-reading-other-apps-exports.md). */
export { importRoutes } from './routes.ts';
export { importFile } from './import-job.ts';
