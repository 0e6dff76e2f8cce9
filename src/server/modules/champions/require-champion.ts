import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { isChampion } from './champions.repo.ts';

export const notAChampionMessage = 'Only champions have a group';

/**
 * The champion API (after requireUser): champions and "both" only, 403 for everyone else. Put on each route
 * rather than on the router's "*", so that it never reaches routes another module mounts under /api/champion.
 */
export const requireChampion = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await isChampion(c.var.ctx.db, c.var.userId))) throw new AppError('FORBIDDEN', notAChampionMessage);
  await next();
});
