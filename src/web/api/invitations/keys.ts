/**
 * Every cache key of invitations (/api/invitations…). The look-up of a code is shared by the invite pages and
 * setup, so it is keyed by the code as the server reads it: trimmed. (The person's champion, which accepting
 * changes, is `meKeys.champion`.)
 */
export const invitationKeys = {
  all: ['invitations'] as const,
  sent: () => [...invitationKeys.all, 'sent'] as const,
  lookup: (code: string) => [...invitationKeys.all, 'lookup', code.trim()] as const,
};
