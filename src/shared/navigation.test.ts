import { describe, expect, it } from 'vitest';
import { headerExtrasFor, isChampionPath, logoTargetFor, navigationFor, type NavLink } from './navigation.ts';
import type { Viewer } from './routing.ts';

const loading: Viewer = { status: 'loading' };
const signedOut: Viewer = { status: 'signed-out' };
const incomplete: Viewer = { status: 'signed-in', setupComplete: false, userType: null, role: 'user', championStatus: 'none' };
const regular: Viewer = { status: 'signed-in', setupComplete: true, userType: 'regular', role: 'user', championStatus: 'none' };
const champion: Viewer = { status: 'signed-in', setupComplete: true, userType: 'champion', role: 'user', championStatus: 'approved' };
const both: Viewer = { status: 'signed-in', setupComplete: true, userType: 'both', role: 'user', championStatus: 'approved' };

const signedInViewers = { incomplete, regular, champion, both } as const;
type SignedInName = keyof typeof signedInViewers;
const signedInNames = Object.keys(signedInViewers) as SignedInName[];

// The links, label and target, written out: people and tests find them by these names.
const Dashboard: NavLink = { label: 'Dashboard', to: '/dashboard' };
const MealPlanning: NavLink = { label: 'Meal Planning', to: '/meal-planning' };
const RecipeCatalog: NavLink = { label: 'Recipe Catalog', to: '/recipe-catalog' };
const ChampionDashboard: NavLink = { label: 'Champion Dashboard', to: '/champion/dashboard' };

const logoFor: Record<SignedInName, string> = {
  incomplete: '/',
  regular: '/',
  champion: '/champion/dashboard',
  both: '/',
};

describe('navigationFor: when the navigation is hidden', () => {
  const anyPaths = ['/', '/home', '/signin', '/dashboard', '/champion/dashboard', '/accept-invite/abc', '/nope'];

  it.each(
    anyPaths.flatMap((path) => [
      { path, who: 'loading', viewer: loading },
      { path, who: 'signed-out', viewer: signedOut },
    ]),
  )('hidden on $path while $who', ({ path, viewer }) => {
    expect(navigationFor(path, viewer)).toEqual({ visible: false });
  });

  const setupPaths = ['/setup', '/champion/setup', '/setup/', '/champion/setup/'];
  it.each(setupPaths.flatMap((path) => signedInNames.map((who) => ({ path, who, viewer: signedInViewers[who] }))))(
    'hidden on the setup page $path even for $who',
    ({ path, viewer }) => {
      expect(navigationFor(path, viewer)).toEqual({ visible: false });
    },
  );
});

describe('navigationFor: the champion navigation on /champion paths', () => {
  const championLinks: Record<SignedInName, NavLink[]> = {
    incomplete: [ChampionDashboard],
    regular: [ChampionDashboard],
    champion: [ChampionDashboard],
    both: [Dashboard, MealPlanning, RecipeCatalog, ChampionDashboard],
  };
  const championPaths = ['/champion/dashboard', '/champion/dashboard/', '/champion/signin', '/champion'];

  it.each(championPaths.flatMap((path) => signedInNames.map((who) => ({ path, who, viewer: signedInViewers[who] }))))(
    '$path for $who',
    ({ path, who, viewer }) => {
      expect(navigationFor(path, viewer)).toEqual({
        visible: true,
        variant: 'champion',
        links: championLinks[who],
        logoTo: logoFor[who],
      });
    },
  );

  it('always has a Champion Dashboard link', () => {
    for (const who of signedInNames) {
      const nav = navigationFor('/champion/dashboard', signedInViewers[who]);
      expect(nav.visible && nav.links.map((link) => link.label)).toContain('Champion Dashboard');
    }
  });
});

describe('navigationFor: the general navigation on other paths', () => {
  const generalLinks: Record<SignedInName, NavLink[]> = {
    incomplete: [Dashboard, MealPlanning, RecipeCatalog],
    regular: [Dashboard, MealPlanning, RecipeCatalog],
    champion: [ChampionDashboard],
    both: [Dashboard, MealPlanning, RecipeCatalog, ChampionDashboard],
  };
  const generalPaths = [
    '/',
    '/home',
    '/dashboard',
    '/dashboard/',
    '/meal-planning',
    '/recipe-catalog',
    '/profile',
    '/champions',
    '/admin-tools/champions',
    '/admin-tools/static-dashboard',
    '/admin-access',
    '/accept-invitation',
    '/accept-invite/abc',
    '/championship',
    '/nope',
  ];

  it.each(generalPaths.flatMap((path) => signedInNames.map((who) => ({ path, who, viewer: signedInViewers[who] }))))(
    '$path for $who',
    ({ path, who, viewer }) => {
      expect(navigationFor(path, viewer)).toEqual({
        visible: true,
        variant: 'general',
        links: generalLinks[who],
        logoTo: logoFor[who],
      });
    },
  );

  it('gives a signed-in user whose setup is incomplete the participant links on an invite page', () => {
    const nav = navigationFor('/accept-invite/abc', incomplete);
    expect(nav.visible && nav.links.map((link) => link.label)).toEqual(['Dashboard', 'Meal Planning', 'Recipe Catalog']);
  });

  // The Champion Dashboard link follows can(viewer, 'runGroup'), as the champion API does: the admin role alone is no group.
  it('gives an admin the champion link only when they are a champion too', () => {
    const labels = (viewer: Viewer) => {
      const nav = navigationFor('/dashboard', viewer);
      return nav.visible ? nav.links.map((link) => link.label) : [];
    };
    expect(labels({ ...regular, role: 'admin' })).toEqual(['Dashboard', 'Meal Planning', 'Recipe Catalog']);
    expect(labels({ ...both, role: 'admin' })).toEqual(['Dashboard', 'Meal Planning', 'Recipe Catalog', 'Champion Dashboard']);
  });

  it('never gives a regular user a champion link outside /champion paths', () => {
    for (const path of generalPaths) {
      const nav = navigationFor(path, regular);
      expect(nav.visible && nav.links.map((link) => link.label)).not.toContain('Champion Dashboard');
    }
  });
});

describe('logoTargetFor', () => {
  it.each([
    ['champion', '/champion/dashboard'],
    ['regular', '/'],
    ['both', '/'],
    [null, '/'],
  ] as const)('%s → %s', (userType, target) => {
    expect(logoTargetFor(userType)).toBe(target);
  });
});

describe('isChampionPath', () => {
  it.each([
    ['/champion/dashboard', true],
    ['/champion/dashboard/', true],
    ['/champion/setup', true],
    ['/champion/signin', true],
    ['/champion', true],
    ['/champion/', true],
    ['/champions', false],
    ['/champions/', false],
    ['/admin-tools/champions', false],
    ['/championship', false],
    ['/champion-dashboard', false],
    ['/dashboard', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isChampionPath(path)).toBe(expected);
  });
});

// Regression: signed out, the logo was not a link (sign-in and sign-up had no way home), and setup had no way to sign out.
describe('headerExtrasFor: the logo and Sign Out around the navigation', () => {
  const cases = [
    { path: '/signin', who: 'signed-out', viewer: signedOut, logoTo: '/', signOut: false },
    { path: '/signup', who: 'signed-out', viewer: signedOut, logoTo: '/', signOut: false },
    { path: '/', who: 'signed-out', viewer: signedOut, logoTo: '/', signOut: false },
    { path: '/accept-invite/abc', who: 'signed-out', viewer: signedOut, logoTo: '/', signOut: false },
    { path: '/signin', who: 'loading', viewer: loading, logoTo: null, signOut: false },
    { path: '/setup', who: 'incomplete', viewer: incomplete, logoTo: '/', signOut: true },
    { path: '/setup/', who: 'incomplete', viewer: incomplete, logoTo: '/', signOut: true },
    { path: '/champion/setup', who: 'incomplete', viewer: incomplete, logoTo: '/', signOut: true },
    { path: '/dashboard', who: 'regular', viewer: regular, logoTo: '/', signOut: false },
    { path: '/champion/dashboard', who: 'champion', viewer: champion, logoTo: '/champion/dashboard', signOut: false },
    { path: '/meal-planning', who: 'both', viewer: both, logoTo: '/', signOut: false },
  ] as const;

  it.each(cases)('$path for $who: logo to $logoTo, Sign Out $signOut', ({ path, viewer, logoTo, signOut }) => {
    expect(headerExtrasFor(path, viewer)).toEqual({ logoTo, signOut });
  });

  it('agrees with the navigation on the logo wherever the navigation shows', () => {
    for (const who of signedInNames) {
      for (const path of ['/dashboard', '/champion/dashboard', '/profile']) {
        const nav = navigationFor(path, signedInViewers[who]);
        expect(nav.visible && nav.logoTo).toBe(headerExtrasFor(path, signedInViewers[who]).logoTo);
      }
    }
  });

  it('offers Sign Out on its own only where the navigation (and its profile menu) is hidden for a signed-in user', () => {
    for (const who of signedInNames) {
      for (const path of ['/setup', '/champion/setup', '/dashboard', '/champion/dashboard', '/']) {
        const viewer = signedInViewers[who];
        expect(headerExtrasFor(path, viewer).signOut).toBe(!navigationFor(path, viewer).visible);
      }
    }
  });
});
