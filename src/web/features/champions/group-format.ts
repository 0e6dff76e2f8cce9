import type { Invitation } from '../../../shared/invitations.ts';
import type { MessageKey } from '../../../shared/i18n/messages.ts';
import { formatCalendarDate, formatMoment } from '../../lib/date-format.ts';
import { activeLocale, translate } from '../../lib/i18n/i18n.ts';

/** "3 Mar 2026" (en-GB), "Mar 3, 2026" (en-US) from an ISO timestamp or YYYY-MM-DD date; the input unchanged when it is not a date. */
export function formatDay(value: string, locale?: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDate(value, 'shortDate', locale) : formatMoment(value, 'shortDate', locale);
}

/** A count as the reader's language writes its numbers. */
export const formatCount = (count: number): string => new Intl.NumberFormat(activeLocale()).format(count);

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a member was last seen, in words a champion reads at a glance: "Today", "Yesterday", "5 days ago", a date. */
export function lastActiveText(lastActiveAt: string | null, now: Date): string {
  if (!lastActiveAt) return translate('champions.lastActive.notYet');
  const then = new Date(lastActiveAt);
  if (Number.isNaN(then.getTime())) return translate('champions.lastActive.notYet');
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(then)) / DAY_MS);
  if (days <= 0) return translate('champions.lastActive.today');
  if (days === 1) return translate('champions.lastActive.yesterday');
  if (days < 14) return translate('champions.lastActive.daysAgo', { count: days });
  return formatDay(lastActiveAt);
}

/** The words for each state: alone, and with the people who accepted it (a pending one names no one). */
const statusKeys: Record<Invitation['status'], { alone: MessageKey; withNames: MessageKey | null }> = {
  pending: { alone: 'champions.invitationStatus.pending', withNames: null },
  accepted: { alone: 'champions.invitationStatus.accepted', withNames: 'champions.invitationStatus.acceptedBy' },
  'used-up': { alone: 'champions.invitationStatus.usedUp', withNames: 'champions.invitationStatus.usedUpAcceptedBy' },
  expired: { alone: 'champions.invitationStatus.expired', withNames: 'champions.invitationStatus.expiredAcceptedBy' },
  revoked: { alone: 'champions.invitationStatus.revoked', withNames: 'champions.invitationStatus.revokedAcceptedBy' },
};

/** An invitation's state as its sender reads it: pending, accepted by whom, used up, expired or revoked. */
export function invitationStatusText(invitation: Pick<Invitation, 'status' | 'acceptedBy'>): string {
  const keys = statusKeys[invitation.status];
  if (keys.withNames === null || invitation.acceptedBy.length === 0) return translate(keys.alone);
  // Names are listed as the reader's language lists them ("Ann, Ben" in English).
  const names = new Intl.ListFormat(activeLocale(), { type: 'unit', style: 'short' }).format(invitation.acceptedBy.map((a) => a.name));
  return translate(keys.withNames, { names });
}

/** Only an invitation that can still be accepted is worth revoking. */
export function canRevoke(invitation: Pick<Invitation, 'status' | 'uses' | 'maxUses'>): boolean {
  // A single-use invitation once accepted reads "accepted" but has no use left: nothing to withdraw.
  return invitation.status === 'pending' || (invitation.status === 'accepted' && invitation.uses < invitation.maxUses);
}

/** The form's choices of expiry: a number of days, or never (worded where the form draws them). */
export const expiryChoices = [
  { value: '7', days: 7 },
  { value: '14', days: 14 },
  { value: '30', days: 30 },
  { value: '90', days: 90 },
  { value: 'never', days: null },
] as const;
export type ExpiryChoice = (typeof expiryChoices)[number]['value'];

/** "In 14 days", "Never": an expiry choice in the reader's language. */
export const expiryChoiceLabel = (days: number | null): string =>
  days === null ? translate('champions.createDialog.expiryNever') : translate('champions.createDialog.expiryInDays', { count: days });

export interface InvitationFormValues {
  message: string;
  email: string;
  maxUses: string;
  expiry: ExpiryChoice;
}

export const emptyInvitationForm: InvitationFormValues = { message: '', email: '', maxUses: '1', expiry: '14' };

/**
 * The form's text as the request body `invitationCreateSchema` checks: blank optional fields left out, numbers
 * as numbers (a value that is not one is passed through for the schema to reject with its own message).
 */
export function invitationInputFrom(values: InvitationFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = { kind: 'participant' };
  const message = values.message.trim();
  const email = values.email.trim();
  if (message) input.message = message;
  if (email) input.email = email;
  const uses = values.maxUses.trim();
  input.maxUses = /^\d+$/.test(uses) ? Number(uses) : uses;
  input.expiresInDays = values.expiry === 'never' ? null : Number(values.expiry);
  return input;
}
