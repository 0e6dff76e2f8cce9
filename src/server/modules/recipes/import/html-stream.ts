import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/** What a page is read as: elements opening and closing (always in pairs, properly nested) and text between. */
export interface HtmlHandler {
  open(name: string, attribs: Readonly<Record<string, string>>): void;
  text(text: string): void;
  close(name: string): void;
}

/** Elements that have no content and no end tag. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

const closesParagraph = [
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
];

/**
 * Opening one of these closes the current element when it is one of the listed ones: an unclosed `<li>` before
 * the next `<li>`, a `<p>` before a `<div>`. Only the current element is looked at, as browsers mostly do.
 */
const opensClose = new Map<string, ReadonlySet<string>>([
  ...closesParagraph.map((name) => [name, new Set(['p'])] as const),
  ['li', new Set(['li', 'p'])],
  ['dt', new Set(['dt', 'dd', 'p'])],
  ['dd', new Set(['dt', 'dd', 'p'])],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['option', 'optgroup'])],
  ['tr', new Set(['tr', 'td', 'th'])],
  ['td', new Set(['td', 'th'])],
  ['th', new Set(['td', 'th'])],
  ['thead', new Set(['tbody', 'tfoot', 'tr', 'td', 'th'])],
  ['tbody', new Set(['thead', 'tbody', 'tr', 'td', 'th'])],
  ['tfoot', new Set(['thead', 'tbody', 'tr', 'td', 'th'])],
]);

/**
 * Reads HTML in one pass, in time and memory linear in its length however deeply it nests or however many stray end
 * tags it has. htmlparser2's Tokenizer finds the tags, attributes, text and entities; the open elements are kept
 * here, because the parsers' own bookkeeping (parse5's tree construction, htmlparser2's Parser) costs time
 * proportional to the depth on every tag: a page of nested `<div>`s took minutes. An end tag closes the nearest open
 * element of its name and every element inside it; one with no open element of its name is ignored (a count per
 * name says so without searching). Elements still open at the end are closed there. Scripts run nowhere: the text of
 * a `<script>` is only text.
 */
export function readHtml(html: string, handler: HtmlHandler): void {
  const stack: string[] = [];
  const openCount = new Map<string, number>();
  let tagName = '';
  let attribs: Record<string, string> = Object.create(null) as Record<string, string>;
  let attribName = '';
  let attribValue = '';

  const push = (name: string) => {
    stack.push(name);
    openCount.set(name, (openCount.get(name) ?? 0) + 1);
  };
  const pop = () => {
    const name = stack.pop()!;
    openCount.set(name, openCount.get(name)! - 1);
    handler.close(name);
  };
  const openTag = (name: string, attributes: Record<string, string>) => {
    const closes = opensClose.get(name);
    while (closes && stack.length > 0 && closes.has(stack.at(-1)!)) pop();
    handler.open(name, attributes);
    if (voidElements.has(name)) handler.close(name);
    else push(name);
  };

  const callbacks: TokenizerCallbacks = {
    ontext: (start, end) => handler.text(html.slice(start, end)),
    ontextentity: (codePoint) => handler.text(String.fromCodePoint(codePoint)),
    onopentagname: (start, end) => {
      tagName = html.slice(start, end).toLowerCase();
      attribs = Object.create(null) as Record<string, string>;
    },
    onattribname: (start, end) => {
      attribName = html.slice(start, end).toLowerCase();
      attribValue = '';
    },
    onattribdata: (start, end) => {
      attribValue += html.slice(start, end);
    },
    onattribentity: (codePoint) => {
      attribValue += String.fromCodePoint(codePoint);
    },
    onattribend: () => {
      // The first of two attributes with one name counts, as in browsers.
      if (!Object.hasOwn(attribs, attribName)) attribs[attribName] = attribValue;
    },
    onopentagend: () => openTag(tagName, attribs),
    // `<div/>` is an open `<div>` in HTML; void elements close themselves anyway.
    onselfclosingtag: () => openTag(tagName, attribs),
    onclosetag: (start, end) => {
      const name = html.slice(start, end).toLowerCase();
      if (name === 'br') {
        openTag('br', Object.create(null) as Record<string, string>);
        return;
      }
      if (!openCount.get(name)) return;
      while (stack.at(-1) !== name) pop();
      pop();
    },
    oncomment: () => undefined,
    oncdata: () => undefined,
    ondeclaration: () => undefined,
    onprocessinginstruction: () => undefined,
    onend: () => {
      while (stack.length > 0) pop();
    },
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
}
