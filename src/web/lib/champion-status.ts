import { can, isChampionType, type Actor } from '../../shared/permissions.ts';
import { championPendingMessage, championRevokedMessage } from '../../shared/champion-choice.ts';
import type { UserType } from '../../shared/users.ts';
import { formatMoment } from './date-format.ts';

type Person = Actor & { championStatusAt: string | null; championRequestedType: 'champion' | 'both' | null };

const on = (iso: string | null) => (iso ? ` on ${formatMoment(iso, 'date')}` : '');

/** Whether a way of taking part can be chosen on the setup and profile forms, and if not, why (shown beside it). */
export function typeUnavailableReason(me: Actor, type: UserType): string | null {
  return isChampionType(type) && !can(me, 'becomeChampion') ? championRevokedMessage : null;
}

/**
 * What the profile says about the person's champion role when it is not simply what they chose: a request that
 * waits, one an admin declined, or a role an admin removed. Null otherwise.
 */
export function championStatusNote(me: Person): string | null {
  switch (me.championStatus) {
    case 'requested':
      return `You asked${on(me.championStatusAt)} to take part as ${me.championRequestedType === 'both' ? 'Both' : 'a Champion'}. ${championPendingMessage}`;
    case 'declined':
      return `An admin did not approve your request to be a champion${on(me.championStatusAt)}. You take part as a Participant; you can ask again by choosing Champion or Both.`;
    case 'revoked':
      return can(me, 'becomeChampion') ? null : championRevokedMessage;
    default:
      return null;
  }
}
