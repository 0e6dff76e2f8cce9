import axe from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';

/** The main navigation as a person reads it: its links' names, in order. */
export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

export async function expectNavLinks(page: Page, names: string[]): Promise<void> {
  await expect(mainNavigation(page).getByRole('link')).toHaveText(names);
}

/** The signed-in user's id, as the browser's session sees it. */
export async function currentUserId(page: Page): Promise<string> {
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/me');
    return (await response.json()) as { id: string };
  });
  return me.id;
}

export async function localStorageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** Nothing sticks out sideways: the page is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width beyond the viewport').toBeLessThanOrEqual(clientWidth);
}

/**
 * From the next page loaded on, adds up its layout shifts not caused by input (the browser's own measure, as Lighthouse
 * reads it); layoutShiftSoFar reads the sum.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched = window as unknown as { layoutShift: number };
    watched.layoutShift = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) watched.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What the page has moved without input so far (watchLayoutShift). */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what issue 8 holds every page to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core finds nothing on the page as it is now; `what` names the state in the failure. axe runs in the page
 * directly (injected once per document) rather than through @axe-core/playwright's AxeBuilder, which opens a
 * second page for every scan: three times slower, too slow for a walk of every route on two shared cores.
 *
 * The page is judged as a person reads it, once what is appearing has appeared: a toast fading in is part
 * transparent for a moment, and its words' contrast is measured against what shows through. Something can start
 * to appear while axe reads (a toast shown when a request answers), so a reading during which anything began to
 * move is not trusted: the page settles again and is read again.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  for (let reading = 1; ; reading++) {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const { violations, moved } = await page.evaluate(async (tags) => {
      let began = false;
      const noteMovement = (event: Event) => {
        const target = event.target;
        if (!(target instanceof Element)) return;
        if (target.getAnimations().some((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)) began = true;
      };
      const kinds = ['animationstart', 'transitionstart'] as const;
      for (const kind of kinds) document.addEventListener(kind, noteMovement, true);
      try {
        const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags } });
        return {
          violations: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          moved: began || document.getAnimations().some((animation) => animation.effect?.getComputedTiming().iterations !== Infinity),
        };
      } finally {
        for (const kind of kinds) document.removeEventListener(kind, noteMovement, true);
      }
    }, wcagTags);
    if (!moved || reading === 5) {
      expect(violations, `axe violations: ${what}`).toEqual([]);
      return;
    }
  }
}

/**
 * Headings go down one level at a time (an h1 then h3 skips a level: Lighthouse's and axe's "heading-order",
 * a best practice outside the WCAG tags above). Headings not rendered are not counted.
 */
export async function expectHeadingOrder(page: Page, what: string): Promise<void> {
  const headings = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((all) =>
      all.filter((h) => h.getClientRects().length > 0).map((h) => ({ level: Number(h.tagName[1]), text: h.textContent ?? '' })),
    );
  const skips = headings.flatMap((h, i) => {
    const previous = headings[i - 1];
    return previous && h.level > previous.level + 1 ? [`h${previous.level} "${previous.text}" then h${h.level} "${h.text}"`] : [];
  });
  expect(skips, `headings skipping a level: ${what}`).toEqual([]);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, up to `limit` presses; fails
 * if it never gets there. Reading where focus is moves nothing.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/**
 * The text an element prints as, with print media emulated: its shown text, the values in its fields, and what the
 * stylesheet puts before and after elements (`content` strings) with its lowered first letters, in order, white space
 * collapsed. A person reads the paper, not the page's text: a printed line may be drawn from several elements.
 */
export async function printedText(locator: Locator): Promise<string> {
  return locator.evaluate((root) => {
    const added = (element: Element, pseudo: '::before' | '::after') => {
      const content = getComputedStyle(element, pseudo).content;
      const quoted = /^"(.*)"$/s.exec(content);
      return quoted ? (quoted[1] ?? '').replace(/\\(.)/g, '$1') : '';
    };
    const printed = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof HTMLElement)) return '';
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return '';
      const inside = node instanceof HTMLInputElement ? node.value : [...node.childNodes].map(printed).join('');
      const text = added(node, '::before') + inside + added(node, '::after');
      const lowered = getComputedStyle(node, '::first-letter').textTransform === 'lowercase';
      // As Chromium draws it: the first letter is the first character shown, which may be a mark, a digit or a space.
      return lowered ? text.replace(/^(\s*)(\p{L})/u, (_, space: string, letter: string) => space + letter.toLocaleLowerCase()) : text;
    };
    return printed(root).replace(/\s+/g, ' ').trim();
  });
}
