/**
 * Cache keys this feature reads. The person's champion lives under "me" (the profile, the dashboard and the
 * champions page read the same key), so anything that refreshes the signed-in user refreshes it too.
 */
export const invitationKeys = {
  lookup: (code: string) => ['invitations', 'lookup', code] as const,
  myChampion: () => ['me', 'champion'] as const,
};
