/**
 * GET /api/health, for its answer alone: any answer means the server can be reached (the service worker never
 * answers it from its cache). Throws when nothing came back.
 */
export async function pingServer(): Promise<void> {
  await fetch('/api/health', { cache: 'no-store', credentials: 'omit' });
}
