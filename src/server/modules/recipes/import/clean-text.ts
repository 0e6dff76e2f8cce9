import { readHtml, type HtmlHandler } from './html-stream.ts';

/** Elements that end a line of text when a page is read as text. */
const blockElements = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** Never read as text: code, styles and things that are not shown. */
const skippedElements = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'head']);

/**
 * The text of HTML as a person would see it, fed to `add` piece by piece as `readHtml` goes: block elements on
 * lines of their own, code, styles and things that are not shown left out.
 */
export class VisibleText implements HtmlHandler {
  private hidden = 0;
  /**
   * `lineBreak` is told where a block element ends a line; by default that is a "\n" among the text, which a reader
   * that must tell the page's own line breaks from the blocks' can change.
   */
  constructor(
    private readonly add: (text: string) => void,
    private readonly lineBreak: () => void = () => add('\n'),
  ) {}

  open(name: string): void {
    if (skippedElements.has(name)) this.hidden++;
    else if (this.hidden === 0 && blockElements.has(name)) this.lineBreak();
  }

  close(name: string): void {
    if (skippedElements.has(name)) this.hidden--;
    else if (this.hidden === 0 && blockElements.has(name)) this.lineBreak();
  }

  text(text: string): void {
    if (this.hidden === 0) this.add(text);
  }
}

const looksLikeMarkup = /<[a-z!/]|&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/**
 * Markup and entities out of a string from a page's data: `&lt;p&gt;Mix &amp;amp; stir&lt;/p&gt;` and
 * `<b>Stir</b>` become plain text. Encoded markup is decoded then stripped, a few rounds at most (some sites
 * encode twice). Line breaks of block elements are kept; see `oneLine` and `lines`. Each round is one linear pass
 * (readHtml), whatever the string holds.
 */
export function stripMarkup(value: string): string {
  let text = value;
  for (let round = 0; round < 3 && looksLikeMarkup.test(text); round++) {
    const parts: string[] = [];
    readHtml(text, new VisibleText((piece) => parts.push(piece)));
    text = parts.join('');
  }
  return text;
}

/** Text on one line: markup stripped, whitespace (including non-breaking spaces) collapsed. */
export function oneLine(value: string): string {
  return stripMarkup(value).replace(/\s+/g, ' ').trim();
}

/** Non-empty lines of text, each collapsed. */
export function lines(value: string): string[] {
  return stripMarkup(value)
    .split(/\r?\n|\r|\u2028|\u2029/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** At most `max` characters (UTF-16 units, as the schemas count), cut at a word where one is near, with an ellipsis. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, max - 1);
  // Never leave half of a surrogate pair.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  if (space > max * 0.8) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}
