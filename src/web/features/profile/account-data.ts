/** The profile's account actions, as pure rules. */

/** Deleting an account asks for its email, typed again: spaces around it and letter case do not matter. */
export function confirmsEmail(typed: string, email: string): boolean {
  const value = typed.trim().toLowerCase();
  return value.length > 0 && value === email.trim().toLowerCase();
}

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
