import { can, isChampionType, type Actor } from '../../shared/permissions.ts';
import type { UserType } from '../../shared/users.ts';
import { formatMoment } from './date-format.ts';
import { translate } from './i18n/i18n.ts';

type Person = Actor & { championStatusAt: string | null; championRequestedType: 'champion' | 'both' | null };

/** Whether a way of taking part can be chosen on the setup and profile forms, and if not, why (shown beside it). */
export function typeUnavailableReason(me: Actor, type: UserType): string | null {
  return isChampionType(type) && !can(me, 'becomeChampion') ? translate('error.CHAMPION_REVOKED') : null;
}

/**
 * What the profile says about the person's champion role when it is not simply what they chose: a request that
 * waits, one an admin declined, or a role an admin removed. Null otherwise.
 */
export function championStatusNote(me: Person): string | null {
  switch (me.championStatus) {
    case 'requested':
      return translate(me.championStatusAt ? 'championStatus.requestedOn' : 'championStatus.requested', {
        type: me.championRequestedType === 'both' ? 'both' : 'champion',
        date: me.championStatusAt ? formatMoment(me.championStatusAt, 'date') : '',
      });
    case 'declined':
      return translate(me.championStatusAt ? 'championStatus.declinedOn' : 'championStatus.declined', {
        date: me.championStatusAt ? formatMoment(me.championStatusAt, 'date') : '',
      });
    case 'revoked':
      return can(me, 'becomeChampion') ? null : translate('error.CHAMPION_REVOKED');
    default:
      return null;
  }
}
