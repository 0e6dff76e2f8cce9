export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4174);
export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;
/** A local "recipe website" the importer is allowed to read (IMPORT_ALLOWED_HOSTS). */
export const PAGES_PORT = Number(process.env.E2E_PAGES_PORT ?? 4175);
export const PAGES_URL = `http://127.0.0.1:${PAGES_PORT}`;
