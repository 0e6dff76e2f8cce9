import { can } from './permissions.ts';
import { paths, type Viewer } from './routing.ts';
import type { UserType } from './users.ts';

export type NavLabel = 'Dashboard' | 'Meal Planning' | 'Recipe Catalog' | 'Champion Dashboard';
export interface NavLink {
  label: NavLabel;
  to: string;
}

export type Navigation = { visible: false } | { visible: true; variant: 'champion' | 'general'; links: NavLink[]; logoTo: string };

const dashboard: NavLink = { label: 'Dashboard', to: paths.dashboard };
const mealPlanning: NavLink = { label: 'Meal Planning', to: paths.mealPlanning };
const recipeCatalog: NavLink = { label: 'Recipe Catalog', to: paths.recipeCatalog };
const championDashboard: NavLink = { label: 'Champion Dashboard', to: paths.championDashboard };

const setupPaths = new Set<string>([paths.setup, paths.championSetup]);

function normalise(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * "Paths containing /champion" read as the /champion segment (/champion/dashboard, /champion/setup):
 * /champions and /admin-tools/champions are general pages (docs/decisions/0003-navigation-rules.md).
 */
export function isChampionPath(pathname: string): boolean {
  const p = normalise(pathname);
  return p === '/champion' || p.startsWith('/champion/');
}

export function logoTargetFor(userType: UserType | null): string {
  return userType === 'champion' ? paths.championDashboard : paths.home;
}

/**
 * What the header holds besides the navigation. The *navigation* is hidden when signed out and on setup
 * pages, not the header: its logo "links to / for others", signed-out visitors included, so sign-in and sign-up
 * have a way home. On setup pages, where the profile menu goes with the navigation, the header keeps a Sign Out
 * button, or someone who signed in with the wrong account could not leave. While the session loads the logo
 * links nowhere: whether it should go to / or to a champion's dashboard is not known yet.
 */
export interface HeaderExtras {
  logoTo: string | null;
  signOut: boolean;
}

export function headerExtrasFor(pathname: string, viewer: Viewer): HeaderExtras {
  if (viewer.status === 'loading') return { logoTo: null, signOut: false };
  if (viewer.status === 'signed-out') return { logoTo: paths.home, signOut: false };
  return { logoTo: logoTargetFor(viewer.userType), signOut: setupPaths.has(normalise(pathname)) };
}

/** The navigation rules (champion or general links, the logo's target), for the signed-in user on `pathname`. */
export function navigationFor(pathname: string, viewer: Viewer): Navigation {
  if (viewer.status !== 'signed-in' || setupPaths.has(normalise(pathname))) return { visible: false };
  const { userType } = viewer;
  const logoTo = logoTargetFor(userType);
  if (isChampionPath(pathname)) {
    const links = userType === 'both' ? [dashboard, mealPlanning, recipeCatalog, championDashboard] : [championDashboard];
    return { visible: true, variant: 'champion', links, logoTo };
  }
  const links: NavLink[] = [];
  if (userType !== 'champion') links.push(dashboard, mealPlanning, recipeCatalog);
  if (can(viewer, 'runGroup')) links.push(championDashboard);
  return { visible: true, variant: 'general', links, logoTo };
}
