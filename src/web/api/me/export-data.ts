import { readApiErrorBody } from '../../lib/api-client.ts';
import { apiErrorOf, networkError } from '../../lib/error-words.ts';

const fallbackName = 'champion-kitchen-export.json';

/** The file name the server suggests (Content-Disposition), kept to safe characters; a dated default otherwise. */
export function exportFileName(contentDisposition: string | null, today = new Date()): string {
  const match = contentDisposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition) : null;
  let name = match?.[1] ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Keep it as sent.
  }
  name = name.replace(/[^\w.-]+/g, '-').replace(/^[-.]+/, '');
  if (name) return name;
  return fallbackName.replace('.json', `-${today.toISOString().slice(0, 10)}.json`);
}

/**
 * GET /api/me/export: everything the person owns, as JSON. Fetched rather than followed as a link, so that a
 * failure shows as a message on the page instead of an error file in their downloads.
 */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/me/export', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    throw apiErrorOf(response.status, readApiErrorBody(await response.json().catch(() => null)));
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(response.headers.get('content-disposition'));
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Late enough for the browser to have started the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
