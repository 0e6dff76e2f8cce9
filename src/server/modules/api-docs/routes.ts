import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { words } from '../../lib/i18n.ts';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
// A Map, not an object: a plain object would find `__proto__` or `constructor` among its keys.
const assets = new Map<string, string>([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Champion Kitchen API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** The API reference page (Swagger UI, served from our own origin: no CDN, no inline script). */
export function apiDocsRoutes() {
  const router = new Hono<AppEnv>();
  router.get('/', (c) => c.html(page));
  router.get('/assets/init.js', (c) => c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  router.get('/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = assets.get(file);
    if (!type) return c.json({ error: words('server.notFound') }, 404);
    const body = await readFile(path.join(swaggerDir, file));
    return c.body(body, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
  return router;
}
