import { readApiErrorBody } from '../lib/api-client.ts';
import { apiErrorOf, networkError } from '../lib/error-words.ts';

/** The file name the server suggests (Content-Disposition), kept to safe characters; `fallback` otherwise. */
export function attachmentFileName(contentDisposition: string | null, fallback: string): string {
  const match = contentDisposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition) : null;
  let name = match?.[1] ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Keep it as sent.
  }
  name = name.replace(/[^\w.-]+/g, '-').replace(/^[-.]+/, '');
  return name || fallback;
}

/**
 * A file the API answers as an attachment (an export), saved among the person's downloads under the server's name
 * for it. Fetched rather than followed as a link: a link saves whatever comes back, so a refusal (a 429 saying when
 * to try again) became the "export" file; here it is thrown as an ApiError in the server's words for the page to
 * show. The body is read once, into a Blob (which browsers keep on disk when it is large), and the download is made
 * from that same Blob through an object URL, so the file is never held twice (docs/decisions/0088-exports-fetched.md).
 */
export async function downloadAttachment(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json, */*' } });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    throw apiErrorOf(response.status, readApiErrorBody(await response.json().catch(() => null)));
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    // The connection dropped mid-file.
    throw networkError();
  }
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachmentFileName(response.headers.get('content-disposition'), fallbackName);
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Late enough for the browser to have started the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
