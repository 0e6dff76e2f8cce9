/**
 * The user columns a signed-in request reads with its session (session-check.ts), and the row they make: the
 * users module turns it into the user's document (toMe).
 */
export const meColumns = [
  'id',
  'email',
  'name',
  'createdAt',
  'setupComplete',
  'userType',
  'role',
  'householdSize',
  'dietaryNeeds',
  'weekStart',
  'championStatus',
  'championStatusAt',
  'championRequestedType',
] as const;

export type MeRow = {
  id: string;
  email: string;
  name: string;
  createdAt: Date | string;
  setupComplete: number;
  userType: string | null;
  role: string;
  householdSize: number;
  dietaryNeeds: string;
  weekStart: string;
  championStatus: string;
  championStatusAt: Date | string | null;
  championRequestedType: string | null;
};
