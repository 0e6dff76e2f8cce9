/** A plain-text table: numbers right-aligned, text left-aligned, a rule under the header. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, c) => Math.max(...cells.map((row) => (row[c] ?? '').length)));
  const numeric = header.map((_, c) =>
    rows.every((row) => typeof row[c] === 'number' || /^[\d.,×%-]+( ms| MiB| s)?$/.test(String(row[c]))),
  );
  const line = (row: string[]) =>
    row
      .map((cell, c) => (numeric[c] ? cell.padStart(widths[c] as number) : cell.padEnd(widths[c] as number)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
/** Milliseconds with a precision that suits their size. */
export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0));
