import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-data.ts';

describe('exportFileName', () => {
  const today = new Date('2026-11-23T10:00:00Z');
  it.each([
    ['attachment; filename="champion-kitchen-ada.json"', 'champion-kitchen-ada.json'],
    ["attachment; filename*=UTF-8''my%20data.json", 'my-data.json'],
    ['attachment; filename=plain.json', 'plain.json'],
    ['attachment; filename="../../etc/passwd"', 'etc-passwd'],
    ['attachment', 'champion-kitchen-export-2026-11-23.json'],
    [null, 'champion-kitchen-export-2026-11-23.json'],
  ])('%j gives %j', (header, name) => {
    expect(exportFileName(header, today)).toBe(name);
  });
});
