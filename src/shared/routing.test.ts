import { describe, expect, it } from 'vitest';
import {
  dashboardPathFor,
  homePathFor,
  matchPattern,
  resolveAccess,
  routeRules,
  safeRedirectTarget,
  signInPathFor,
  type Access,
  type Guard,
  type Viewer,
} from './routing.ts';

// The viewers every route is checked against.
const loading: Viewer = { status: 'loading' };
const signedOut: Viewer = { status: 'signed-out' };
const incomplete: Viewer = { status: 'signed-in', setupComplete: false, userType: null, role: 'user', championStatus: 'none' };
const regular: Viewer = { status: 'signed-in', setupComplete: true, userType: 'regular', role: 'user', championStatus: 'none' };
const champion: Viewer = { status: 'signed-in', setupComplete: true, userType: 'champion', role: 'user', championStatus: 'approved' };
const both: Viewer = { status: 'signed-in', setupComplete: true, userType: 'both', role: 'user', championStatus: 'approved' };

const viewers = { loading, signedOut, incomplete, regular, champion, both } as const;
type ViewerName = keyof typeof viewers;

/** What one viewer should get, written out by hand: 'render', 'loading', 'not-found' or a redirect target. */
type Expected = 'render' | 'loading' | 'not-found' | { to: string };
const to = (target: string): Expected => ({ to: target });

interface Row {
  pattern: string;
  /** A concrete path for the pattern. */
  path: string;
  guard: Guard;
  expect: Record<ViewerName, Expected>;
}

const renderForAll: Record<ViewerName, Expected> = {
  loading: 'render',
  signedOut: 'render',
  incomplete: 'render',
  regular: 'render',
  champion: 'render',
  both: 'render',
};

/** "Signed in and setup complete" pages that every type of user may see. */
const setupComplete = (path: string): Record<ViewerName, Expected> => ({
  loading: 'loading',
  signedOut: to(`/signin?redirectTo=${encodeURIComponent(path)}`),
  incomplete: to('/setup'),
  regular: 'render',
  champion: 'render',
  both: 'render',
});

/** /signin and /signup: signed-in users go where they belong. */
const signedInGoesHome: Record<ViewerName, Expected> = {
  loading: 'loading',
  signedOut: 'render',
  incomplete: to('/setup'),
  regular: to('/dashboard'),
  champion: to('/champion/dashboard'),
  both: to('/dashboard'),
};

/** /setup and /champion/setup: signed in only; once setup is complete, the user's dashboard. */
const setupForm = (path: string): Record<ViewerName, Expected> => ({
  loading: 'loading',
  signedOut: to(`/signin?redirectTo=${encodeURIComponent(path)}`),
  incomplete: 'render',
  regular: to('/dashboard'),
  champion: to('/champion/dashboard'),
  both: to('/dashboard'),
});

const table: Row[] = [
  { pattern: '/', path: '/', guard: 'none', expect: renderForAll },
  { pattern: '/home', path: '/home', guard: 'none', expect: renderForAll },
  { pattern: '/signin', path: '/signin', guard: 'none', expect: signedInGoesHome },
  { pattern: '/signup', path: '/signup', guard: 'none', expect: signedInGoesHome },
  {
    pattern: '/champion/signin',
    path: '/champion/signin',
    guard: 'none',
    expect: {
      loading: to('/signin'),
      signedOut: to('/signin'),
      incomplete: to('/signin'),
      regular: to('/signin'),
      champion: to('/signin'),
      both: to('/signin'),
    },
  },
  { pattern: '/forgot-password', path: '/forgot-password', guard: 'none', expect: renderForAll },
  { pattern: '/reset-password', path: '/reset-password', guard: 'none', expect: renderForAll },
  {
    pattern: '/dashboard',
    path: '/dashboard',
    guard: 'setup-complete',
    expect: {
      loading: 'loading',
      signedOut: to('/signin?redirectTo=%2Fdashboard'),
      incomplete: to('/setup'),
      regular: 'render',
      champion: to('/champion/dashboard'),
      both: 'render',
    },
  },
  { pattern: '/meal-planning', path: '/meal-planning', guard: 'setup-complete', expect: setupComplete('/meal-planning') },
  {
    pattern: '/meal-planning/shopping-list',
    path: '/meal-planning/shopping-list',
    guard: 'setup-complete',
    expect: setupComplete('/meal-planning/shopping-list'),
  },
  { pattern: '/pantry', path: '/pantry', guard: 'setup-complete', expect: setupComplete('/pantry') },
  { pattern: '/recipe-catalog', path: '/recipe-catalog', guard: 'setup-complete', expect: setupComplete('/recipe-catalog') },
  { pattern: '/setup', path: '/setup', guard: 'signed-in', expect: setupForm('/setup') },
  { pattern: '/champion/setup', path: '/champion/setup', guard: 'signed-in', expect: setupForm('/champion/setup') },
  {
    pattern: '/accept-invitation',
    path: '/accept-invitation',
    guard: 'setup-complete',
    expect: setupComplete('/accept-invitation'),
  },
  { pattern: '/accept-invite/:inviteCode', path: '/accept-invite/Xy7kQ2pL9mNa', guard: 'none', expect: renderForAll },
  { pattern: '/r/:token', path: '/r/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', guard: 'none', expect: renderForAll },
  { pattern: '/cook/:recipeId', path: '/cook/r1', guard: 'setup-complete', expect: setupComplete('/cook/r1') },
  {
    pattern: '/cook/catalogue/:recipeId',
    path: '/cook/catalogue/c1',
    guard: 'setup-complete',
    expect: setupComplete('/cook/catalogue/c1'),
  },
  {
    pattern: '/champion/dashboard',
    path: '/champion/dashboard',
    guard: 'setup-complete',
    expect: setupComplete('/champion/dashboard'),
  },
  { pattern: '/profile', path: '/profile', guard: 'setup-complete', expect: setupComplete('/profile') },
  { pattern: '/champions', path: '/champions', guard: 'setup-complete', expect: setupComplete('/champions') },
  { pattern: '/admin-tools/static-dashboard', path: '/admin-tools/static-dashboard', guard: 'none', expect: renderForAll },
  { pattern: '/admin-access', path: '/admin-access', guard: 'none', expect: renderForAll },
  {
    pattern: '/admin-tools/champions',
    path: '/admin-tools/champions',
    guard: 'setup-complete',
    expect: setupComplete('/admin-tools/champions'),
  },
];

function expectedAccess(expected: Expected, pattern: string): unknown {
  if (expected === 'render') return { kind: 'render', rule: expect.objectContaining({ pattern }) };
  if (expected === 'loading') return { kind: 'loading' };
  if (expected === 'not-found') return { kind: 'not-found' };
  return { kind: 'redirect', to: expected.to };
}

const cases = table.flatMap((row) =>
  (Object.keys(viewers) as ViewerName[]).map((viewerName) => ({
    path: row.path,
    pattern: row.pattern,
    viewerName,
    viewer: viewers[viewerName],
    expected: row.expect[viewerName],
  })),
);

describe('the route table', () => {
  it('holds exactly the routes this table checks (a new or removed route must be added here)', () => {
    expect(routeRules.map((rule) => rule.pattern).sort()).toEqual(table.map((row) => row.pattern).sort());
  });

  // Decision 0080: a shared recipe's address is its secret; no other page is kept out of search engines.
  it('marks only the shared recipe page as having a secret address', () => {
    expect(routeRules.filter((rule) => rule.secretAddress).map((rule) => rule.pattern)).toEqual(['/r/:token']);
  });

  it('has no pattern twice', () => {
    const patterns = routeRules.map((rule) => rule.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each(table)('guards $pattern with $guard', ({ pattern, guard }) => {
    expect(routeRules.find((rule) => rule.pattern === pattern)?.guard).toBe(guard);
  });

  it('covers the 14 routes of the source', () => {
    const source = [
      '/',
      '/home',
      '/signin',
      '/signup',
      '/champion/signin',
      '/dashboard',
      '/meal-planning',
      '/recipe-catalog',
      '/setup',
      '/champion/setup',
      '/accept-invitation',
      '/accept-invite/:inviteCode',
      '/champion/dashboard',
      '/profile',
      '/admin-tools/static-dashboard',
      '/admin-access',
    ];
    const patterns = routeRules.map((rule) => rule.pattern);
    for (const pattern of source) expect(patterns).toContain(pattern);
  });
});

describe('resolveAccess over every route × viewer', () => {
  it.each(cases)('$path for $viewerName → $expected', ({ path, pattern, viewer, expected }) => {
    expect(resolveAccess(path, viewer)).toEqual(expectedAccess(expected, pattern));
  });

  // "/" has no trailing slash to tolerate.
  const slashCases = cases.filter((c) => c.path !== '/');
  it.each(slashCases)('$path/ (trailing slash) for $viewerName behaves the same', ({ path, pattern, viewerName, viewer, expected }) => {
    const withSlash = `${path}/`;
    // A sign-in redirect returns to the path as it was asked for.
    const adjusted: Expected =
      viewerName === 'signedOut' && typeof expected === 'object' && expected.to.startsWith('/signin?redirectTo=')
        ? to(`/signin?redirectTo=${encodeURIComponent(withSlash)}`)
        : expected;
    expect(resolveAccess(withSlash, viewer)).toEqual(expectedAccess(adjusted, pattern));
  });
});

describe('resolveAccess: guard behaviour in detail', () => {
  it('sends an unauthenticated user to /signin with the requested path and query to return to', () => {
    expect(resolveAccess('/meal-planning', signedOut, '?week=2025-01-06')).toEqual({
      kind: 'redirect',
      to: '/signin?redirectTo=%2Fmeal-planning%3Fweek%3D2025-01-06',
    });
  });

  it('puts a redirectTo that decodes back to the requested path', () => {
    const access = resolveAccess('/champion/dashboard', signedOut);
    expect(access.kind).toBe('redirect');
    const target = new URL((access as Extract<Access, { kind: 'redirect' }>).to, 'http://localhost');
    expect(target.pathname).toBe('/signin');
    expect(target.searchParams.get('redirectTo')).toBe('/champion/dashboard');
  });

  it('keeps the query string through /champion/signin', () => {
    expect(resolveAccess('/champion/signin', signedOut, '?redirectTo=%2Fprofile')).toEqual({
      kind: 'redirect',
      to: '/signin?redirectTo=%2Fprofile',
    });
  });

  it('redirects a champion away from /dashboard but not from the other setup-complete pages', () => {
    expect(resolveAccess('/dashboard', champion)).toEqual({ kind: 'redirect', to: '/champion/dashboard' });
    for (const path of ['/meal-planning', '/recipe-catalog', '/profile', '/champion/dashboard', '/accept-invitation']) {
      expect(resolveAccess(path, champion).kind).toBe('render');
    }
  });

  it('sends an incomplete-setup user to /setup, never /champion/setup, from every setup-complete page', () => {
    for (const rule of routeRules.filter((r) => r.guard === 'setup-complete')) {
      const path = rule.pattern;
      expect(resolveAccess(path, incomplete)).toEqual({ kind: 'redirect', to: '/setup' });
    }
  });

  it('renders the invite page for any code, including an encoded one', () => {
    for (const path of ['/accept-invite/abc', '/accept-invite/a%20b', '/accept-invite/%E0%A4%A']) {
      expect(resolveAccess(path, signedOut)).toEqual({
        kind: 'render',
        rule: expect.objectContaining({ pattern: '/accept-invite/:inviteCode' }),
      });
    }
  });
});

describe('resolveAccess: unknown paths', () => {
  const unknown = [
    '/nope',
    '/dashboard/extra',
    '/Dashboard',
    '/dashboards',
    '/champion',
    '/champion/',
    '/champion/nope',
    '/admin-tools',
    '/admin-tools/',
    '/accept-invite',
    '/accept-invite/',
    '/accept-invite//',
    '/accept-invite/abc/def',
    '/signin/extra',
    '/setup/step-2',
  ];

  const unknownCases = unknown.flatMap((path) =>
    (Object.keys(viewers) as ViewerName[]).map((viewerName) => ({ path, viewerName, viewer: viewers[viewerName] })),
  );

  it.each(unknownCases)('$path for $viewerName is not found', ({ path, viewer }) => {
    expect(resolveAccess(path, viewer)).toEqual({ kind: 'not-found' });
  });
});

describe('matchPattern', () => {
  it.each([
    ['/', '/', {}],
    ['/dashboard', '/dashboard', {}],
    ['/dashboard', '/dashboard/', {}],
    ['/champion/dashboard', '/champion/dashboard', {}],
    ['/champion/dashboard', '/champion/dashboard/', {}],
    ['/accept-invite/:inviteCode', '/accept-invite/abc123', { inviteCode: 'abc123' }],
    ['/accept-invite/:inviteCode', '/accept-invite/abc123/', { inviteCode: 'abc123' }],
    ['/accept-invite/:inviteCode', '/accept-invite/a%20b', { inviteCode: 'a b' }],
    ['/accept-invite/:inviteCode', '/accept-invite/%E0%A4%A', { inviteCode: '%E0%A4%A' }],
  ])('%s matches %s with %o', (pattern, pathname, params) => {
    expect(matchPattern(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/', '/home'],
    ['/home', '/'],
    ['/dashboard', '/dashboards'],
    ['/dashboard', '/dashboard/extra'],
    ['/dashboard', '/Dashboard'],
    ['/dashboard', '/champion/dashboard'],
    ['/champion/dashboard', '/dashboard'],
    ['/accept-invite/:inviteCode', '/accept-invite'],
    ['/accept-invite/:inviteCode', '/accept-invite/'],
    ['/accept-invite/:inviteCode', '/accept-invite//'],
    ['/accept-invite/:inviteCode', '/accept-invite/a/b'],
    ['/accept-invite/:inviteCode', '/accept-invitation/abc'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPattern(pattern, pathname)).toBeNull();
  });
});

describe('safeRedirectTarget', () => {
  it.each(['/meal-planning?x=1', '/', '/dashboard', '/accept-invite/abc123', '/recipe-catalog?q=oats#top'])('accepts %s', (target) => {
    expect(safeRedirectTarget(target)).toBe(target);
  });

  it.each([
    ['//evil.com'],
    ['/\\evil.com'],
    // Browsers drop tabs and newlines from URLs: "/\t/evil.com" would become "//evil.com".
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/\r\n/evil.com'],
    ['/ /evil.com'],
    ['/%09/evil.com'.replace('%09', '\u0009')],
    ['https://x'],
    ['http://evil.com/dashboard'],
    ['javascript:alert(1)'],
    ['evil.com'],
    ['dashboard'],
    [''],
    [null],
    [undefined],
  ])('rejects %o', (target) => {
    expect(safeRedirectTarget(target)).toBeNull();
  });
});

describe('dashboardPathFor', () => {
  it.each([
    ['regular', '/dashboard'],
    ['champion', '/champion/dashboard'],
    ['both', '/dashboard'],
    [null, '/dashboard'],
  ] as const)('%s → %s', (userType, path) => {
    expect(dashboardPathFor(userType)).toBe(path);
  });
});

describe('homePathFor', () => {
  it.each([
    [incomplete, '/setup'],
    [regular, '/dashboard'],
    [champion, '/champion/dashboard'],
    [both, '/dashboard'],
  ] as const)('%o → %s', (viewer, path) => {
    expect(homePathFor(viewer as Extract<Viewer, { status: 'signed-in' }>)).toBe(path);
  });
});

describe('signInPathFor', () => {
  it.each([
    ['/', '/signin'],
    ['/dashboard', '/signin?redirectTo=%2Fdashboard'],
    ['/champion/dashboard', '/signin?redirectTo=%2Fchampion%2Fdashboard'],
    ['/accept-invite/abc', '/signin?redirectTo=%2Faccept-invite%2Fabc'],
    ['/meal-planning?week=2&x=a b', '/signin?redirectTo=%2Fmeal-planning%3Fweek%3D2%26x%3Da%20b'],
  ])('%s → %s', (returnTo, path) => {
    expect(signInPathFor(returnTo)).toBe(path);
  });
});
