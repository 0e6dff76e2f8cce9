import { describe, expect, it } from 'vitest';
import { invitationErrorCodes, invitationMessages } from '../../../shared/invitations.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { KeyValueStorage } from '../../lib/setup-state.ts';
import {
  forgetPendingInvite,
  inviterLine,
  isInvitationFailure,
  isLookupRefusal,
  keepPendingInvite,
  resolvePendingInvite,
} from './pending-invite.ts';

function fakeStorage(initial: Record<string, string> = {}): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

describe('resolvePendingInvite', () => {
  it('takes the URL first, then storage, and ignores blanks', () => {
    expect(resolvePendingInvite(new URLSearchParams('invite=fromurl'), fakeStorage({ pendingInvite: 'stored' }))).toBe('fromurl');
    expect(resolvePendingInvite(new URLSearchParams(''), fakeStorage({ pendingInvite: ' stored ' }))).toBe('stored');
    expect(resolvePendingInvite(new URLSearchParams('invite=%20'), fakeStorage({ pendingInvite: 'stored' }))).toBe('stored');
    expect(resolvePendingInvite(new URLSearchParams(''), fakeStorage({ pendingInvite: '' }))).toBeNull();
    expect(resolvePendingInvite(new URLSearchParams(''), fakeStorage())).toBeNull();
  });

  it('is kept and forgotten under pendingInvite', () => {
    const storage = fakeStorage();
    keepPendingInvite(storage, 'abc');
    expect(storage.items.get('pendingInvite')).toBe('abc');
    forgetPendingInvite(storage);
    expect(storage.items.size).toBe(0);
  });
});

describe('inviterLine', () => {
  it('says who invites and to what', () => {
    expect(inviterLine({ kind: 'participant', inviter: { name: 'Ada' } })).toBe('Ada invites you to join their group');
    expect(inviterLine({ kind: 'champion', inviter: { name: 'Ada' } })).toBe('Ada invites you to become a champion');
  });
});

describe('isInvitationFailure', () => {
  it('is true for every refusal of the code, a move to confirm and a rate limit', () => {
    for (const code of Object.values(invitationErrorCodes)) expect(isInvitationFailure(new ApiError(410, 'x', code))).toBe(true);
    expect(isInvitationFailure(new ApiError(429, invitationMessages.tooManyAttempts))).toBe(true);
  });
  it('is false for a validation error, the network or anything else', () => {
    expect(isInvitationFailure(new ApiError(400, 'Full name is required', 'VALIDATION_ERROR'))).toBe(false);
    expect(isInvitationFailure(new ApiError(0, 'offline', 'NETWORK_ERROR'))).toBe(false);
    expect(isInvitationFailure(new Error('x'))).toBe(false);
  });
});

describe('isLookupRefusal', () => {
  it('is true for the look-up refusing the code, false for a rate limit, the network or a server failure', () => {
    expect(isLookupRefusal(new ApiError(404, invitationMessages.invalid, invitationErrorCodes.invalid))).toBe(true);
    expect(isLookupRefusal(new ApiError(410, invitationMessages.revoked, invitationErrorCodes.revoked))).toBe(true);
    expect(isLookupRefusal(new ApiError(409, invitationMessages.own, invitationErrorCodes.own))).toBe(true);
    expect(isLookupRefusal(new ApiError(429, invitationMessages.tooManyAttempts))).toBe(false);
    expect(isLookupRefusal(new ApiError(0, 'offline', 'NETWORK_ERROR'))).toBe(false);
    expect(isLookupRefusal(new ApiError(500, 'oops'))).toBe(false);
  });
});
