/**
 * Every cache key of the signed-in person (/api/me…). Their document itself sits at `all`, so reading it again
 * (after accepting an invitation, say) reads everything about them again. The shell reads it on every page, so
 * this module holds nothing but the keys.
 */
export const meKeys = {
  all: ['me'] as const,
  /** Their champion and what the champion recommends: one key for every page that shows it. */
  champion: () => [...meKeys.all, 'champion'] as const,
  /** This week's check-in: under the champion, so that joining or leaving a group reads it again. */
  checkIn: () => [...meKeys.champion(), 'check-in'] as const,
  /** The champion's messages, and (under them) how many are new. */
  messages: () => [...meKeys.champion(), 'messages'] as const,
  unreadMessages: () => [...meKeys.messages(), 'unread'] as const,
  /** The collection one message recommends, as it was posted. */
  messageCollection: (messageId: string) => [...meKeys.messages(), 'collection', messageId] as const,
  signInMethods: (userId: string) => [...meKeys.all, 'sign-in-methods', userId] as const,
};
