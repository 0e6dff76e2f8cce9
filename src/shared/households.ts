import { z } from 'zod';

/** A member of a household, as the household's members see each other. */
export const householdMemberSchema = z.object({ id: z.string(), name: z.string() });

/** GET /api/household: the person's household, whose members share one meal plan and one shopping list. */
export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How many people it cooks for: a new plan entry's servings. */
  size: z.number().int(),
  members: z.array(householdMemberSchema),
});
export type Household = z.infer<typeof householdSchema>;

/**
 * POST /api/household/leave: the person's household now. `returned` when it is the one kept for them since they
 * joined the household they left, with the plan and list they had (docs/decisions/0062-joining-a-household.md);
 * otherwise a new one, empty.
 */
export const leftHouseholdSchema = householdSchema.extend({ returned: z.boolean() });
export type LeftHousehold = z.infer<typeof leftHouseholdSchema>;

/**
 * Error codes the client switches on when joining or leaving (docs/decisions/0062-joining-a-household.md): the
 * household is full, the person is in it already, they are alone in one that holds a plan or a list (kept for them
 * while they are away, so they confirm first), or alone and so have nothing to leave.
 */
export const householdErrorCodes = {
  full: 'HOUSEHOLD_FULL',
  alreadyMember: 'HOUSEHOLD_ALREADY_MEMBER',
  confirmMove: 'HOUSEHOLD_CONFIRM_MOVE',
  alone: 'HOUSEHOLD_ALONE',
} as const;

/**
 * A pending invitation into the household (one that can still be accepted), as every member sees it in the
 * profile's Household section and may withdraw it (docs/decisions/0066-household-finishing-touches.md).
 */
export const householdInvitationSchema = z.object({
  id: z.string(),
  invitedBy: householdMemberSchema.describe('Who made it: a member, or someone who has left the household since'),
  createdAt: z.string(),
  expiresAt: z.string().nullable().describe('Null for an invitation that never expires'),
  codeHint: z.string().describe('The first characters of the code, to tell invitations apart'),
  email: z.string().nullable().describe('Where it was emailed, if it was'),
});
export type HouseholdInvitation = z.infer<typeof householdInvitationSchema>;

/** GET /api/household/invitations: the household's pending invitations, newest first. */
export const householdInvitationListSchema = z.object({ invitations: z.array(householdInvitationSchema) });
export type HouseholdInvitationList = z.infer<typeof householdInvitationListSchema>;
