/**
 * IMPORT_ALLOWED_HOSTS: `host:port` targets the recipe importer may fetch even though they resolve to a private
 * address (an intranet recipe site; the tests' local pages). Entries are normalised the way URLs normalise
 * their host (lower case, compressed IPv6 in brackets), so `hostKey(url)` of a matching URL equals the entry.
 */

/** `host:port` of a URL, with the scheme's default port when it has none. */
export function hostKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname}:${port}`;
}

/** The normalised `host:port`, or null when the entry is not one (a scheme, path, user or missing port). */
export function normaliseAllowedHost(entry: string): string | null {
  const match = /^([^/@?#\s]+):(\d{1,5})$/.exec(entry.trim());
  if (!match) return null;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return null;
  try {
    const url = new URL(`http://${match[1]}/`);
    return url.hostname ? `${url.hostname}:${port}` : null;
  } catch {
    return null;
  }
}

/** Splits and normalises the setting; throws naming the first entry that is not `host:port`. */
export function parseAllowedHosts(setting: string | undefined): string[] {
  const entries = (setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const normalised = normaliseAllowedHost(entry);
    if (!normalised) throw new Error(`"${entry}" is not host:port (for example recipes.intranet:8080)`);
    return normalised;
  });
}
