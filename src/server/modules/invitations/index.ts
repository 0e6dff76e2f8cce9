/** The invitations module's door: what the app uses of it. */
export { completeSetupWithInvitation } from './accept-invitation.ts';
export { invitationRoutes } from './routes.ts';
export { oneLine } from './invitation-email.ts';
