import { describe, expect, it } from 'vitest';
import { invitationStatus, unusableReason, type InvitationState } from './invitation-status.ts';

const now = new Date('2026-06-01T12:00:00.000Z');
const past = '2026-05-31T12:00:00.000Z';
const future = '2026-06-02T12:00:00.000Z';
const base: InvitationState = { uses: 0, maxUses: 1, revokedAt: null, expiresAt: null };

describe('invitation status and usability', () => {
  it.each<[string, Partial<InvitationState>, ReturnType<typeof unusableReason>, ReturnType<typeof invitationStatus>]>([
    ['new, no expiry', {}, null, 'pending'],
    ['new, expiring later', { expiresAt: future }, null, 'pending'],
    ['expiring exactly now', { expiresAt: now.toISOString() }, 'expired', 'expired'],
    ['expired', { expiresAt: past }, 'expired', 'expired'],
    ['revoked', { revokedAt: past }, 'revoked', 'revoked'],
    ['revoked and expired', { revokedAt: past, expiresAt: past }, 'revoked', 'revoked'],
    ['single use, accepted', { uses: 1 }, 'usedUp', 'accepted'],
    ['single use, accepted, then revoked', { uses: 1, revokedAt: past }, 'usedUp', 'accepted'],
    ['three uses, one taken', { uses: 1, maxUses: 3 }, null, 'accepted'],
    ['three uses, one taken, expired', { uses: 1, maxUses: 3, expiresAt: past }, 'expired', 'expired'],
    ['three uses, one taken, revoked', { uses: 1, maxUses: 3, revokedAt: past }, 'revoked', 'revoked'],
    ['three uses, all taken', { uses: 3, maxUses: 3 }, 'usedUp', 'used-up'],
    ['three uses, all taken, expired', { uses: 3, maxUses: 3, expiresAt: past }, 'usedUp', 'used-up'],
  ])('%s', (_label, overrides, reason, status) => {
    const invitation = { ...base, ...overrides };
    expect(unusableReason(invitation, now)).toBe(reason);
    expect(invitationStatus(invitation, now)).toBe(status);
  });
});
