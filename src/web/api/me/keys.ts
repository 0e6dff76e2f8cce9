/**
 * Every cache key of the signed-in person (/api/me…). Their document itself sits at `all`, so reading it again
 * (after accepting an invitation, say) reads everything about them again. The shell reads it on every page, so
 * this module holds nothing but the keys.
 */
export const meKeys = {
  all: ['me'] as const,
  /** Their champion and what the champion recommends: one key for every page that shows it. */
  champion: () => [...meKeys.all, 'champion'] as const,
  signInMethods: (userId: string) => [...meKeys.all, 'sign-in-methods', userId] as const,
};
