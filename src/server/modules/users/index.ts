/** The users module's door: what the app, other modules and the CLI use of it. */
export { meRoutes, type CompleteSetupWithInvitation } from './routes.ts';
export type { SetupInput } from './setup-account.ts';
export { championApproval, championRevocation, decideOwnType, type ChampionColumns } from './type-choice.ts';
export { findMe, saveSetup, setRoleByEmail, type SetupValues } from './users.repo.ts';
