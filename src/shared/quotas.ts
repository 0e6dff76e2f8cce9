import { sharedWords } from './i18n/shared-words.ts';

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

/** The refusals, in the language of whoever is answered when they are asked for. */
export const quotaMessages = {
  recipes: (limit: number) => sharedWords('refusal.quota.recipes', { limit }),
  recentlyDeleted: (limit: number) => sharedWords('refusal.quota.recentlyDeleted', { limit }),
  photos: (limit: number) => sharedWords('refusal.quota.photos', { limit }),
  photoBytes: (limit: number) => sharedWords('refusal.quota.photoBytes', { megabytes: Math.floor(limit / (1024 * 1024)) }),
  mealPlanEntries: (limit: number) => sharedWords('refusal.quota.mealPlanEntries', { limit }),
  openInvitations: (limit: number) => sharedWords('refusal.quota.openInvitations', { limit }),
} as const;
