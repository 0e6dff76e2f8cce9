/** Cache keys this feature owns. (The person's champion is `myChampionKey` in src/web/lib/session/my-champion.ts.) */
export const invitationKeys = {
  lookup: (code: string) => ['invitations', 'lookup', code] as const,
};
