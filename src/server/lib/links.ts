import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds' with { type: 'json' };

/**
 * Finds what a mail program or a reader would take for a link: `http(s)://…`, `//…`, `www.…`, and bare domains
 * on any real top-level domain (IANA's list, from the tlds package) or on the names reserved for examples and
 * tests (`evil.example/login`). Bare email addresses are not links here: a champion may give theirs.
 */
const linkify = new LinkifyIt({
  fuzzyLink: true,
  fuzzyIP: true,
  fuzzyEmail: false,
  tlds: [...tlds, 'example', 'test', 'invalid', 'localhost'],
});

export function containsLink(text: string): boolean {
  return linkify.test(text);
}

export const REDACTED_LINK = '[link removed from the stored copy]';

/** The text with every link replaced by REDACTED_LINK. */
export function redactLinks(text: string): string {
  const matches = linkify.match(text);
  if (!matches) return text;
  let out = '';
  let from = 0;
  for (const match of matches) {
    out += text.slice(from, match.index) + REDACTED_LINK;
    from = match.lastIndex;
  }
  return out + text.slice(from);
}
