import { oneLine, VisibleText } from './clean-text.ts';
import { readHtml, type HtmlHandler } from './html-stream.ts';

/** A line of a page as a person sees it, with where it stands. */
interface PageLine {
  text: string;
  /** 1–6 inside an `<h1>`…`<h6>`, else null. */
  heading: number | null;
  /** The list (`<ul>`/`<ol>`, numbered in page order) whose item holds the line, else null. */
  list: number | null;
}

/** What a page shows of a recipe without saying it in data: its headline and the lists under its headings. */
export interface VisibleRecipe {
  /** The page's main heading (its `<h1>` that its `og:title` or `<title>` names), else its og:title or `<title>`. */
  title: string | null;
  ingredients: string[];
  steps: string[];
}

/** The words a page heads its ingredient list with, in the languages recipe pages are written in, in lower case. */
const ingredientWords = [
  'ingredients',
  'ingredient',
  'ingredient list',
  "what you'll need",
  'what you’ll need',
  "you'll need",
  'you’ll need',
  'you will need',
  'zutaten',
  'ingrédients',
  'ingrédient',
  'ingredientes',
  'ingrediënten',
  'benodigdheden',
  'wat heb je nodig',
  'das brauchen sie',
  'ce qu’il vous faut',
  "ce qu'il vous faut",
  'ingredienten',
  'ingredienti',
  'składniki',
  'ingredienser',
  'ingredienserne',
  'ingredienslista',
  'ainekset',
  'hozzávalók',
  'suroviny',
  'ingrediencie',
  'přísady',
  'sastojci',
  'sestavine',
  'υλικά',
  'συστατικά',
  '材料',
  '食材',
  'ингредиенты',
  'malzemeler',
  'bahan-bahan',
  'bahan',
];

/** The words a page heads its method with. */
const methodWords = [
  'method',
  'procedure',
  'step-by-step',
  'step by step',
  'here’s how to make it',
  "here's how to make it",
  'instructions',
  'instruction',
  'directions',
  'direction',
  'preparation',
  'steps',
  'how to make it',
  'how to make',
  'how to cook',
  'cooking instructions',
  'to make',
  'zubereitung',
  'zubereitungsschritte',
  'anleitung',
  'préparation',
  'étapes',
  'preparación',
  'elaboración',
  'instrucciones',
  'pasos',
  'modo de preparo',
  'modo de preparação',
  'preparo',
  'bereiding',
  'bereidingswijze',
  'werkwijze',
  'instructies',
  'procedimento',
  'preparazione',
  'przygotowanie',
  'sposób przygotowania',
  'wykonanie',
  'gör så här',
  'så gör du',
  'tillagning',
  'instruktioner',
  'fremgangsmåde',
  'fremgangsmåte',
  'framgangsmåte',
  'slik gjør du',
  'valmistus',
  'valmistusohje',
  'elkészítés',
  'elkészítése',
  'postup',
  'postup prípravy',
  'príprava',
  'priprema',
  'priprava',
  'εκτέλεση',
  'οδηγίες',
  'παρασκευή',
  '做法',
  '步骤',
  '作り方',
  'приготовление',
  'способ приготовления',
  'hazırlanışı',
  'yapılışı',
  'cara membuat',
];

/**
 * Words after a heading's word: "Ingredients for 4 people", "Zutaten (2 Personen)", or a button's "Copy"; an
 * `<h1>`…`<h6>` may say more ("Ingredients list for the creamy spinach meatballs").
 */
const MAX_HEADING_TAIL = 30;
const MAX_HEADING_ELEMENT_TAIL = 80;

/**
 * Whether a line is a heading of that kind: one of its words, alone or followed by a few more ("Ingredients for
 * 4"), or by a button's word run into it with no space ("IngredientsCopy"); not a longer word that only starts the
 * same ("Bereiding" in "Bereidingswijze" is tried too, and fails) nor a sentence that starts with it.
 */
function isHeading(line: PageLine, words: readonly string[]): boolean {
  if (line.list !== null) return false;
  const text = line.text.replace(/^the\s+/i, '');
  const lower = text.toLowerCase();
  const maxTail = line.heading === null ? MAX_HEADING_TAIL : MAX_HEADING_ELEMENT_TAIL;
  return words.some((word) => {
    if (!lower.startsWith(word)) return false;
    const tail = text.slice(word.length);
    return tail === '' || (tail.length <= maxTail && !/^\p{Ll}/u.test(tail));
  });
}

/** A line that only numbers a step ("Step 3", "2.", "Étape 1"): the page's numbering, not a step. */
const stepNumberOnly = /^(?:step|stap|schritt|étape|etape|paso|passo|krok|adım|trin|steg|vaihe|korak|lépés|βήμα)?\s*\d{1,2}\s*[.):]?$/iu;

/** Lines read after a heading before its first list item, and between items, before the section counts as over. */
const MAX_LINES_BEFORE_ITEMS = 6;
const MAX_LINES_BETWEEN_ITEMS = 3;
/** Paragraph steps are sentences; a shorter line under a method heading is a label ("Serves 4", "Print"). */
const MIN_PARAGRAPH_STEP = 12;
/** Lines in a section without a list, at most: more is the rest of the page, not a recipe's part. */
const MAX_SECTION_LINES = 80;

const isSectionHeading = (line: PageLine) => isHeading(line, ingredientWords) || isHeading(line, methodWords);

/** Whether a line ends the section that `start` heads: a heading as high as it, or the next section's heading. */
function endsSection(line: PageLine, start: PageLine): boolean {
  if (isSectionHeading(line)) return true;
  return line.heading !== null && (start.heading === null || line.heading <= start.heading);
}

const lastWord = (line: string) => line.toLowerCase().split(/\s+/).at(-1) ?? '';

/**
 * Whether a list is the one before it again, in other units or for another screen ("Metric", "Cups", "Imperial"
 * tabs): as many items, most ending as the other's do ("85 g pecans", "3 oz pecans").
 */
function sameListAgain(before: string[], after: string[]): boolean {
  if (after.length !== before.length || after.length < 2) return false;
  const alike = after.filter((line, i) => lastWord(line) === lastWord(before[i]!)).length;
  return alike * 2 > after.length;
}

/** One list's items under a heading, and whether a line stood between it and the list before. */
interface ListRun {
  list: number;
  items: string[];
  afterLine: boolean;
}

/**
 * The list items under the heading at `at`: every item of the lists that follow it, skipping the few lines between
 * lists (a group's own heading, "For the glaze"), until the section ends or text goes on without a list. A list
 * straight after another that it repeats (sameListAgain) is left out.
 */
function listUnder(lines: PageLine[], at: number): string[] {
  const start = lines[at]!;
  const runs: ListRun[] = [];
  let since = 0;
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.list !== null) {
      const run = runs.at(-1);
      if (run?.list === line.list && since === 0) run.items.push(line.text);
      else runs.push({ list: line.list, items: [line.text], afterLine: since > 0 || runs.length === 0 });
      since = 0;
      continue;
    }
    if (endsSection(line, start)) break;
    if (++since > (runs.length === 0 ? MAX_LINES_BEFORE_ITEMS : MAX_LINES_BETWEEN_ITEMS)) break;
  }
  const kept: ListRun[] = [];
  for (const run of runs) {
    const previous = kept.at(-1);
    if (previous && !run.afterLine && sameListAgain(previous.items, run.items)) continue;
    kept.push(run);
  }
  return kept.flatMap((run) => run.items);
}

/** The paragraphs under a method heading that has no list: each sentence-long line, until the section ends. */
function paragraphsUnder(lines: PageLine[], at: number): string[] {
  return linesUnder(lines, at).filter((line) => line.length >= MIN_PARAGRAPH_STEP && !stepNumberOnly.test(line));
}

/** An amount alone on its line ("2", "1½", "200 g"), which the page shows beside the ingredient's name. */
const amountOnly = /^[\d½¼¾⅓⅔⅛.,/\s-]+(?:\p{L}{1,5}\.?)?$/u;

/**
 * The lines under an ingredient heading with no list, each line an ingredient; an amount on a line of its own is
 * joined to the name on the next ("2" above "ripe avocados").
 */
function ingredientLinesUnder(lines: PageLine[], at: number): string[] {
  const listed = listUnder(lines, at);
  if (listed.length > 0) return listed;
  const joined: string[] = [];
  let amount: string | null = null;
  for (const line of linesUnder(lines, at)) {
    if (amountOnly.test(line) && amount === null) amount = line;
    else {
      joined.push(amount === null ? line : `${amount} ${line}`);
      amount = null;
    }
  }
  return joined;
}

/** Lines under a heading that heads no list, until its section ends; a section longer than a recipe's is not one. */
function linesUnder(lines: PageLine[], at: number): string[] {
  const start = lines[at]!;
  const found: string[] = [];
  for (let i = at + 1; i < lines.length && found.length <= MAX_SECTION_LINES; i++) {
    const line = lines[i]!;
    if (endsSection(line, start) || line.list !== null) break;
    found.push(line.text);
  }
  return found.length > MAX_SECTION_LINES ? [] : found;
}

/** Of every heading the pattern matches, the lines under the one with the most (a page may show its headings twice). */
function longestSection(lines: PageLine[], heading: readonly string[], read: (lines: PageLine[], at: number) => string[]): string[] {
  let best: string[] = [];
  lines.forEach((line, at) => {
    if (!isHeading(line, heading)) return;
    const found = read(lines, at);
    if (found.length > best.length) best = found;
  });
  return best;
}

/** `<h1>`s compared with the page's titles: a page has one or two, a page with thousands is not a recipe's. */
const MAX_HEADLINES = 10;

/** The title of a page's `<title>` or og:title is the recipe's when an `<h1>` says it; else the first of those. */
function pageTitle(headlines: string[], ogTitle: string | null, documentTitle: string | null): string | null {
  const named = [ogTitle, documentTitle].filter((title): title is string => !!title).map((title) => title.toLowerCase());
  const candidates = headlines.slice(0, MAX_HEADLINES).map((headline) => ({ headline, lower: headline.toLowerCase() }));
  // Titles name the page first and the site after ("Parsnip soup - The Allotment Kitchen").
  const first = candidates.find(({ lower }) => named.some((title) => title.startsWith(lower)));
  const confirmed = first ?? candidates.find(({ lower }) => named.some((title) => title.includes(lower)));
  return confirmed?.headline ?? headlines[0] ?? ogTitle ?? documentTitle;
}

/** A page's lines as a person sees them, its `<h1>` headlines, and the titles it gives itself. */
export interface PageText {
  lines: PageLine[];
  headlines: string[];
  ogTitle: string | null;
  documentTitle: string | null;
}

/** A page as lines, in one linear pass (readHtml). */
export function readPageText(html: string): PageText {
  const reader = pageTextReader();
  readHtml(html, reader.handler);
  return reader.result();
}

/** What reads a page's lines as readHtml goes (readPageText), for a pass that reads other things too. */
export function pageTextReader(): { handler: HtmlHandler; result: () => PageText } {
  const lines: PageLine[] = [];
  const headlines: string[] = [];
  let pieces: string[] = [];
  let heading: number | null = null;
  const lists: number[] = [];
  /** For each open `<li>`, the list it belongs to. */
  const items: (number | null)[] = [];
  let listCount = 0;
  let ogTitle: string | null = null;
  let documentTitle: string[] | null = null;
  let documentTitleText: string | null = null;

  const endLine = () => {
    if (pieces.length === 0) return;
    const text = oneLine(pieces.join(''));
    pieces = [];
    if (!text || chrome > 0) return;
    lines.push({ text, heading, list: items.at(-1) ?? null });
    if (heading === 1) headlines.push(text);
  };
  let element = '';
  /** Inside a `<nav>` or `<footer>`: the site's, not the recipe's. */
  let chrome = 0;
  // An item is one line however its markup breaks it (an amount in a <div> above its name), unless it holds a list.
  const lineBreak = () => {
    if (items.length > 0 && element !== 'li' && element !== 'ul' && element !== 'ol') {
      if (pieces.length > 0) pieces.push(' ');
    } else endLine();
  };
  const visible = new VisibleText((text) => pieces.push(text), lineBreak);

  const handler: HtmlHandler = {
    open(name, attribs) {
      element = name;
      if (name === 'nav' || name === 'footer') chrome++;
      visible.open(name);
      if (/^h[1-6]$/.test(name)) heading = Number(name[1]);
      else if (name === 'ul' || name === 'ol') lists.push(++listCount);
      else if (name === 'li') items.push(lists.at(-1) ?? null);
      else if (name === 'title' && documentTitleText === null) documentTitle = [];
      else if (name === 'meta' && ogTitle === null && (attribs.property ?? attribs.name) === 'og:title') {
        ogTitle = oneLine(attribs.content ?? '') || null;
      }
    },
    text(text) {
      visible.text(text);
      documentTitle?.push(text);
    },
    close(name) {
      element = name;
      visible.close(name);
      if (name === 'nav' || name === 'footer') chrome--;
      if (/^h[1-6]$/.test(name)) heading = null;
      else if (name === 'ul' || name === 'ol') lists.pop();
      else if (name === 'li') items.pop();
      else if (name === 'title' && documentTitle) {
        documentTitleText = oneLine(documentTitle.join('')) || null;
        documentTitle = null;
      }
    },
  };
  const result = () => {
    endLine();
    return { lines, headlines, ogTitle, documentTitle: documentTitleText };
  };
  return { handler, result };
}

/**
 * A recipe as a page shows it to a person, for pages that say nothing of it in schema.org data or a plugin's card:
 * its main heading, the items of the list under its "Ingredients" heading and the items (or paragraphs) under its
 * "Method" heading, in the languages the headings are matched in. One linear pass over the page, then one over its
 * lines.
 */
export function readVisibleRecipe(html: string): VisibleRecipe {
  return visibleRecipeOf(readPageText(html));
}

/** The same from a page's lines. */
export function visibleRecipeOf({ lines, headlines, ogTitle, documentTitle }: PageText): VisibleRecipe {
  return {
    title: pageTitle(headlines, ogTitle, documentTitle),
    ingredients: longestSection(lines, ingredientWords, ingredientLinesUnder),
    steps: longestSection(lines, methodWords, (all, at) => {
      const listed = listUnder(all, at);
      return listed.length > 0 ? listed : paragraphsUnder(all, at);
    }),
  };
}
