import { invitationErrorCodes } from '../../../shared/invitations.ts';
import { AppError, type AppErrorCode } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';

export type InvitationFailure = keyof typeof invitationErrorCodes;

/** Gone for good (expired, used up, withdrawn) is 410; an unknown code 404; own and "confirm the move" 409. */
const statusOf: Record<InvitationFailure, AppErrorCode> = {
  invalid: 'NOT_FOUND',
  expired: 'GONE',
  usedUp: 'GONE',
  revoked: 'GONE',
  own: 'CONFLICT',
  confirmMove: 'CONFLICT',
};

/**
 * A failure with an invitation code: its own status, client code (INVITATION_EXPIRED, …) and message, in the
 * request's language: the words the browser has for the same code, so the two never differ.
 */
export class InvitationError extends AppError {
  constructor(
    readonly failure: InvitationFailure,
    /** Extra fields of the body, e.g. `currentChampion` with confirmMove. */
    extra: Record<string, unknown> = {},
  ) {
    super(statusOf[failure], words(`error.${invitationErrorCodes[failure]}`), undefined, {
      clientCode: invitationErrorCodes[failure],
      body: extra,
    });
  }
}

/** Too many attempts: 429 with Retry-After in seconds. */
export class AttemptsExceededError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', words('server.invitations.tooManyAttempts'), undefined, { retryAfterSeconds });
  }
}
