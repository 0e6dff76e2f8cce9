import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupI18n, type Messages } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountDeleteSchema } from './account.ts';
import { championInvitationSchema, promoteChampionSchema } from './admin.ts';
import { changePasswordInputSchema, signInInputSchema, signUpInputSchema } from './auth.ts';
import { recommendationCreateSchema } from './champions.ts';
import { sourceLocale } from './i18n/locales.ts';
import type { MessageKey, MessageValues } from './i18n/messages.ts';
import { installSharedTranslator } from './i18n/shared-words.ts';
import { invitationAcceptSchema, invitationCreateSchema, invitationHeadline, invitationListQuerySchema } from './invitations.ts';
import { copyWeekSchema, dateRangeSchema, mealPlanEntryCreateSchema, mealPlanEntryUpdateSchema, mealTypeLabels } from './meal-plans.ts';
import { passwordCheckInputSchema, passwordPolicyMessages } from './password-policy.ts';
import { tooManyAttemptsMessage } from './rate-limit.ts';
import { IMPORT_HTML_MAX_CHARS, recipeImportRequestSchema, shortenedNotice } from './recipe-import.ts';
import {
  catalogueQuerySchema,
  ingredientSchema,
  recipeCreateSchema,
  recipeLimits,
  recipeListQuerySchema,
  recipeMessages,
  recipeUpdateSchema,
} from './recipes.ts';
import { manualItemCreateSchema, shoppingItemUpdateSchema } from './shopping.ts';
import { profileUpdateSchema, setupInputSchema } from './users.ts';
import { plainValidationMessage } from './validation-messages.ts';

/*
 * Regression (issue 17): schemas in src/shared refused in fixed English, so a German participant who sent a bad
 * date or an empty tag read English. Every refusal below is made with each shipped language's translator
 * installed, as the server and the browser install theirs, and must not read as the source language does.
 */

// Catalogues present, compiled as the app compiles them (scripts/catalogue-plugin.ts): a new language is tested here the day it lands.
const catalogues = import.meta.glob<Messages>('./i18n/catalogues/*.json', { eager: true, import: 'default' });
const catalogueOf = (locale: string): Messages => {
  const messages = catalogues[`./i18n/catalogues/${locale}.json`];
  if (!messages) throw new Error(`No catalogue for ${locale}`);
  return messages;
};
const shipped = Object.keys(catalogues).map((file) => file.replace(/^.*\/(.+)\.json$/, '$1'));

function translatorFor(locale: string) {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogueOf(locale) } });
  return (key: MessageKey, values?: MessageValues) => i18n._(key, values);
}

/** The refusals of `input`, as the server and the browser word them (zod's customError is plainValidationMessage). */
const refusals = (schema: z.ZodType, input: unknown): string[] =>
  schema.safeParse(input, { error: plainValidationMessage }).error?.issues.map((issue) => issue.message) ?? [];

const meal = { date: '2026-03-02', mealType: 'dinner', text: 'Leftovers' };
const recipe = { title: 'Soup' };

/** A bad input for every refusal a schema in src/shared words itself. */
const badInputs: [string, z.ZodType, unknown][] = [
  ['a meal that is not one', mealPlanEntryCreateSchema, { ...meal, mealType: 'elevenses' }],
  ['a date written otherwise', dateRangeSchema, { from: '02/03/2026', to: '2026-03-08' }],
  ['a date that is not text', dateRangeSchema, { from: 20260302, to: '2026-03-08' }],
  ['a date that does not exist', dateRangeSchema, { from: '2026-02-30', to: '2026-03-08' }],
  ['a range that ends before it starts', dateRangeSchema, { from: '2026-03-08', to: '2026-03-02' }],
  ['a range too long', dateRangeSchema, { from: '2026-01-01', to: '2026-12-31' }],
  ['an entry that is not text', mealPlanEntryCreateSchema, { ...meal, text: 5 }],
  ['an empty entry', mealPlanEntryCreateSchema, { ...meal, text: ' ' }],
  ['an entry too long', mealPlanEntryCreateSchema, { ...meal, text: 'x'.repeat(201) }],
  ['an entry with NUL', mealPlanEntryCreateSchema, { ...meal, text: 'a\u0000b' }],
  ['a recipe id with NUL', mealPlanEntryCreateSchema, { date: meal.date, mealType: 'dinner', recipeId: 'a\u0000b' }],
  ['both a recipe and a text', mealPlanEntryCreateSchema, { ...meal, recipeId: 'r1' }],
  ['an empty change', mealPlanEntryUpdateSchema, {}],
  ['weeks that overlap', copyWeekSchema, { from: '2026-03-02', to: '2026-03-04' }],
  ['servings that are not a number', recipeCreateSchema, { ...recipe, servings: 'four' }],
  ['servings not whole', recipeCreateSchema, { ...recipe, servings: 2.5 }],
  ['no servings', recipeCreateSchema, { ...recipe, servings: 0 }],
  ['too many servings', recipeCreateSchema, { ...recipe, servings: 101 }],
  ['a title that is not text', recipeCreateSchema, { title: 5 }],
  ['an empty title', recipeCreateSchema, { title: ' ' }],
  ['a title too long', recipeCreateSchema, { title: 'x'.repeat(recipeLimits.title + 1) }],
  ['a description too long', recipeCreateSchema, { ...recipe, description: 'x'.repeat(recipeLimits.description + 1) }],
  ['an empty ingredient', recipeCreateSchema, { ...recipe, ingredients: [' '] }],
  ['an ingredient too long', recipeCreateSchema, { ...recipe, ingredients: ['x'.repeat(recipeLimits.ingredientText + 1)] }],
  ['a negative quantity', ingredientSchema, { text: 'flour', quantity: -1, unit: null, item: 'flour', note: null }],
  ['an empty step', recipeCreateSchema, { ...recipe, steps: [' '] }],
  ['a step that is not text', recipeCreateSchema, { ...recipe, steps: [5] }],
  ['too many ingredients', recipeCreateSchema, { ...recipe, ingredients: Array(recipeLimits.ingredients + 1).fill('egg') }],
  ['too many steps', recipeCreateSchema, { ...recipe, steps: Array(recipeLimits.steps + 1).fill('Stir') }],
  ['too many tags', recipeCreateSchema, { ...recipe, tags: Array.from({ length: recipeLimits.tags + 1 }, (_, i) => `t${i}`) }],
  ['a tag that is not text', recipeCreateSchema, { ...recipe, tags: [5] }],
  ['an empty tag', recipeCreateSchema, { ...recipe, tags: [' '] }],
  ['a tag too long', recipeCreateSchema, { ...recipe, tags: ['x'.repeat(recipeLimits.tagText + 1)] }],
  ['minutes that are not a number', recipeCreateSchema, { ...recipe, prepMinutes: 'ten', cookMinutes: 'ten' }],
  ['minutes not whole', recipeCreateSchema, { ...recipe, prepMinutes: 1.5, cookMinutes: 1.5 }],
  ['negative minutes', recipeCreateSchema, { ...recipe, prepMinutes: -1, cookMinutes: -1 }],
  ['minutes too many', recipeCreateSchema, { ...recipe, prepMinutes: 1e6, cookMinutes: 1e6 }],
  ['a source that is not a web address', recipeCreateSchema, { ...recipe, sourceUrl: 'javascript:alert(1)' }],
  ['a source too long', recipeCreateSchema, { ...recipe, sourceUrl: `https://example.com/${'a'.repeat(recipeLimits.url)}` }],
  ['a favourite that is not true or false', recipeCreateSchema, { ...recipe, isFavorite: 'yes', eatThisWeek: 'yes' }],
  ['a language not ours', recipeCreateSchema, { ...recipe, language: 'xx' }],
  ['a language that is not text', recipeCreateSchema, { ...recipe, language: 5 }],
  ['an empty recipe change', recipeUpdateSchema, {}],
  ['a deleted flag that is not true or false', recipeUpdateSchema, { deleted: 'yes' }],
  ['a page too large', recipeListQuerySchema, { limit: '101' }],
  ['a damaged page link', recipeListQuerySchema, { cursor: 'x'.repeat(20_000) }],
  ['too many tags to search', catalogueQuerySchema, { tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }],
  ['a search too long', catalogueQuerySchema, { q: 'x'.repeat(recipeLimits.search + 1) }],
  ['an import of nothing', recipeImportRequestSchema, {}],
  ['an import address that is not one', recipeImportRequestSchema, { url: 'ftp://example.com' }],
  ['page source that is not text', recipeImportRequestSchema, { html: 5 }],
  ['empty page source', recipeImportRequestSchema, { html: '' }],
  ['page source too large', recipeImportRequestSchema, { html: 'x'.repeat(IMPORT_HTML_MAX_CHARS + 1) }],
  ['no email', signInInputSchema, { password: 'x' }],
  ['an empty email', signInInputSchema, { email: ' ', password: 'x' }],
  ['an email too long', signInInputSchema, { email: `${'a'.repeat(250)}@example.com`, password: 'x' }],
  ['an email that is not one', signInInputSchema, { email: 'not an address', password: 'x' }],
  ['no password', signInInputSchema, { email: 'a@example.com' }],
  ['an empty password', signInInputSchema, { email: 'a@example.com', password: '' }],
  ['a password too short', signUpInputSchema, { name: 'Ada', email: 'a@example.com', password: 'short' }],
  ['a password too long', signUpInputSchema, { name: 'Ada', email: 'a@example.com', password: 'x'.repeat(129) }],
  ['no current password', changePasswordInputSchema, { currentPassword: '', newPassword: 'a long new password' }],
  ['no password to check', passwordCheckInputSchema, {}],
  ['a password to check too long', passwordCheckInputSchema, { password: 'x'.repeat(129) }],
  ['no invitation code', invitationAcceptSchema, { code: ' ' }],
  ['an invitation code too long', invitationAcceptSchema, { code: 'x'.repeat(65) }],
  ['an invitation email that is not one', invitationCreateSchema, { email: 'nope' }],
  ['an invitation message too long', invitationCreateSchema, { message: 'x'.repeat(501) }],
  ['a page of invitations too large', invitationListQuerySchema, { limit: '101' }],
  ['a damaged page link to invitations', invitationListQuerySchema, { cursor: 'x'.repeat(20_000) }],
  ['no email to confirm a deletion', accountDeleteSchema, { confirmEmail: ' ' }],
  ['a deletion password that is not text', accountDeleteSchema, { confirmEmail: 'a@example.com', password: 5 }],
  ['a deletion password too long', accountDeleteSchema, { confirmEmail: 'a@example.com', password: 'x'.repeat(129) }],
  ['an email to promote that is not one', promoteChampionSchema, { email: 'nope' }],
  ['an email to invite a champion that is not one', championInvitationSchema, { email: 'nope' }],
  ['a tick that is not true or false', shoppingItemUpdateSchema, { checked: 'yes' }],
  ['an item that is not text', manualItemCreateSchema, { text: 5 }],
  ['an empty item', manualItemCreateSchema, { text: ' ' }],
  ['an item too long', manualItemCreateSchema, { text: 'x'.repeat(201) }],
  ['a recommendation note too long', recommendationCreateSchema, { recipeId: 'r1', note: 'x'.repeat(501) }],
  ['a name on two lines', setupInputSchema, { name: 'Ada\nLovelace', userType: 'regular', householdSize: 0 }],
  ['an empty profile change', profileUpdateSchema, {}],
];

/** Words src/shared gives outside its schemas: the refusals and notices the server and the pages pass on. */
const otherWords: [string, () => string | null][] = [
  ['a wait in seconds', () => tooManyAttemptsMessage(45)],
  ['a wait in minutes', () => tooManyAttemptsMessage(240)],
  ['a wait in hours', () => tooManyAttemptsMessage(7200)],
  ...Object.keys(passwordPolicyMessages).map((key): [string, () => string] => [
    `the password refusal ${key}`,
    () => passwordPolicyMessages[key as keyof typeof passwordPolicyMessages],
  ]),
  ...Object.keys(recipeMessages).map((key): [string, () => string] => [
    `the recipe refusal ${key}`,
    () => recipeMessages[key as keyof typeof recipeMessages],
  ]),
  ['an invitation to a group', () => invitationHeadline({ kind: 'participant', inviter: { name: ' ' } })],
  [
    'a recipe cut to fit',
    () =>
      shortenedNotice([
        { field: 'title', kind: 'shortened', count: 1 },
        { field: 'steps', kind: 'shortened', count: 2 },
        { field: 'ingredients', kind: 'leftOut', count: 12 },
      ]),
  ],
];

/** Every case's words, in the language whose translator is installed. */
function everyRefusal(): Map<string, string[]> {
  const words = new Map<string, string[]>();
  for (const [name, schema, input] of badInputs) words.set(name, refusals(schema, input));
  for (const [name, say] of otherWords) words.set(name, [say() ?? '']);
  return words;
}

installSharedTranslator(translatorFor(sourceLocale));
const source = everyRefusal();
const sourceMessages = new Set(Object.values(catalogueOf(sourceLocale)).filter((message) => typeof message === 'string'));

afterAll(() => installSharedTranslator(translatorFor(sourceLocale)));

describe('the refusals written in src/shared', () => {
  it.each(badInputs.map(([name]) => name))('refuses %s, in words of its own', (name) => {
    const words = source.get(name) ?? [];
    expect(words.length).toBeGreaterThan(0);
    // A key shows when a message is missing from the catalogue: "validation.tag.empty".
    for (const message of words) expect(message).not.toMatch(/^[a-z]+(\.[A-Za-z]+)+$/);
  });

  const otherLanguages = shipped.filter((locale) => !locale.startsWith('en'));

  it.each(otherLanguages)('speak %s, never the source language', (locale) => {
    installSharedTranslator(translatorFor(locale));
    const translated = everyRefusal();
    const english: string[] = [];
    for (const [name, messages] of translated) {
      const inSource = source.get(name) ?? [];
      messages.forEach((message, i) => {
        if (message === inSource[i] || sourceMessages.has(message) || /^[a-z]+(\.[A-Za-z]+)+$/.test(message))
          english.push(`${name}: ${message}`);
      });
    }
    expect(english).toEqual([]);
  });
});

// The server's refusals (decision 0057) are its own keys; the shared tables that once repeated them, and gave the
// cases above for quotas, imports and account deletion, are gone (decision 0058), so their words are checked here.
describe('the server’s refusals', () => {
  const source = catalogueOf(sourceLocale) as Record<string, unknown>;
  const serverKeys = Object.keys(source).filter((key) => key.startsWith('server.'));

  it.each(shipped.filter((locale) => !locale.startsWith('en')))('are written in %s, never in the source language', (locale) => {
    const messages = catalogueOf(locale) as Record<string, unknown>;
    expect(serverKeys.filter((key) => JSON.stringify(messages[key]) === JSON.stringify(source[key]))).toEqual([]);
  });
});

describe('the meals’ names', () => {
  // Some languages name a meal as English does ("Snack"), so they are checked by name rather than above.
  it('follow the reader’s language', () => {
    installSharedTranslator(translatorFor('de'));
    expect([mealTypeLabels.breakfast, mealTypeLabels.lunch, mealTypeLabels.dinner, mealTypeLabels.snack]).toEqual([
      'Frühstück',
      'Mittagessen',
      'Abendessen',
      'Snack',
    ]);
    installSharedTranslator(translatorFor(sourceLocale));
    expect(mealTypeLabels.dinner).toBe('Dinner');
  });
});

/** A zod message given as fixed text, where the language of the reader is not known yet. */
const fixedRefusal =
  /\.(?:min|max|length|regex|int|refine|email|url|positive|nonnegative|gt|gte|lt|lte|startsWith|endsWith|includes)\([^()]*?,\s*['"`]|z\.(?:email|url|uuid)\(\s*['"`]|\{\s*(?:error|message):\s*['"`]/;

describe('the schemas of src/shared', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('i18n/'),
  );

  // So a refusal added in fixed English fails here even before the table above names it.
  it.each(files)('%s words no refusal in fixed text', (file) => {
    const lines = readFileSync(`${dir}/${file}`, 'utf8').split('\n');
    const fixed = lines.filter((line) => fixedRefusal.test(line) && !line.trim().startsWith('*') && !line.trim().startsWith('//'));
    expect(fixed).toEqual([]);
  });
});
