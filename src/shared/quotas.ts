/**
 * Per-account quotas (docs/decisions/0023-quotas.md): generous limits a household never meets, which keep one
 * account from filling the server. Reaching one is a 409 with this code; the server words it (src/server/lib/quotas.ts).
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
