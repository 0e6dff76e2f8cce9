import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.ts';
import { words } from '../lib/i18n.ts';
import { pageHtml } from './page-html.ts';

/** dist/web, found the same way from src/server (tests, dev) and from dist/server (production). */
export const defaultWebDir = fileURLToPath(new URL('../../../dist/web/', import.meta.url));

/** The built single-page app: hashed assets cached for a year, every other GET answered with its page's HTML (page-html.ts). */
export function mountWebClient(app: OpenAPIHono<AppEnv>, webDir: string) {
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
  });
  // The offline service worker and the web app manifest keep their names from build to build: browsers must ask
  // again each time, or a cached sw.js would hold on to an old build (docs/decisions/0018-offline.md).
  for (const path of ['/sw.js', '/manifest.webmanifest']) {
    app.use(path, async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('cache-control', 'no-cache');
    });
  }
  if (existsSync(webDir)) {
    const files = serveStatic({ root: webDir, index: '' });
    // Only paths that name a file (a dot in the last segment); "/" and page paths get index.html below.
    app.use('*', (c, next) => (/\.[^/]+$/.test(c.req.path) ? files(c, next) : next()));
  }
  app.get('*', pageHtml(webDir));
  app.notFound((c) => c.json({ error: words('server.notFound') }, 404));
}
