/**
 * The shopping list as plain text, for "copy as text" (a message, a notes app) and printing: each aisle as a
 * heading in the order of the shop, its items below in the order given, amounts as a cook reads them
 * ("1 ¼ cups milk", "700 g onions", "2 onions", "salt"). Items that carry a tick state are marked "[x]" or
 * "[ ]", so that a half-done list still reads right; others get a plain "- ".
 */
import { readableAmount } from '../ingredients/readable-amount.ts';
import { aisleOrder } from './aisles.ts';

export interface TextLine {
  item: string;
  quantity: number | null;
  unit: string | null;
  aisle: string;
  checked?: boolean;
}

/** One item as a line of text without its marker: "1 ¼ cups milk", "2 onions", "salt". */
export function lineText({ item, quantity, unit }: Pick<TextLine, 'item' | 'quantity' | 'unit'>): string {
  if (quantity === null || !Number.isFinite(quantity)) return item;
  return `${readableAmount(quantity, unit).text} ${item}`;
}

export interface ListTextOptions {
  /** The first line: "Shopping list, 23–29 November 2026". */
  title?: string;
  /** An aisle's heading as the reader reads it (in their language); by default the aisle as given. */
  aisleName?: (aisle: string) => string;
}

/** The whole list, aisle by aisle, with an optional title line first; "" for an empty list without a title. */
export function listText(lines: readonly TextLine[], options: ListTextOptions = {}): string {
  const { aisleName = (aisle: string) => aisle } = options;
  const byAisle = new Map<string, TextLine[]>();
  for (const line of lines) {
    const group = byAisle.get(line.aisle);
    if (group) group.push(line);
    else byAisle.set(line.aisle, [line]);
  }
  const sections = [...byAisle]
    .map(([aisle, items], index) => ({ aisle, items, index }))
    // Aisles the table does not know keep the order they came in, after the known ones.
    .sort((a, b) => aisleOrder(a.aisle) - aisleOrder(b.aisle) || a.index - b.index)
    .map(({ aisle, items }) => [aisleName(aisle), ...items.map((line) => `${marker(line)} ${lineText(line)}`)].join('\n'));
  const parts = options.title === undefined ? sections : [options.title, ...sections];
  return parts.length === 0 ? '' : `${parts.join('\n\n')}\n`;
}

function marker(line: TextLine): string {
  if (line.checked === undefined) return '-';
  return line.checked ? '[x]' : '[ ]';
}
