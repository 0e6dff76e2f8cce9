import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { householdOf } from './households.repo.ts';

/**
 * The signed-in person's household, for a route that reads or writes the household's plan or list: read with the
 * session (session-check.ts), else here (better-auth's own session path, or someone who has none yet, who gets one).
 */
export async function requestHousehold(c: Context<AppEnv>): Promise<string> {
  const fromSession = c.var.sessionUser?.householdId;
  if (fromSession) return fromSession;
  const id = await householdOf(c.var.ctx.db, c.var.userId);
  if (!id) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
  return id;
}

/** Whose plan or list a request works on: the household's (every read and write is filtered by it), and who asks. */
export interface HouseholdMember {
  householdId: string;
  userId: string;
}

/** The request's household and person. */
export async function requestPlanOwner(c: Context<AppEnv>): Promise<HouseholdMember> {
  return { householdId: await requestHousehold(c), userId: c.var.userId };
}
