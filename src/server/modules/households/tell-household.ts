import type { Context } from 'hono';
import type { HouseholdEvent } from '../../../shared/household-events.ts';
import type { AppEnv } from '../../app-env.ts';

/** What a change says of itself (a household event without `by`): who made it is the request's person. */
export type HouseholdChange = HouseholdEvent extends infer E ? (E extends HouseholdEvent ? Omit<E, 'by'> : never) : never;

/**
 * Tells the household's members' open pages that the request changed its plan or list. Called once the change is
 * saved (its operation has returned, its transaction committed), so a page that reads again sees it.
 */
export async function tellHousehold(c: Context<AppEnv>, householdId: string, change: HouseholdChange): Promise<void> {
  await c.var.ctx.householdEvents.publish(householdId, { ...change, by: c.var.userId });
}
