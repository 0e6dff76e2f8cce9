/**
 * Per-account quotas (docs/decisions/0023-quotas.md): generous limits a household never meets, which keep one
 * account from filling the server. Reaching one is a 409 with this code and one of the messages below.
 */
export const QUOTA_EXCEEDED = 'QUOTA_EXCEEDED';

export interface Quotas {
  /** Recipes in My recipes (not counting Recently deleted). */
  recipes: number;
  /** Photos uploaded and kept. */
  photos: number;
  /** Bytes of those photos' stored files together. */
  photoBytes: number;
  /** Entries in the meal plan, all dates together. */
  mealPlanEntries: number;
  /** Invitations still open: not revoked, not expired, not used up. */
  openInvitations: number;
}

const count = (n: number) => n.toLocaleString('en');
const megabytes = (bytes: number) => `${count(Math.floor(bytes / (1024 * 1024)))} MB`;

export const quotaMessages = {
  recipes: (limit: number) => `You have reached the limit of ${count(limit)} recipes. Delete recipes you no longer need, then try again.`,
  recentlyDeleted: (limit: number) =>
    `You have deleted ${count(limit)} recipes in the last 30 days, the most one account can keep in Recently deleted. Try again once older ones have been removed.`,
  photos: (limit: number) =>
    `You have reached the limit of ${count(limit)} photos. Remove photos from recipes you no longer need, then try again.`,
  photoBytes: (limit: number) =>
    `Your photos have reached the limit of ${megabytes(limit)}. Remove photos from recipes you no longer need, then try again.`,
  mealPlanEntries: (limit: number) =>
    `Your meal plan has reached the limit of ${count(limit)} entries. Clear some past weeks, then try again.`,
  openInvitations: (limit: number) =>
    `You have ${count(limit)} open invitations, the most one account can have. Revoke ones you no longer need, then try again.`,
} as const;
