/**
 * Who may do what, worked out in one place for the server (which enforces it) and the client (which only
 * decides what to offer). Plain data and functions, no zod: the top navigation loads this on every page.
 * The rules are docs/decisions/0024-who-may-be-a-champion.md.
 */

/**
 * Where a person stands with the champion role:
 * - `none`: never asked;
 * - `requested`: chose Champion or Both under CHAMPION_SIGNUP=approval and waits for an admin (a participant meanwhile);
 * - `approved`: may be a champion (open sign-up, an admin's approval or promotion, a champion invitation, the CLI);
 * - `declined`: an admin turned the request down (they may ask again);
 * - `revoked`: an admin removed the role; only an admin (or a champion invitation) gives it back.
 */
export const championStatuses = ['none', 'requested', 'approved', 'declined', 'revoked'] as const;
export type ChampionStatus = (typeof championStatuses)[number];

/** The operator's CHAMPION_SIGNUP: what choosing Champion or Both does. */
export const championSignupModes = ['open', 'approval'] as const;
export type ChampionSignup = (typeof championSignupModes)[number];

/** The parts of a user document the rules read (the API's `Me`, or a row of the user table). */
export interface Actor {
  role: string;
  userType: string | null;
  championStatus: string;
}

export type Action =
  /** Publish a recipe to the shared catalogue. */
  | 'publishToCatalogue'
  /** Take any recipe out of the catalogue, whoever published it. */
  | 'unpublishAnyCatalogueRecipe'
  /** The admin pages and API: programme statistics, managing champions and their requests. */
  | 'useAdminTools'
  /** Choose Champion or Both (at setup or on the profile): false once an admin removed the role. */
  | 'becomeChampion'
  /** Look after a group: see how its members are getting on and recommend recipes to it (the champion dashboard). */
  | 'runGroup'
  /** Create invitations for participants to join one's group. */
  | 'inviteToGroup'
  /** Create invitations for new champions. */
  | 'inviteChampions';

/** The user types that hold the champion tools; SQL that filters champions by type uses this list too. */
export const championTypes = ['champion', 'both'] as const;

export function isChampionType(userType: string | null | undefined): userType is (typeof championTypes)[number] {
  return (championTypes as readonly (string | null | undefined)[]).includes(userType);
}

/**
 * Whether `me` may do `action`: the role decisions, for the server's checks and for what the client offers. Which
 * rows someone may touch (their own recipes, their own group) stays in the queries, scoped by the acting user.
 */
export function can(me: Actor | null | undefined, action: Action): boolean {
  if (!me) return false;
  const admin = me.role === 'admin';
  switch (action) {
    case 'publishToCatalogue':
      return admin || (isChampionType(me.userType) && me.championStatus === 'approved');
    case 'unpublishAnyCatalogueRecipe':
    case 'useAdminTools':
    case 'inviteChampions':
      return admin;
    case 'becomeChampion':
      return admin || me.championStatus !== 'revoked';
    case 'runGroup':
      // The type is the role: a request that waits, or a role an admin removed, leaves the person `regular`.
      return isChampionType(me.userType);
    case 'inviteToGroup':
      return admin || isChampionType(me.userType);
  }
}
