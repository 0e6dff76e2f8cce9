import { describe, expect, it } from 'vitest';
import { championRevokedMessage } from '../../shared/champion-choice.ts';
import { championStatusNote, typeUnavailableReason } from './champion-status.ts';

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
    ['revoked', championRevokedMessage],
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
    expect(typeUnavailableReason(person('revoked'), 'champion')).toBe(championRevokedMessage);
    expect(typeUnavailableReason(person('revoked'), 'both')).toBe(championRevokedMessage);
    expect(typeUnavailableReason(person('revoked'), 'regular')).toBeNull();
    expect(typeUnavailableReason(person('requested'), 'champion')).toBeNull();
  });
});
