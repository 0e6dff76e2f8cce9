import { describe, expect, it } from 'vitest';
import { confirmsEmail, exportFileName } from './account-data.ts';

describe('confirmsEmail', () => {
  it.each([
    ['ada@example.com', 'ada@example.com', true],
    ['  ADA@example.com ', 'ada@example.com', true],
    ['ada@example.co', 'ada@example.com', false],
    ['', '', false],
    ['   ', 'ada@example.com', false],
  ])('%j for %j is %j', (typed, email, ok) => {
    expect(confirmsEmail(typed, email)).toBe(ok);
  });
});

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
