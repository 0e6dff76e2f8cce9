import { can, type Actor, type ChampionSignup } from '../../../shared/permissions.ts';
import { championRevokedCode, typeChoiceOutcome } from '../../../shared/champion-choice.ts';
import type { UserType } from '../../../shared/users.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';

/** The champion-status columns of the user table (migration 0008), as one write sets them. */
export interface ChampionColumns {
  championStatus: string;
  championRequestedType: string | null;
  championStatusAt: string;
  championStatusBy: string | null;
}

/** The role given: by an admin (`by`), or by the app on the person's own choice, the CLI or an invitation (null). */
export function championApproval(now: string, by: string | null = null): ChampionColumns {
  return { championStatus: 'approved', championRequestedType: null, championStatusAt: now, championStatusBy: by };
}

/** An admin took the role away: it stays away until an admin (or a champion invitation) gives it back. */
export function championRevocation(now: string, by: string): ChampionColumns {
  return { championStatus: 'revoked', championRequestedType: null, championStatusAt: now, championStatusBy: by };
}

export interface TypeChange {
  /** The type to store: what they chose, or `regular` while a request waits. */
  userType: UserType;
  /** The champion columns to write; null leaves them as they are. */
  champion: Partial<ChampionColumns> | null;
  /** They were a champion and are not now: their group is released in the same transaction. */
  releasesGroup: boolean;
}

type Current = Actor & { championRequestedType: string | null };

/**
 * A person's own choice of how they take part (setup or profile), under the rule in src/shared/permissions.ts:
 * refused with 403 CHAMPION_REVOKED when an admin removed their champion role, a request under
 * CHAMPION_SIGNUP=approval, the type itself otherwise. A champion invitation does not come through here.
 */
export function resolveTypeChoice(current: Current, chosen: UserType, signup: ChampionSignup, now: string): TypeChange {
  const outcome = typeChoiceOutcome(current, chosen, signup);
  const wasChampion = can(current, 'runGroup');
  switch (outcome) {
    case 'refused':
      throw new AppError('FORBIDDEN', words('error.CHAMPION_REVOKED'), undefined, { clientCode: championRevokedCode });
    case 'participant':
      // A request still waiting stays: choosing Participant is also what saving other details sends.
      return { userType: 'regular', champion: null, releasesGroup: wasChampion };
    case 'granted':
      return { userType: chosen, champion: current.championStatus === 'approved' ? null : championApproval(now), releasesGroup: false };
    case 'requested': {
      let champion: Partial<ChampionColumns> | null;
      if (current.championStatus !== 'requested') {
        champion = { championStatus: 'requested', championRequestedType: chosen, championStatusAt: now, championStatusBy: null };
      } else {
        // Asking again keeps their place in the queue; only the type asked for may change.
        champion = current.championRequestedType === chosen ? null : { championRequestedType: chosen };
      }
      return { userType: 'regular', champion, releasesGroup: wasChampion };
    }
  }
}

/** resolveTypeChoice for the user as stored now (read inside the caller's transaction); null when the account is gone. */
export async function decideOwnType(
  trx: Db,
  userId: string,
  chosen: UserType,
  signup: ChampionSignup,
  now: string,
): Promise<TypeChange | null> {
  const current = await trx.kysely
    .selectFrom('user')
    .select(['role', 'userType', 'championStatus', 'championRequestedType'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return current ? resolveTypeChoice(current, chosen, signup, now) : null;
}
