import { describe, expect, it } from 'vitest';
import { invitationErrorCodes } from '../../../shared/invitations.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorWords } from '../../lib/error-words.ts';
import { isInvitationFailure, isLookupRefusal } from './invitation-failures.ts';

const tooManyAttempts = 'Too many invitation attempts. Wait a few minutes and try again.';

describe('isInvitationFailure', () => {
  it('is true for every refusal of the code, a move to confirm and a rate limit', () => {
    for (const code of Object.values(invitationErrorCodes)) expect(isInvitationFailure(new ApiError(410, 'x', code))).toBe(true);
    expect(isInvitationFailure(new ApiError(429, tooManyAttempts))).toBe(true);
  });
  it('is false for a validation error, the network or anything else', () => {
    expect(isInvitationFailure(new ApiError(400, 'Full name is required', 'VALIDATION_ERROR'))).toBe(false);
    expect(isInvitationFailure(new ApiError(0, 'offline', 'NETWORK_ERROR'))).toBe(false);
    expect(isInvitationFailure(new Error('x'))).toBe(false);
  });
});

describe('isLookupRefusal', () => {
  it('is true for the look-up refusing the code, false for a rate limit, the network or a server failure', () => {
    expect(isLookupRefusal(new ApiError(404, errorWords(invitationErrorCodes.invalid), invitationErrorCodes.invalid))).toBe(true);
    expect(isLookupRefusal(new ApiError(410, errorWords(invitationErrorCodes.revoked), invitationErrorCodes.revoked))).toBe(true);
    expect(isLookupRefusal(new ApiError(409, errorWords(invitationErrorCodes.own), invitationErrorCodes.own))).toBe(true);
    expect(isLookupRefusal(new ApiError(429, tooManyAttempts))).toBe(false);
    expect(isLookupRefusal(new ApiError(0, 'offline', 'NETWORK_ERROR'))).toBe(false);
    expect(isLookupRefusal(new ApiError(500, 'oops'))).toBe(false);
  });
});
