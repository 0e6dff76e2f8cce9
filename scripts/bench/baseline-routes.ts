import { Hono } from 'hono';

const MB = 1024 * 1024;

/**
 * The benchmark's bare routes, served by the bench's own entry point (bench-server.ts) in front of the app, never
 * by the app itself:
 *
 * - `GET /__bench/baseline?bytes=N`: a precomputed JSON body of N bytes (a scenario's mean answer size);
 * - `PUT /__bench/baseline/<name>` keeps a body, and `GET /__bench/baseline/<name>` answers with exactly those
 *   bytes: the same answer a scenario gives, sent by a route with nothing of ours in front of it.
 *
 * Each is the framework's ceiling on this machine for an answer of that size.
 */
export function baselineRoutes() {
  const app = new Hono();
  const sized = new Map<number, string>();
  const named = new Map<string, Uint8Array<ArrayBuffer>>();

  app.get('/__bench/baseline', (c) => {
    const bytes = Math.min(Math.max(Number(c.req.query('bytes')) || 2, 2), 16 * MB);
    let body = sized.get(bytes);
    if (body === undefined) sized.set(bytes, (body = `"${'x'.repeat(bytes - 2)}"`));
    return c.body(body, 200, { 'content-type': 'application/json' });
  });
  app.put('/__bench/baseline/:name', async (c) => {
    named.set(c.req.param('name'), new Uint8Array(await c.req.arrayBuffer()));
    return c.body(null, 204);
  });
  app.get('/__bench/baseline/:name', (c) => {
    const body = named.get(c.req.param('name'));
    if (!body) return c.json({ error: 'No body kept under that name' }, 404);
    return c.body(body, 200, { 'content-type': 'application/json' });
  });
  return app;
}
