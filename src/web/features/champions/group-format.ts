import type { Invitation } from '../../../shared/invitations.ts';
import { formatCalendarDate, formatMoment } from '../../lib/date-format.ts';

/** "3 Mar 2026" (en-GB), "Mar 3, 2026" (en-US) from an ISO timestamp or YYYY-MM-DD date; the input unchanged when it is not a date. */
export function formatDay(value: string, locale?: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDate(value, 'shortDate', locale) : formatMoment(value, 'shortDate', locale);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a member was last seen, in words a champion reads at a glance: "Today", "Yesterday", "5 days ago", a date. */
export function lastActiveText(lastActiveAt: string | null, now: Date): string {
  if (!lastActiveAt) return 'Not yet';
  const then = new Date(lastActiveAt);
  if (Number.isNaN(then.getTime())) return 'Not yet';
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(then)) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 14) return `${days} days ago`;
  return formatDay(lastActiveAt);
}

/** An invitation's state as its sender reads it: pending, accepted by whom, used up, expired or revoked. */
export function invitationStatusText(invitation: Pick<Invitation, 'status' | 'acceptedBy'>): string {
  const names = invitation.acceptedBy.map((a) => a.name).join(', ');
  switch (invitation.status) {
    case 'pending':
      return 'Pending';
    case 'accepted':
      return names ? `Accepted by ${names}` : 'Accepted';
    case 'used-up':
      return names ? `Used up (accepted by ${names})` : 'Used up';
    case 'expired':
      return names ? `Expired (accepted by ${names})` : 'Expired';
    case 'revoked':
      return names ? `Revoked (accepted by ${names})` : 'Revoked';
  }
}

/** Only an invitation that can still be accepted is worth revoking. */
export function canRevoke(invitation: Pick<Invitation, 'status' | 'uses' | 'maxUses'>): boolean {
  // A single-use invitation once accepted reads "accepted" but has no use left: nothing to withdraw.
  return invitation.status === 'pending' || (invitation.status === 'accepted' && invitation.uses < invitation.maxUses);
}

export const expiryChoices = [
  { value: '7', label: 'In 7 days' },
  { value: '14', label: 'In 14 days' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: 'never', label: 'Never' },
] as const;
export type ExpiryChoice = (typeof expiryChoices)[number]['value'];

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
