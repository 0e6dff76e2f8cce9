import { createMiddleware } from 'hono/factory';
import { can } from '../../../shared/permissions.ts';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { readMeRow } from '../../auth/me-row.ts';
import { words } from '../../lib/i18n.ts';

export const notAChampionMessage = 'Only champions have a group';

/**
 * The champion API (after requireUser): those who may run a group (champions and "both"), 403 for everyone else.
 * Put on each route rather than on the router's "*", so that it never reaches routes another module mounts under
 * /api/champion. The user's row is the one the session check read with the session, when it read one.
 */
export const requireChampion = createMiddleware<AppEnv>(async (c, next) => {
  const me = c.var.sessionUser ?? (await readMeRow(c.var.ctx.db, c.var.userId));
  if (!can(me, 'runGroup')) throw new AppError('FORBIDDEN', words('server.champions.notAChampion'));
  await next();
});
