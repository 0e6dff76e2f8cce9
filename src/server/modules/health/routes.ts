import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import type { AppEnv } from '../../app-env.ts';

const health = createRoute({
  method: 'get',
  path: '/',
  tags: ['Operations'],
  summary: 'Liveness and database check',
  responses: {
    200: { description: 'The database answers', content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } } },
    503: {
      description: 'The database does not answer',
      content: { 'application/json': { schema: z.object({ status: z.literal('unavailable') }) } },
    },
  },
});

export function healthRoutes() {
  const router = new OpenAPIHono<AppEnv>();
  router.openapi(health, async (c) => {
    try {
      await sql`select 1`.execute(c.var.ctx.db.kysely);
      return c.json({ status: 'ok' as const }, 200);
    } catch (err) {
      c.var.ctx.logger.error({ err }, 'health check: database did not answer');
      return c.json({ status: 'unavailable' as const }, 503);
    }
  });
  return router;
}
