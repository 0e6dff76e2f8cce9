import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { request as playwrightRequest, test as base, expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import type { MealType } from '../src/shared/meal-plans.ts';
import { BASE_URL } from './support/ports.ts';

export { expect };

export const PASSWORD = 'correct horse battery staple';
export type UserType = 'regular' | 'champion' | 'both';

export interface E2eUser {
  name: string;
  email: string;
  password: string;
  userType: UserType | null;
  cookies: Cookie[];
}

let sequence = 0;
/**
 * A client address of its own for each test and each created user (a /64 of the IPv6 documentation range;
 * the server trusts X-Forwarded-For from loopback in these tests), so per-client rate limits never collide.
 */
function freshClientAddress(workerIndex: number): string {
  sequence += 1;
  return `2001:db8:${(workerIndex + 1).toString(16)}:${sequence.toString(16)}::1`;
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A word no other recipe has, so a search finds exactly this test's recipe. */
export const uniqueWord = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** POSTs `data` to `path` with `api`'s session and returns the answer, once it has the status expected (201 unless said). */
export async function posted<T = { id: string }>(api: APIRequestContext, path: string, data: unknown, status = 201): Promise<T> {
  const response = await api.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** The participant joins the champion's group, as accepting an invitation does. */
export async function joinGroup(championApi: APIRequestContext, participantApi: APIRequestContext): Promise<void> {
  const { code } = await posted<{ code: string }>(championApi, '/api/invitations', { kind: 'participant', maxUses: 1 });
  await posted(participantApi, '/api/invitations/accept', { code }, 200);
}

/** One of the user's own recipes, made through the API; it has one step of method unless `data` gives its own. */
export function newRecipe(api: APIRequestContext, data: Record<string, unknown>) {
  return posted<{ id: string; title: string }>(api, '/api/recipes', { steps: ['Cook it.'], ...data });
}

/** A meal in the user's plan: a recipe of theirs or free text, for the household unless `servings` says otherwise. */
export function planMeal(
  api: APIRequestContext,
  data: { date: string; mealType: MealType; recipeId?: string; text?: string; servings?: number },
) {
  return posted<{ id: string; servings: number }>(api, '/api/meal-plan/entries', data);
}

/** One meal of one day, as the planner names it: "Monday dinner". */
export const mealSlot = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

interface Fixtures {
  /** Console errors a test expects (Chromium logs every 4xx answer, e.g. a 404 the test provokes on purpose). */
  allowedConsoleErrors: RegExp[];
  clientAddress: string;
  createUser(options?: { name?: string; userType?: UserType | null; email?: string }): Promise<E2eUser>;
  signInAs(user: E2eUser): Promise<void>;
  /** The API as `user` (their session cookie), for arranging what a test needs without the UI. */
  apiAs(user: E2eUser): Promise<APIRequestContext>;
  /** Gives the account with this email the admin role, as an operator would: `cli admin grant <email>`. */
  makeAdmin(email: string): Promise<void>;
  /** A user (as createUser makes them) who is also an admin. */
  createAdmin(options?: Parameters<Fixtures['createUser']>[0]): Promise<E2eUser>;
  /**
   * A recipe in the shared catalogue, published through the API by `by` or, when not given, by a new champion,
   * Cam Champion. Answers with its id and title.
   */
  publishRecipe(data: Record<string, unknown>, options?: { by?: E2eUser }): Promise<{ id: string; title: string }>;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  clientAddress: async ({}, use, testInfo) => {
    await use(freshClientAddress(testInfo.workerIndex));
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'x-forwarded-for': clientAddress });
  },
  // A console error on our pages fails the test (the OpenID provider's own pages are not ours to judge).
  // Chromium logs every 4xx fetch; the session check's 401 when signed out is expected.
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' || !page.url().startsWith(BASE_URL)) return;
      if (/status of 401/.test(message.text())) return;
      if (allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
      errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
  createUser: async ({}, use, testInfo) => {
    await use(async ({ name = 'Casey Jordan Example', userType = 'regular', email } = {}) => {
      const api = await playwrightRequest.newContext({
        baseURL: BASE_URL,
        extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress(testInfo.workerIndex) },
      });
      try {
        const address = email ?? uniqueEmail('e2e');
        const signUp = await api.post('/api/auth/sign-up/email', { data: { name, email: address, password: PASSWORD } });
        expect(signUp.status(), await signUp.text()).toBe(200);
        if (userType) {
          const setup = await api.put('/api/me/setup', { data: { name, userType, householdSize: 2, dietaryNeeds: [] } });
          expect(setup.status(), await setup.text()).toBe(200);
        }
        const { cookies } = await api.storageState();
        return { name, email: address, password: PASSWORD, userType, cookies };
      } finally {
        await api.dispose();
      }
    });
  },
  signInAs: async ({ context }, use) => {
    await use(async (user) => {
      await context.addCookies(user.cookies);
    });
  },
  apiAs: async ({}, use, testInfo) => {
    const contexts: APIRequestContext[] = [];
    await use(async (user) => {
      const api = await playwrightRequest.newContext({
        baseURL: BASE_URL,
        storageState: { cookies: user.cookies, origins: [] },
        extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress(testInfo.workerIndex) },
      });
      contexts.push(api);
      return api;
    });
    await Promise.all(contexts.map((api) => api.dispose()));
  },
  makeAdmin: async ({}, use) => {
    await use(async (email) => {
      const dataDir = process.env.E2E_DATA_DIR;
      if (!dataDir) throw new Error("E2E_DATA_DIR is not set: global setup exports the e2e server's data directory");
      // The server reads the role from the database on each request, so the grant applies at once.
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'admin', 'grant', email], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      });
    });
  },
  createAdmin: async ({ createUser, makeAdmin }, use) => {
    await use(async (options) => {
      const admin = await createUser(options);
      await makeAdmin(admin.email);
      return admin;
    });
  },
  publishRecipe: async ({ createUser, apiAs }, use) => {
    await use(async (data, { by } = {}) => {
      const champion = by ?? (await createUser({ name: 'Cam Champion', userType: 'champion' }));
      return posted<{ id: string; title: string }>(await apiAs(champion), '/api/catalogue', data);
    });
  },
});
