// The zod-free half of the setup state (setup-state.ts adds the draft): the app shell and the session
// state load on every page, and keeping zod out of them keeps it out of the first page load.

/**
 * The setup state machine in the browser:
 * - `setupComplete_{uid}` holds 'true' once setup is done, and later checks are skipped;
 * - `setupData_{uid}` holds a JSON draft of the setup answers while setup is incomplete;
 * - a failed setup status check counts as not complete;
 * - sign-out clears both.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const setupCompleteKey = (uid: string) => `setupComplete_${uid}`;
export const setupDataKey = (uid: string) => `setupData_${uid}`;

export function isSetupCachedComplete(storage: KeyValueStorage, uid: string): boolean {
  return storage.getItem(setupCompleteKey(uid)) === 'true';
}

export function cacheSetupComplete(storage: KeyValueStorage, uid: string): void {
  storage.setItem(setupCompleteKey(uid), 'true');
  storage.removeItem(setupDataKey(uid));
}

/**
 * Is setup complete for `uid`? The local cache answers first; otherwise `check` asks the server (setup is
 * complete once userType is set). A positive answer is cached; a failed check counts as not complete.
 */
export async function resolveSetupComplete(
  storage: KeyValueStorage,
  uid: string,
  check: () => Promise<{ userType: string | null }>,
): Promise<boolean> {
  if (isSetupCachedComplete(storage, uid)) return true;
  try {
    const { userType } = await check();
    const complete = userType !== null;
    if (complete) cacheSetupComplete(storage, uid);
    return complete;
  } catch {
    return false;
  }
}

/** Sign-out clears the setup state and the draft (the user itself lives in the session query). */
export function clearSetupState(storage: KeyValueStorage, uid: string): void {
  storage.removeItem(setupCompleteKey(uid));
  storage.removeItem(setupDataKey(uid));
}
