/**
 * The address to send someone to when they opened the app somewhere it does not take requests from: the configured
 * address (BASE_URL) when there is one and the page is not at it, else null. Without BASE_URL the app answers at
 * whatever address it was opened at, so there is nowhere else to send anyone.
 */
export function otherAppAddress(appUrl: string | null, pageOrigin: string): string | null {
  if (!appUrl) return null;
  let configured: string;
  try {
    configured = new URL(appUrl).origin;
  } catch {
    return null;
  }
  return configured === pageOrigin ? null : appUrl;
}
