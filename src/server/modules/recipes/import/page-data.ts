import { VisibleText } from './clean-text.ts';
import { readHtml, type HtmlHandler } from './html-stream.ts';
import { parseJsonLd, typeName, type SchemaNode } from '../../../lib/schema-org.ts';

/** Items nest at most this deep (a deeper item is read as `{}`); no real recipe page comes near. */
const MAX_ITEM_DEPTH = 32;
/** Property values kept from one page; a page with more is not a recipe page worth reading further. */
const MAX_VALUES = 100_000;
/**
 * Characters (and pieces) of text handed out as property values from one page. Nested properties each read the
 * text inside them, so a page of thousands of nested `itemprop`s would otherwise copy its text thousands of times.
 */
const TEXT_BUDGET = 20_000_000;

const urlValuedElements = new Set(['a', 'area', 'link', 'audio', 'embed', 'iframe', 'img', 'source', 'track', 'video']);

/** What a page says about itself in schema.org terms. */
export interface PageData {
  /** The parsed content of every `<script type="application/ld+json">` that parses, in page order. */
  jsonLd: unknown[];
  /** Microdata Recipes (`itemscope itemtype="http(s)://schema.org/Recipe"`), outermost first, in page order. */
  microdataRecipes: SchemaNode[];
  /** The language the page says it is in: its `<html lang>` (or `xml:lang`), as written; null when it says none. */
  language: string | null;
}

interface Item {
  node: SchemaNode;
  depth: number;
}

/** An element's text being read as a property value: where it goes, and where its text starts. */
interface PendingText {
  slots: { list: unknown[]; index: number }[];
  mark: number;
}

interface Frame {
  /** The item the properties of this element's children belong to: its own if it has itemscope, else its parent's. */
  scope: Item | null;
  pending?: PendingText;
}

/**
 * Text read while at least one property element is open, kept in pieces; a property's text is the pieces from its
 * start to its end, joined only when it closes, within TEXT_BUDGET.
 */
class TextSpans {
  private pieces: string[] = [];
  private ends: number[] = [];
  private budget = TEXT_BUDGET;
  open = 0;

  add(text: string): void {
    if (this.open === 0) return;
    this.pieces.push(text);
    this.ends.push((this.ends.at(-1) ?? 0) + text.length);
  }

  mark(): number {
    if (this.open++ === 0) {
      this.pieces = [];
      this.ends = [];
    }
    return this.pieces.length;
  }

  since(mark: number): string {
    this.open--;
    const chars = (this.ends.at(-1) ?? 0) - (mark > 0 ? this.ends[mark - 1]! : 0);
    const cost = chars + (this.pieces.length - mark);
    if (cost > this.budget) return '';
    this.budget -= cost;
    return this.pieces.slice(mark).join('');
  }
}

function attributeValue(name: string, attribs: Readonly<Record<string, string>>): string | undefined {
  if (attribs.content !== undefined) return attribs.content;
  if (urlValuedElements.has(name)) return attribs.href ?? attribs.src ?? '';
  if (name === 'time' && attribs.datetime !== undefined) return attribs.datetime;
  if ((name === 'data' || name === 'meter') && attribs.value !== undefined) return attribs.value;
  if (name === 'object') return attribs.data ?? '';
  return undefined;
}

const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

/** Property names as microdata gives them; `__proto__` would reach the object's prototype, so it is left out. */
const propertyNames = (value: string | undefined) => words(value).filter((name) => name !== '__proto__');

/** RDFa types of schema.org: "Recipe" (under a vocab), "schema:Recipe", "https://schema.org/Recipe"; not "foaf:Document". */
function isSchemaOrgTypeof(value: string | undefined): boolean {
  return words(value).some((type) => !type.includes(':') || /^(schema:|https?:\/\/(www\.)?schema\.org\/)/i.test(type));
}

/**
 * RDFa property names as schema.org's: "name", "schema:name" and "http://schema.org/name" all name `name`. Undefined
 * when there are none, so that an element without them adds nothing.
 */
function rdfaProperties(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return words(value)
    .map((property) => property.replace(/^https?:\/\/(www\.)?schema\.org\//i, '').replace(/^schema:/i, ''))
    .filter((property) => !property.includes(':'))
    .join(' ');
}

/**
 * JSON-LD blocks and microdata (or RDFa) Recipes of a page, in one linear pass (readHtml) with no tree built. Microdata
 * follows the HTML rules, plus the common `content` attribute on any element: a property belongs to the nearest
 * enclosing item, so properties inside a nested item are the nested item's; an element with both itemprop and
 * itemscope is a property whose value is that item; other values come from an attribute (`content`, a link's
 * address, `datetime`, `value`) or the element's visible text. Readers of other things in the page (`alongside`)
 * are given the same elements and text in the same pass, the tokenizer being most of a pass's cost.
 */
export function readPageData(html: string, alongside: readonly HtmlHandler[] = []): PageData {
  const jsonLd: unknown[] = [];
  const microdataRecipes: SchemaNode[] = [];
  const frames: Frame[] = [];
  const spans = new TextSpans();
  const visible = new VisibleText((text) => spans.add(text));
  let jsonLdText: string[] | null = null;
  let values = 0;
  let language: string | null = null;
  let seenRoot = false;

  readHtml(html, {
    open(name, attribs) {
      for (const reader of alongside) reader.open(name, attribs);
      if (name === 'html' && !seenRoot) {
        seenRoot = true;
        language = attribs.lang ?? attribs['xml:lang'] ?? null;
      }
      const owner = frames.at(-1)?.scope ?? null;
      // RDFa Lite says the same as microdata in other words: typeof for itemscope and itemtype, property for itemprop.
      const rdfa = attribs.itemscope === undefined && isSchemaOrgTypeof(attribs.typeof);
      const startsItem = attribs.itemscope !== undefined || rdfa;
      const itemTypes = rdfa ? attribs.typeof : attribs.itemtype;
      const props = owner && values < MAX_VALUES ? propertyNames(attribs.itemprop ?? rdfaProperties(attribs.property)) : [];
      const frame: Frame = { scope: owner };

      let item: Item | null = null;
      if (startsItem) {
        const nested = props.length > 0 && owner !== null;
        const depth = nested ? owner.depth + 1 : 0;
        // Too deep to read: neither this item nor anything inside it is kept.
        item = depth > MAX_ITEM_DEPTH ? null : { node: { '@type': words(itemTypes) }, depth };
        frame.scope = item;
        if (item && itemTypes !== undefined && words(itemTypes).some((t) => typeName(t) === 'recipe')) {
          microdataRecipes.push(item.node);
        }
      }

      if (props.length > 0 && owner) {
        const value = startsItem ? (item?.node ?? {}) : attributeValue(name, attribs);
        const slots = props.map((prop) => {
          // Own properties only: itemprop="constructor" must not find Object's.
          const list = Object.hasOwn(owner.node, prop) ? (owner.node[prop] as unknown[]) : [];
          owner.node[prop] = list;
          values++;
          return { list, index: list.push(value) - 1 };
        });
        // Its text, read as the element closes (before this element's own line break, as the text of it).
        if (value === undefined) frame.pending = { slots, mark: spans.mark() };
      }

      if (name === 'script' && (attribs.type ?? '').split(';')[0]!.trim().toLowerCase() === 'application/ld+json') {
        jsonLdText = [];
      }
      frames.push(frame);
      visible.open(name);
    },
    text(text) {
      for (const reader of alongside) reader.text(text);
      jsonLdText?.push(text);
      visible.text(text);
    },
    close(name) {
      for (const reader of alongside) reader.close(name);
      visible.close(name);
      const frame = frames.pop();
      if (frame?.pending) {
        const text = spans.since(frame.pending.mark);
        for (const { list, index } of frame.pending.slots) list[index] = text;
      }
      if (name === 'script' && jsonLdText) {
        const parsed = parseJsonLd(jsonLdText.join(''));
        if (parsed !== undefined) jsonLd.push(parsed);
        jsonLdText = null;
      }
    },
  });
  return { jsonLd, microdataRecipes, language };
}
