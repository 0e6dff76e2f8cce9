import { describe, expect, it } from 'vitest';
import { championStatusNote, typeUnavailableReason } from './champion-status.ts';

const revoked =
  'An admin removed your champion role, so you cannot choose Champion or Both. You can keep taking part as a Participant; to be a champion again, ask a programme admin to make you one.';

const person = (championStatus: string, role = 'user') => ({
  role,
  userType: 'regular',
  championStatus,
  championStatusAt: '2026-11-25T10:00:00.000Z',
  championRequestedType: championStatus === 'requested' ? ('both' as const) : null,
});

describe('championStatusNote', () => {
  it.each([
    ['none', null],
    ['approved', null],
    [
      'requested',
      'You asked on 25 November 2026 to take part as Both. An admin will confirm your champion role. Until then you take part as a Participant.',
    ],
    ['revoked', revoked],
  ])('for %s', (status, expected) => {
    expect(championStatusNote(person(status))).toBe(expected);
  });

  it('says a declined person may ask again', () => {
    expect(championStatusNote(person('declined'))).toMatch(/did not approve .* on 25 November 2026\. .*ask again/);
  });

  it('says nothing of a removal to an admin, who may choose again', () => {
    expect(championStatusNote(person('revoked', 'admin'))).toBeNull();
  });
});

describe('typeUnavailableReason', () => {
  it('closes Champion and Both, not Participant, once an admin removed the role', () => {
    expect(typeUnavailableReason(person('revoked'), 'champion')).toBe(revoked);
    expect(typeUnavailableReason(person('revoked'), 'both')).toBe(revoked);
    expect(typeUnavailableReason(person('revoked'), 'regular')).toBeNull();
    expect(typeUnavailableReason(person('requested'), 'champion')).toBeNull();
  });
});
