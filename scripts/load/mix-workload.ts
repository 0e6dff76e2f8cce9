/**
 * The load test's virtual users (run in the load generator's process, see scripts/bench/load-runner.ts).
 *
 * - A browsing user (already signed in: their session cookie, as a returning visitor has) goes round:
 *   session check, their recipes, the catalogue's newest page then the next one, a search, one catalogue
 *   recipe, a favourite toggled on one of their recipes, a meal planned, the week's plan, the week's
 *   shopping list, and the planned meal taken off again (so the plan does not grow without end).
 * - A signing-in user signs in with email and password, checks the new session works, and hands over to the
 *   next person: sign-in hashes with scrypt at 64 MiB, so a few connections do this back to back rather than
 *   all 200 at once (which would queue behind the 4 threads of libuv's pool and hold 64 MiB each).
 */
import { addDays } from '../../src/shared/meal-plans.ts';
import { CookieJar, type AutocannonRequest, type VirtualClient } from '../bench/workload.ts';

export interface MixUser {
  email: string;
  cookie: string;
  ip: string;
  recipeIds: string[];
}

export interface MixWorkloadOptions {
  origin: string;
  password: string;
  week: { from: string; to: string };
  queries: string[];
  /** Connections 0…signers-1 sign people in; the rest browse. */
  signers: number;
  browsers: MixUser[];
  /** People the signing-in connections sign in, one after another (each once while the list lasts). */
  signingIn: MixUser[];
}

type Step = { step: string; build: () => { method: string; path: string; body?: unknown }; after?: (status: number, body: string) => void };

function parse<T>(body: string): T | null {
  try {
    return JSON.parse(body) as T;
  } catch {
    return null;
  }
}

/** Each step as an autocannon request built when it is sent, with the user's cookies and address. */
function toRequests(
  steps: Step[],
  origin: string,
  ip: () => string,
  jar: () => CookieJar,
  setStep: (s: string) => void,
): AutocannonRequest[] {
  return steps.map((step) => ({
    setupRequest: (request) => {
      const { method, path, body } = step.build();
      setStep(step.step);
      const json = body === undefined ? '' : JSON.stringify(body);
      const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': ip() };
      if (!jar().empty) headers.cookie = jar().header();
      // Writes carry the app's Origin, as a browser's do.
      if (method !== 'GET') headers.origin = origin;
      if (json) headers['content-type'] = 'application/json';
      return { ...request, method, path, headers, body: json };
    },
    onResponse: (status, body, _context, headers) => {
      jar().store(headers['set-cookie'] ?? headers['Set-Cookie']);
      step.after?.(status, body);
    },
  }));
}

export default function mixWorkload(options: MixWorkloadOptions) {
  let nextSigner = 0;
  return (index: number): VirtualClient => {
    let current = '';
    const setStep = (s: string) => (current = s);

    if (index < options.signers) {
      let person = options.signingIn[0] as MixUser;
      let jar = new CookieJar();
      const steps: Step[] = [
        {
          step: 'sign-in',
          build: () => {
            person = options.signingIn[nextSigner++ % options.signingIn.length] as MixUser;
            jar = new CookieJar();
            return { method: 'POST', path: '/api/auth/sign-in/email', body: { email: person.email, password: options.password } };
          },
        },
        { step: 'session after sign-in', build: () => ({ method: 'GET', path: '/api/me' }) },
      ];
      const requests = toRequests(
        steps,
        options.origin,
        () => person.ip,
        () => jar,
        setStep,
      );
      return { requests, currentStep: () => current };
    }

    const user = options.browsers[(index - options.signers) % options.browsers.length] as MixUser;
    const jar = new CookieJar(user.cookie);
    let round = 0;
    let nextPage: string | null = null;
    let seenRecipe: string | null = null;
    let plannedEntry: string | null = null;
    const own = user.recipeIds[0] as string;
    const week = `from=${options.week.from}&to=${options.week.to}`;
    const steps: Step[] = [
      { step: 'session check', build: () => ({ method: 'GET', path: '/api/me' }) },
      { step: 'my recipes', build: () => ({ method: 'GET', path: '/api/recipes?limit=24' }) },
      {
        step: 'browse catalogue',
        build: () => ({ method: 'GET', path: '/api/catalogue?sort=newest' }),
        after: (status, body) => (nextPage = status === 200 ? (parse<{ nextCursor: string | null }>(body)?.nextCursor ?? null) : null),
      },
      {
        step: 'browse next page',
        build: () => ({ method: 'GET', path: `/api/catalogue?sort=newest${nextPage ? `&cursor=${encodeURIComponent(nextPage)}` : ''}` }),
      },
      {
        step: 'search',
        build: () => ({
          method: 'GET',
          path: `/api/catalogue?q=${encodeURIComponent(options.queries[(index + round) % options.queries.length] as string)}`,
        }),
        after: (status, body) => {
          const first = status === 200 ? parse<{ recipes: { id: string }[] }>(body)?.recipes[0] : undefined;
          if (first) seenRecipe = first.id;
        },
      },
      {
        step: 'open recipe',
        build: () =>
          seenRecipe
            ? { method: 'GET', path: `/api/catalogue/${encodeURIComponent(seenRecipe)}` }
            : { method: 'GET', path: '/api/catalogue' },
      },
      {
        step: 'toggle favourite',
        build: () => ({ method: 'PATCH', path: `/api/recipes/${encodeURIComponent(own)}`, body: { isFavorite: round % 2 === 0 } }),
      },
      {
        step: 'plan a meal',
        build: () => {
          const date = addDays(options.week.from, round % 7);
          return { method: 'POST', path: '/api/meal-plan/entries', body: { date, mealType: 'snack', recipeId: own } };
        },
        after: (status, body) => (plannedEntry = status === 201 || status === 200 ? (parse<{ id: string }>(body)?.id ?? null) : null),
      },
      { step: 'meal plan week', build: () => ({ method: 'GET', path: `/api/meal-plan?${week}` }) },
      { step: 'shopping list', build: () => ({ method: 'GET', path: `/api/shopping-list?${week}` }) },
      {
        step: 'unplan the meal',
        build: () => {
          round += 1;
          return plannedEntry
            ? { method: 'DELETE', path: `/api/meal-plan/entries/${encodeURIComponent(plannedEntry)}` }
            : { method: 'GET', path: `/api/meal-plan?${week}` };
        },
      },
    ];
    const requests = toRequests(
      steps,
      options.origin,
      () => user.ip,
      () => jar,
      setStep,
    );
    return { requests, currentStep: () => current };
  };
}
