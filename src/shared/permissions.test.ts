import { describe, expect, it } from 'vitest';
import { can, type Action, type Actor, type ChampionSignup } from './permissions.ts';
import { typeChoiceOutcome, type TypeChoiceOutcome } from './champion-choice.ts';
import type { UserType } from './users.ts';

const people = {
  participant: { role: 'user', userType: 'regular', championStatus: 'none' },
  notSetUp: { role: 'user', userType: null, championStatus: 'none' },
  pending: { role: 'user', userType: 'regular', championStatus: 'requested' },
  declined: { role: 'user', userType: 'regular', championStatus: 'declined' },
  revoked: { role: 'user', userType: 'regular', championStatus: 'revoked' },
  champion: { role: 'user', userType: 'champion', championStatus: 'approved' },
  both: { role: 'user', userType: 'both', championStatus: 'approved' },
  steppedDown: { role: 'user', userType: 'regular', championStatus: 'approved' },
  // A champion type without an approval (a row no path of the app writes) publishes nothing.
  unapprovedChampion: { role: 'user', userType: 'champion', championStatus: 'none' },
  // The same for a champion type beside each other status: the type holds the group, only approval publishes.
  championRequested: { role: 'user', userType: 'champion', championStatus: 'requested' },
  championDeclined: { role: 'user', userType: 'champion', championStatus: 'declined' },
  championRevoked: { role: 'user', userType: 'champion', championStatus: 'revoked' },
  admin: { role: 'admin', userType: 'regular', championStatus: 'none' },
  revokedAdmin: { role: 'admin', userType: 'regular', championStatus: 'revoked' },
  adminChampion: { role: 'admin', userType: 'champion', championStatus: 'approved' },
  adminBoth: { role: 'admin', userType: 'both', championStatus: 'approved' },
} satisfies Record<string, Actor>;
type Person = keyof typeof people;

const admins: Person[] = ['admin', 'revokedAdmin', 'adminChampion', 'adminBoth'];
const championTyped: Person[] = ['champion', 'both', 'unapprovedChampion', 'championRequested', 'championDeclined', 'championRevoked'];

const allowed: Record<Action, Person[]> = {
  // Review 14.5: any user could publish to the catalogue everyone sees by choosing Champion.
  publishToCatalogue: ['champion', 'both', ...admins],
  unpublishAnyCatalogueRecipe: admins,
  useAdminTools: admins,
  // Review 14.5: an admin's demotion did not stick.
  becomeChampion: [
    'participant',
    'notSetUp',
    'pending',
    'declined',
    'champion',
    'both',
    'steppedDown',
    'unapprovedChampion',
    'championRequested',
    'championDeclined',
    ...admins,
  ],
  // The champion API and dashboard: an admin who is not a champion type has no group.
  runGroup: [...championTyped, 'adminChampion', 'adminBoth'],
  inviteToGroup: [...championTyped, ...admins],
  inviteChampions: admins,
};

describe('can', () => {
  const cases = (Object.keys(allowed) as Action[]).flatMap((action) =>
    (Object.keys(people) as Person[]).map((who) => ({ action, who, expected: allowed[action].includes(who) })),
  );
  it.each(cases)('$action for $who: $expected', ({ action, who, expected }) => {
    expect(can(people[who], action)).toBe(expected);
  });

  it('allows nothing to nobody', () => {
    for (const action of Object.keys(allowed) as Action[]) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });
});

describe('typeChoiceOutcome', () => {
  const table: { who: Person; chosen: UserType; open: TypeChoiceOutcome; approval: TypeChoiceOutcome }[] = [
    { who: 'notSetUp', chosen: 'regular', open: 'participant', approval: 'participant' },
    { who: 'notSetUp', chosen: 'champion', open: 'granted', approval: 'requested' },
    { who: 'notSetUp', chosen: 'both', open: 'granted', approval: 'requested' },
    { who: 'participant', chosen: 'both', open: 'granted', approval: 'requested' },
    { who: 'pending', chosen: 'champion', open: 'granted', approval: 'requested' },
    { who: 'pending', chosen: 'regular', open: 'participant', approval: 'participant' },
    { who: 'declined', chosen: 'champion', open: 'granted', approval: 'requested' },
    { who: 'revoked', chosen: 'champion', open: 'refused', approval: 'refused' },
    { who: 'revoked', chosen: 'both', open: 'refused', approval: 'refused' },
    { who: 'revoked', chosen: 'regular', open: 'participant', approval: 'participant' },
    { who: 'champion', chosen: 'both', open: 'granted', approval: 'granted' },
    { who: 'champion', chosen: 'regular', open: 'participant', approval: 'participant' },
    { who: 'steppedDown', chosen: 'champion', open: 'granted', approval: 'granted' },
    { who: 'admin', chosen: 'champion', open: 'granted', approval: 'granted' },
    { who: 'revokedAdmin', chosen: 'both', open: 'granted', approval: 'granted' },
  ];
  const cases = table.flatMap((row) =>
    (['open', 'approval'] as ChampionSignup[]).map((signup) => ({ ...row, signup, expected: row[signup] })),
  );
  it.each(cases)('$who choosing $chosen under $signup: $expected', ({ who, chosen, signup, expected }) => {
    expect(typeChoiceOutcome(people[who], chosen, signup)).toBe(expected);
  });
});
