import { normaliseItem } from './normalise-item.ts';

/**
 * Item keys, apart from the list's merging (merge-ingredients.ts) so that a page matching items by them (the
 * pantry, the shopping list leaving out what the pantry has) loads no unit or density tables.
 */

const MAX_NAME_KEY = 120;

/**
 * A piece of a key: the name with accents folded, lower case, words joined by "-" ("crème fraîche" →
 * "creme-fraiche"); names in other scripts as "_" and their UTF-8 bytes in hex. Cut to MAX_NAME_KEY.
 */
export function keyPart(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  if (/^[a-z0-9\s'’&+/-]*$/.test(folded)) {
    const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    if (slug !== '') return slug.slice(0, MAX_NAME_KEY);
  }
  const hex = [...new TextEncoder().encode(folded)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `_${hex}`.slice(0, MAX_NAME_KEY);
}

/**
 * The item part of a line's key, by which the list merges lines and the pantry matches what it holds
 * (docs/decisions/0079-the-pantry.md): "Onions", "large onion" and "onion" are all "onion"; "" when no item is left.
 */
export function itemKeyOf(item: string): string {
  const { name } = normaliseItem(item);
  return name === '' ? '' : keyPart(name);
}
