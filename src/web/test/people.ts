import type { Me } from '../../shared/users.ts';

/** A signed-in user's document as GET /api/me answers it: someone who has not finished setup, unless overridden. */
export function meFor(overrides: Partial<Me> = {}): Me {
  return {
    id: 'user-1',
    email: 'sam@example.com',
    name: 'Sam Rivers',
    createdAt: '2026-11-01T09:00:00.000Z',
    setupComplete: false,
    userType: null,
    role: 'user',
    householdSize: 2,
    dietaryNeeds: [],
    weekStart: 'monday',
    weekStartSetting: null,
    language: null,
    measures: 'as-written',
    championStatus: 'none',
    championStatusAt: null,
    championRequestedType: null,
    championSees: { activity: true, goalProgress: false, checkInNotes: true },
    weeklyEmail: false,
    ...overrides,
  };
}
