import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { isLanguageFactKey } from '../src/shared/i18n/language-facts.ts';
import { directionOf, locales, sourceLocale, type Locale } from '../src/shared/i18n/locales.ts';
import { paths } from '../src/shared/routing.ts';
import { expect, test } from './fixtures.ts';
import { expectNoHorizontalScroll } from './support/page-helpers.ts';

/*
 * Issue 17: every route in every shipped language, on a 360 px phone (and a desktop for right to left): the page is in that language
 * (no message of the source catalogue left where the language has its own words), nothing sticks out sideways
 * (German and French run long), and a right-to-left language is mirrored.
 */

const catalogue = (locale: Locale) =>
  JSON.parse(readFileSync(new URL(`../src/shared/i18n/catalogues/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const source = catalogue(sourceLocale);

/** Words the same in every language: the app's name, another company's, the start of a web address. */
const sameEverywhere = ['Champion Kitchen', 'Google', 'https://'];

/**
 * Words of the source that really are the same in another language, and so may be its own words for a message
 * (German and Dutch say "Snack", Italian "Email" and "Password", French "Photo"); anything else of the source's on a
 * page is a message left in English. American English keeps the source's tab "Favourites" (a name the product
 * fixes) beside its own "Favorites".
 */
const sameIn: Partial<Record<string, readonly string[]>> = {
  'en-US': ['Favourites'],
  de: ['Champion', 'Champions', 'Name', 'Vegan', 'Snack', 'Curry', 'Pasta', 'Check-ins'],
  fr: [
    'Admin',
    'Champion',
    'Champions',
    'champion',
    'Participant',
    'Participants',
    'Actions',
    'Catalogue',
    'Collections',
    'Invitation',
    'Invitations',
    'Message',
    'Notifications',
    'Dessert',
    'Photo',
    'Description',
    'Curry',
  ],
  es: ['Admin', 'Pasta'],
  nl: ['Champion', 'Champions', 'champion', 'Week', 'Lunch', 'Snack', 'Filters', 'Curry', 'Pasta', 'Check-ins'],
  it: ['Champion', 'champion', 'Email', 'Password', 'Fibre', 'Curry', 'Pasta'],
  'pt-BR': ['Curry', 'Check-ins'],
  pl: ['Curry'],
  tr: ['Vegan', 'Protein'],
};

const languageOf = (locale: Locale) => locale.split('-')[0];

/**
 * The source's words that must not appear in `locale`'s pages: its plain messages (no placeholders or elements), a
 * single word as much as a sentence, less the words that are the same in that language. In another country's English,
 * only the messages it writes its own way ("Favorites"). Not the language's facts: the switcher lists every language
 * by its own name, "English (UK)" included.
 */
function untranslatedIn(locale: Locale): Set<string> {
  const translated = catalogue(locale);
  const sameLanguage = languageOf(locale) === languageOf(sourceLocale);
  const same = new Set([...sameEverywhere, ...(sameIn[locale] ?? [])]);
  return new Set(
    Object.entries(source)
      .filter(
        ([key, words]) =>
          !isLanguageFactKey(key) && !/[{<]/.test(words) && !same.has(words) && (!sameLanguage || translated[key] !== words),
      )
      .map(([, words]) => words),
  );
}

/** Every text a person reads or hears on the page: its text nodes and the names and hints in its attributes. */
async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.skeleton, .loading, .route-progress, [aria-busy="true"]')).toHaveCount(0);
}

async function check(page: Page, locale: Locale, path: string, untranslated: Set<string>): Promise<void> {
  await page.goto(path);
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', directionOf(locale));
  const left = (await textsOf(page)).filter((text) => untranslated.has(text));
  expect.soft(left, `${path} in ${locale}: words of the source language`).toEqual([]);
  await expectNoHorizontalScroll(page);
  if (directionOf(locale) === 'rtl') {
    // Mirrored: the logo, first in the header, sits at its right edge.
    const brand = await page.locator('.brand').first().boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(brand && brand.x + brand.width / 2, `${path} in ${locale}: the header is mirrored`).toBeGreaterThan(width / 2);
  }
}

const signedOutRoutes = [paths.home, paths.signIn, paths.signUp, paths.forgotPassword, '/no-such-page'];
const participantRoutes = [
  paths.dashboard,
  paths.mealPlanning,
  paths.shoppingList,
  paths.recipeCatalog,
  `${paths.recipeCatalog}?tab=mine`,
  paths.profile,
  paths.acceptInvitation,
];
const championRoutes = [paths.championDashboard, paths.champions];

/** The path of a new recipe's public link (/r/…), shared by the person behind `api`. */
async function sharedRecipePath(api: APIRequestContext): Promise<string> {
  const recipe = await api.post('/api/recipes', {
    data: { title: 'Lentil soup', servings: 2, ingredients: ['200 g lentils', '1 onion'], steps: ['Simmer the lentils.'] },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const shared = await api.post(`/api/recipes/${((await recipe.json()) as { id: string }).id}/share`);
  expect(shared.status(), await shared.text()).toBe(201);
  return new URL(((await shared.json()) as { url: string }).url).pathname;
}
const adminRoutes = [paths.adminAccess, paths.adminStaticDashboard, paths.adminChampions];

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };

// Every language on a phone, where long words overflow; a right-to-left one on a desktop too, where the mirrored
// layout has room to go wrong in other ways.
for (const locale of locales.filter((l) => l !== sourceLocale)) {
  const screens =
    directionOf(locale) === 'rtl'
      ? ([
          ['phone', phone],
          ['desktop', desktop],
        ] as const)
      : ([['phone', phone]] as const);
  for (const [screen, viewport] of screens) {
    test.describe(`${locale} on a ${screen}`, () => {
      test.use({ viewport, locale });
      const untranslated = untranslatedIn(locale);

      test.beforeEach(async ({ context, baseURL }) => {
        await context.addCookies([{ name: 'ck-lang', value: locale, url: baseURL ?? '' }]);
      });

      test('signed out', async ({ page, createUser, apiAs }) => {
        for (const path of signedOutRoutes) await check(page, locale, path, untranslated);
        // A recipe someone shared, read without an account: the page's words in the visitor's language.
        await check(page, locale, await sharedRecipePath(await apiAs(await createUser({ name: 'Lena Language' }))), untranslated);
      });

      test('a participant', async ({ page, createUser, signInAs }) => {
        await signInAs(await createUser({ name: 'Lena Language' }));
        for (const path of participantRoutes) await check(page, locale, path, untranslated);
      });

      test('a champion who is an admin, and someone before setup', async ({ page, createUser, createAdmin, signInAs, context }) => {
        await signInAs(await createAdmin({ name: 'Cem Champion', userType: 'both' }));
        for (const path of [...championRoutes, ...adminRoutes]) await check(page, locale, path, untranslated);
        await context.clearCookies({ name: 'better-auth.session_token' });
        await signInAs(await createUser({ name: 'Noor Newcomer', userType: null }));
        await check(page, locale, paths.setup, untranslated);
      });
    });
  }
}
