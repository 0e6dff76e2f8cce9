import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppServer } from './support/app-server.ts';
import { startMailReceiver } from './support/mail-receiver.ts';
import { startOidcProvider } from './support/oidc-provider.ts';
import { APP_PORT, OIDC_PORT, PAGES_PORT } from './support/ports.ts';
import { startRecipePages } from './support/recipe-pages.ts';

/**
 * One app server for the run, on its own SQLite database, with Google sign-in pointed at a local OpenID
 * provider. It trusts X-Forwarded-For from loopback so each test can be a client of its own (rate limits).
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ck-e2e-'));
  // Fixtures run the CLI (admin grant) against this database.
  process.env.E2E_DATA_DIR = dataDir;
  const baseUrl = `http://127.0.0.1:${APP_PORT}`;
  const oidc = await startOidcProvider({ port: OIDC_PORT, redirectUri: `${baseUrl}/api/auth/callback/google` });
  const pages = await startRecipePages(PAGES_PORT);
  // Every email the app sends arrives here; tests read them from E2E_MAIL_DIR (e2e/support/mail-receiver.ts).
  const mailDir = path.join(dataDir, 'received-mail');
  const mail = await startMailReceiver(mailDir);
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SMTP_URL = mail.smtpUrl;
  const app = await startAppServer({
    port: APP_PORT,
    env: {
      DATA_DIR: dataDir,
      TRUSTED_PROXIES: '127.0.0.1',
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
      // The importer refuses private addresses; this one local "recipe website" is let through.
      IMPORT_ALLOWED_HOSTS: `127.0.0.1:${PAGES_PORT}`,
      SMTP_URL: mail.smtpUrl,
    },
  });
  return async () => {
    await app.stop();
    await oidc.close();
    await pages.close();
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
