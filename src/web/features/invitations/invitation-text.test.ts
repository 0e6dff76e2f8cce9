import type { Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { invitationErrorCodes, invitationHeadline } from '../../../shared/invitations.ts';
import { sourceLocale } from '../../../shared/i18n/locales.ts';
import { compileCatalogue } from '../../../../scripts/compile-catalogue.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorWords } from '../../lib/error-words.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import {
  invitationFailureHeading,
  invitationFailureText,
  invitationHeadlineText,
  isInvitationRefusal,
  moveExplanation,
} from './invitation-text.ts';

describe('invitationHeadline', () => {
  it('names the inviter and what the invitation is for', () => {
    expect(invitationHeadline({ kind: 'participant', inviter: { name: 'Ada Lovelace' } })).toBe(
      'Ada Lovelace invites you to join their group',
    );
    expect(invitationHeadline({ kind: 'champion', inviter: { name: 'Ada' } })).toBe('Ada invites you to become a champion');
    expect(invitationHeadline({ kind: 'participant', inviter: { name: ' ' } })).toBe('A champion invites you to join their group');
  });
});

describe('invitationHeadlineText', () => {
  afterEach(() => i18n.activate(sourceLocale));

  it('says in words what the shared headline says', () => {
    for (const invitation of [
      { kind: 'participant', inviter: { name: 'Ada Lovelace' } },
      { kind: 'champion', inviter: { name: 'Ada' } },
      { kind: 'participant', inviter: { name: ' ' } },
      { kind: 'champion', inviter: { name: '' } },
    ] as const)
      expect(invitationHeadlineText(invitation)).toBe(invitationHeadline(invitation));
  });

  // Regression: the invitation's headline, headings and refusals were English in every language.
  it('follows the active language', () => {
    i18n.load(
      'xx',
      compileCatalogue({
        'invitations.headline.group': '{name} lädt dich in die Gruppe ein',
        'invitations.failureHeading.expired': 'Einladung abgelaufen',
        'error.INVITATION_EXPIRED': 'Diese Einladung ist abgelaufen.',
      }) as Messages,
    );
    i18n.activate('xx');
    expect(invitationHeadlineText({ kind: 'participant', inviter: { name: 'Ada' } })).toBe('Ada lädt dich in die Gruppe ein');
    expect(invitationFailureHeading(new ApiError(410, '', invitationErrorCodes.expired))).toBe('Einladung abgelaufen');
    expect(invitationFailureText(new ApiError(410, '', invitationErrorCodes.expired))).toBe('Diese Einladung ist abgelaufen.');
  });
});

describe('invitation failures', () => {
  const cases = [
    ['invalid', 404],
    ['expired', 410],
    ['usedUp', 410],
    ['revoked', 410],
    ['own', 409],
  ] as const;
  for (const [key, status] of cases) {
    it(`shows the server's message for ${key} and counts it as a refusal`, () => {
      const error = new ApiError(status, `The server's words for ${key}`, invitationErrorCodes[key]);
      expect(invitationFailureText(error)).toBe(`The server's words for ${key}`);
      expect(isInvitationRefusal(error)).toBe(true);
    });
    it(`falls back to the shared message for ${key} when the body has none`, () => {
      expect(invitationFailureText(new ApiError(status, '', invitationErrorCodes[key]))).toBe(errorWords(invitationErrorCodes[key]));
    });
  }

  it('does not count a move confirmation, a rate limit or the network as a refusal of the code', () => {
    expect(isInvitationRefusal(new ApiError(409, errorWords(invitationErrorCodes.confirmMove), invitationErrorCodes.confirmMove))).toBe(
      false,
    );
    expect(isInvitationRefusal(new ApiError(429, 'Too many invitation attempts. Wait a few minutes and try again.'))).toBe(false);
    expect(isInvitationRefusal(new ApiError(0, 'Could not reach the server.', 'NETWORK_ERROR'))).toBe(false);
    expect(isInvitationRefusal(new Error('boom'))).toBe(false);
  });

  it('has words for anything else', () => {
    expect(invitationFailureText(new Error('x'))).toMatch(/could not be loaded/);
    expect(invitationFailureText(new ApiError(404, ''))).toBe(errorWords(invitationErrorCodes.invalid));
  });
});

describe('moveExplanation', () => {
  it('names both groups', () => {
    expect(moveExplanation('Ben', 'Cleo')).toBe("You are in Ben's group. Accepting moves you to Cleo's group.");
    expect(moveExplanation(null, 'Cleo')).toBe("You are already in a champion's group. Accepting moves you to Cleo's group.");
  });
});

// Regression: every refused code was headed "You have been invited".
describe('invitationFailureHeading', () => {
  it('heads each refusal by what happened', () => {
    const heading = (status: number, code?: string) => invitationFailureHeading(new ApiError(status, 'x', code));
    expect(heading(404, invitationErrorCodes.invalid)).toBe('Invitation not found');
    expect(heading(404)).toBe('Invitation not found');
    expect(heading(410, invitationErrorCodes.expired)).toBe('Invitation expired');
    expect(heading(410, invitationErrorCodes.usedUp)).toBe('Invitation already used');
    expect(heading(410, invitationErrorCodes.revoked)).toBe('Invitation withdrawn');
    expect(heading(409, invitationErrorCodes.own)).toBe('Your own invitation');
    expect(heading(0, 'NETWORK_ERROR')).toBe('Invitation not loaded');
  });
});
