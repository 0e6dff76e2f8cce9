/**
 * Every cache key of the person's household (/api/household…). Joining or leaving one changes the plan and the
 * list too: see refresh-after-move.ts.
 */
export const householdKeys = {
  all: ['household'] as const,
  /** The household's pending invitations; under `all`, so joining or leaving reads them again too. */
  invitations: () => [...householdKeys.all, 'invitations'] as const,
};
