import { downloadAttachment } from '../download-attachment.ts';

/** GET /api/me/export: everything the person owns, as JSON, saved among their downloads (5 an hour). */
export function downloadMyData(today = new Date()): Promise<void> {
  return downloadAttachment('/api/me/export', `champion-kitchen-export-${today.toISOString().slice(0, 10)}.json`);
}
