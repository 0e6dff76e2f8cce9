import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './download-attachment.ts';

describe('attachmentFileName', () => {
  const fallback = 'champion-kitchen-export-2026-11-23.json';
  it.each([
    ['attachment; filename="champion-kitchen-ada.json"', 'champion-kitchen-ada.json'],
    ["attachment; filename*=UTF-8''my%20data.json", 'my-data.json'],
    ['attachment; filename=plain.json', 'plain.json'],
    ['attachment; filename="../../etc/passwd"', 'etc-passwd'],
    ['attachment; filename="champion-kitchen-recipes-json-ld-2026-11-23.zip"', 'champion-kitchen-recipes-json-ld-2026-11-23.zip'],
    ['attachment', fallback],
    [null, fallback],
  ])('%j gives %j', (header, name) => {
    expect(attachmentFileName(header, fallback)).toBe(name);
  });
});
