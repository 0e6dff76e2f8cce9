import type { Actor } from './permissions.ts';
import type { UserType } from './users.ts';

/**
 * Every route with its guard: the fourteen original routes plus the screens added since (the shopping list, password
 * reset and the like). Guards:
 * - `none`: open to all;
 * - `signed-in`: signed in only (the setup form);
 * - `setup-complete`: signed in and setup complete.
 */
export type Guard = 'none' | 'signed-in' | 'setup-complete';

export interface RouteRule {
  pattern: string;
  guard: Guard;
  /** Always sent elsewhere (/champion/signin goes to the one sign-in page). */
  redirectTo?: string;
  /** Signed-in users are sent to where they belong instead (sign-in and sign-up pages). */
  signedInGoesHome?: boolean;
  /**
   * Kept out of search engines and never named to another site: the server's HTML says `noindex` and the answer
   * carries `X-Robots-Tag` and `Referrer-Policy: no-referrer` (src/server/http/page-html.ts). For addresses that are
   * secrets (a shared recipe's link).
   */
  secretAddress?: boolean;
}

export const paths = {
  home: '/',
  homeAlias: '/home',
  signIn: '/signin',
  signUp: '/signup',
  championSignIn: '/champion/signin',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  mealPlanning: '/meal-planning',
  shoppingList: '/meal-planning/shopping-list',
  pantry: '/pantry',
  recipeCatalog: '/recipe-catalog',
  setup: '/setup',
  championSetup: '/champion/setup',
  acceptInvitation: '/accept-invitation',
  acceptInvite: '/accept-invite/:inviteCode',
  championDashboard: '/champion/dashboard',
  profile: '/profile',
  champions: '/champions',
  adminStaticDashboard: '/admin-tools/static-dashboard',
  adminChampions: '/admin-tools/champions',
  adminAccess: '/admin-access',
  // Cook mode (decision 0076): one of the person's own or household's recipes, or a catalogue recipe.
  cookRecipe: '/cook/:recipeId',
  cookCatalogueRecipe: '/cook/catalogue/:recipeId',
  // A recipe its owner shared by a public read-only link (decision 0080).
  sharedRecipe: '/r/:token',
} as const;

export const routeRules: readonly RouteRule[] = [
  { pattern: paths.home, guard: 'none' },
  { pattern: paths.homeAlias, guard: 'none' },
  { pattern: paths.signIn, guard: 'none', signedInGoesHome: true },
  { pattern: paths.signUp, guard: 'none', signedInGoesHome: true },
  { pattern: paths.championSignIn, guard: 'none', redirectTo: paths.signIn },
  { pattern: paths.forgotPassword, guard: 'none' },
  { pattern: paths.resetPassword, guard: 'none' },
  { pattern: paths.dashboard, guard: 'setup-complete' },
  { pattern: paths.mealPlanning, guard: 'setup-complete' },
  // The shopping list of the planned week, a page of meal planning added to the original fourteen routes.
  { pattern: paths.shoppingList, guard: 'setup-complete' },
  // The household's pantry and What can I make? (issue 20; docs/decisions/0079-the-pantry.md).
  { pattern: paths.pantry, guard: 'setup-complete' },
  { pattern: paths.recipeCatalog, guard: 'setup-complete' },
  { pattern: paths.setup, guard: 'signed-in' },
  { pattern: paths.championSetup, guard: 'signed-in' },
  { pattern: paths.acceptInvitation, guard: 'setup-complete' },
  { pattern: paths.acceptInvite, guard: 'none' },
  { pattern: paths.championDashboard, guard: 'setup-complete' },
  { pattern: paths.profile, guard: 'setup-complete' },
  { pattern: paths.champions, guard: 'setup-complete' },
  // These two admin pages have no guard: they render for anyone, and the server authorizes every admin call.
  { pattern: paths.adminStaticDashboard, guard: 'none' },
  { pattern: paths.adminAccess, guard: 'none' },
  { pattern: paths.adminChampions, guard: 'setup-complete' },
  { pattern: paths.cookRecipe, guard: 'setup-complete' },
  { pattern: paths.cookCatalogueRecipe, guard: 'setup-complete' },
  // Open to all, with or without an account: the address is the credential (docs/decisions/0080-sharing-a-recipe.md).
  { pattern: paths.sharedRecipe, guard: 'none', secretAddress: true },
];

/** Who is looking: signed in, with what the navigation and the permission rules read (src/shared/permissions.ts). */
export type Viewer =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | ({ status: 'signed-in'; setupComplete: boolean; userType: UserType | null } & Pick<Actor, 'role' | 'championStatus'>);

export type Access = { kind: 'loading' } | { kind: 'render'; rule: RouteRule } | { kind: 'not-found' } | { kind: 'redirect'; to: string };

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** Matches "/accept-invite/:inviteCode"-style patterns segment by segment. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = trimTrailingSlash(pathname).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      if (!g) return null;
      params[w.slice(1)] = safeDecode(g);
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function findRouteRule(pathname: string): RouteRule | undefined {
  return routeRules.find((rule) => matchPattern(rule.pattern, pathname) !== null);
}

/** Where a user's dashboard is: champions have their own; everyone else, including type both, /dashboard. */
export function dashboardPathFor(userType: UserType | null): string {
  return userType === 'champion' ? paths.championDashboard : paths.dashboard;
}

/** Where a signed-in user belongs: setup until it is complete, then their dashboard. */
export function homePathFor(viewer: Extract<Viewer, { status: 'signed-in' }>): string {
  return viewer.setupComplete ? dashboardPathFor(viewer.userType) : paths.setup;
}

const sameOriginProbe = 'http://same-origin.invalid';
// Whitespace, control characters and backslashes: browsers drop or rewrite them, so "/\t/host" is "//host".
// eslint-disable-next-line no-control-regex
const rewrittenByBrowsers = /[\u0000-\u0020\u007f\\]/;

/** Only same-site paths may be redirect targets ("/x", never "//host", "/\host" or "/\t/host"). */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || rewrittenByBrowsers.test(target)) return null;
  if (new URL(target, sameOriginProbe).origin !== sameOriginProbe) return null;
  return target;
}

export function signInPathFor(returnTo: string): string {
  return returnTo === paths.home ? paths.signIn : `${paths.signIn}?redirectTo=${encodeURIComponent(returnTo)}`;
}

/**
 * The guard behaviour as one decision: what to show for `pathname` (with `search`, kept for the
 * return trip after sign-in) given who is looking.
 */
export function resolveAccess(pathname: string, viewer: Viewer, search = ''): Access {
  const rule = findRouteRule(pathname);
  if (!rule) return { kind: 'not-found' };
  if (rule.redirectTo) return { kind: 'redirect', to: rule.redirectTo + search };
  if (rule.guard === 'none' && !rule.signedInGoesHome) return { kind: 'render', rule };
  if (viewer.status === 'loading') return { kind: 'loading' };

  if (rule.guard === 'none') {
    return viewer.status === 'signed-in' ? { kind: 'redirect', to: homePathFor(viewer) } : { kind: 'render', rule };
  }
  if (viewer.status === 'signed-out') return { kind: 'redirect', to: signInPathFor(pathname + search) };

  if (rule.guard === 'signed-in') {
    // Setup pages: once setup is complete the form has nothing left to do.
    return viewer.setupComplete ? { kind: 'redirect', to: dashboardPathFor(viewer.userType) } : { kind: 'render', rule };
  }
  if (!viewer.setupComplete) return { kind: 'redirect', to: paths.setup };
  if (rule.pattern === paths.dashboard && viewer.userType === 'champion') {
    return { kind: 'redirect', to: paths.championDashboard };
  }
  return { kind: 'render', rule };
}
