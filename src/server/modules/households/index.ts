/** The households module's door: what the app and other modules use of it (docs/decisions/0061-households.md). */
export { describeHousehold, findHousehold, HOUSEHOLD_MAX_MEMBERS, householdOf } from './households.repo.ts';
export { requestHousehold, requestPlanOwner, type HouseholdMember } from './request-household.ts';
export { householdRoutes } from './routes.ts';
export { carryOutJoin, planJoin, type JoinPlan } from './join-household.ts';
export { HouseholdError } from './household-error.ts';
export { tellHousehold, type HouseholdChange } from './tell-household.ts';
export { ownedInHousehold, readableInHousehold, sharedByHousehold, type HouseholdOperand } from './household-recipes.ts';
