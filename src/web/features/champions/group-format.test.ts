import type { Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { invitationCreateSchema } from '../../../shared/invitations.ts';
import { sourceLocale } from '../../../shared/i18n/locales.ts';
import { compileCatalogue } from '../../../../scripts/compile-catalogue.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import {
  canRevoke,
  emptyInvitationForm,
  expiryChoiceLabel,
  expiryChoices,
  formatDay,
  invitationInputFrom,
  invitationStatusText,
  lastActiveText,
} from './group-format.ts';

describe('formatDay', () => {
  it.each([
    ['2026-03-03', '3 Mar 2026'],
    ['2026-11-23T09:15:00.000Z', '23 Nov 2026'],
    ['not a date', 'not a date'],
  ])('%s → %s', (input, expected) => expect(formatDay(input)).toBe(expected));
});

describe('lastActiveText', () => {
  const now = new Date(2026, 10, 23, 15, 0);
  it.each([
    [null, 'Not yet'],
    [new Date(2026, 10, 23, 8, 0).toISOString(), 'Today'],
    [new Date(2026, 10, 22, 23, 0).toISOString(), 'Yesterday'],
    [new Date(2026, 10, 18, 12, 0).toISOString(), '5 days ago'],
    [new Date(2026, 9, 1, 12, 0).toISOString(), '1 Oct 2026'],
  ])('%s → %s', (input, expected) => expect(lastActiveText(input, now)).toBe(expected));
});

describe('invitationStatusText', () => {
  const by = [{ name: 'Ann Lee', acceptedAt: '2026-11-01T00:00:00Z' }];
  it.each([
    ['pending', [], 'Pending'],
    ['accepted', by, 'Accepted by Ann Lee'],
    ['used-up', by, 'Used up (accepted by Ann Lee)'],
    ['used-up', [], 'Used up'],
    ['expired', [], 'Expired'],
    ['revoked', [], 'Revoked'],
    ['revoked', by, 'Revoked (accepted by Ann Lee)'],
    ['accepted', [...by, { name: 'Ben Ode', acceptedAt: '2026-11-02T00:00:00Z' }], 'Accepted by Ann Lee, Ben Ode'],
  ] as const)('%s with %j → %s', (status, acceptedBy, expected) =>
    expect(invitationStatusText({ status, acceptedBy: [...acceptedBy] })).toBe(expected),
  );

  it('offers Revoke only while the invitation can still be accepted', () => {
    const once = { uses: 0, maxUses: 1 };
    expect(canRevoke({ status: 'pending', ...once })).toBe(true);
    expect(canRevoke({ status: 'accepted', uses: 1, maxUses: 3 })).toBe(true);
    // Regression: a single-use invitation, once accepted, still offered Revoke.
    expect(canRevoke({ status: 'accepted', uses: 1, maxUses: 1 })).toBe(false);
    expect(canRevoke({ status: 'used-up', uses: 3, maxUses: 3 })).toBe(false);
    expect(canRevoke({ status: 'expired', ...once })).toBe(false);
    expect(canRevoke({ status: 'revoked', ...once })).toBe(false);
  });
});

describe('invitationInputFrom', () => {
  it('leaves blank optional fields out and passes the shared schema', () => {
    const input = invitationInputFrom(emptyInvitationForm);
    expect(input).toEqual({ kind: 'participant', maxUses: 1, expiresInDays: 14 });
    expect(invitationCreateSchema.safeParse(input).success).toBe(true);
  });

  it('trims the message and email, and maps "never" to no expiry', () => {
    const input = invitationInputFrom({ message: '  Come and cook  ', email: ' a@example.com ', maxUses: '5', expiry: 'never' });
    expect(input).toEqual({ kind: 'participant', message: 'Come and cook', email: 'a@example.com', maxUses: 5, expiresInDays: null });
    expect(invitationCreateSchema.safeParse(input).success).toBe(true);
  });

  it('lets the schema reject what is not a number of uses or an email', () => {
    const result = invitationCreateSchema.safeParse(invitationInputFrom({ ...emptyInvitationForm, maxUses: 'lots', email: 'nope' }));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['maxUses', 'email']));
  });
});

describe('the words of the champion dashboard', () => {
  afterEach(() => i18n.activate(sourceLocale));

  it('offers each expiry in words', () => {
    expect(expiryChoices.map((choice) => expiryChoiceLabel(choice.days))).toEqual([
      'In 7 days',
      'In 14 days',
      'In 30 days',
      'In 90 days',
      'Never',
    ]);
    expect(expiryChoiceLabel(1)).toBe('In 1 day');
  });

  // Regression: the group's last-active days and invitation states were English in every language.
  it('follows the active language', () => {
    i18n.load(
      'xx',
      compileCatalogue({
        'champions.lastActive.daysAgo': 'vor {count} Tagen',
        'champions.invitationStatus.acceptedBy': 'Angenommen von {names}',
        'champions.createDialog.expiryNever': 'Nie',
      }) as Messages,
    );
    i18n.activate('xx');
    expect(lastActiveText(new Date(2026, 10, 18, 12, 0).toISOString(), new Date(2026, 10, 23, 15, 0))).toBe('vor 5 Tagen');
    expect(invitationStatusText({ status: 'accepted', acceptedBy: [{ name: 'Ann Lee', acceptedAt: '2026-11-01T00:00:00Z' }] })).toBe(
      'Angenommen von Ann Lee',
    );
    expect(expiryChoiceLabel(null)).toBe('Nie');
  });
});
