import { can, isChampionType, type Actor, type ChampionSignup } from './permissions.ts';
import type { UserType } from './users.ts';

/*
 * What choosing Champion or Both does, and the code of its refusal: kept apart from permissions.ts, which every page
 * loads for its navigation, so that only the setup and profile pages (and the server) carry these.
 */

export const championRevokedCode = 'CHAMPION_REVOKED';

/**
 * What choosing a way to take part does for this person:
 * - `participant`: they become (or stay) a participant; a pending request stays pending;
 * - `granted`: they are a champion (or both) at once;
 * - `requested`: a request is recorded for an admin and they are a participant until it is approved;
 * - `refused`: an admin removed their champion role.
 * A champion invitation grants at once and does not ask this.
 */
export type TypeChoiceOutcome = 'participant' | 'granted' | 'requested' | 'refused';

export function typeChoiceOutcome(me: Actor, chosen: UserType, signup: ChampionSignup): TypeChoiceOutcome {
  if (!isChampionType(chosen)) return 'participant';
  if (!can(me, 'becomeChampion')) return 'refused';
  if (can(me, 'useAdminTools') || me.championStatus === 'approved' || signup === 'open') return 'granted';
  return 'requested';
}
