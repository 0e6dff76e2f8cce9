import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { navigationFor } from '../shared/navigation.ts';
import { matchPattern, paths } from '../shared/routing.ts';
import { meQueryOptions } from './api/me/get-me.ts';
import { AppShell, preloadNavigation } from './app/app-shell.tsx';
import type { FirstReads } from './app/first-reads.ts';
import { trackPageLoad } from './app/page-loading.ts';
import { RouteErrorBoundary } from './app/route-error.tsx';
import { RouteGuard } from './app/route-guard.tsx';
import { Loading } from './components/ui/loading.tsx';
import { wordsForPage } from './lib/i18n/i18n.ts';
import { lazyComponent } from './lib/lazy-component.tsx';
import { viewerFor } from './lib/session/use-viewer.ts';

/*
 * Declarative routes (BrowserRouter) rather than the data router: the app uses no loaders or actions, and the
 * data router costs about 16 KB gzip more in every page's first load, which the home page's JavaScript budget
 * (scripts/check-budgets.mjs) cannot afford. What the data router gave us is kept: navigations are
 * transitions, so the current page stays while the next page's module loads (the shell shows a spinner, see
 * page-loading.ts); the first page shows a Loading status meanwhile; a page that fails shows the error page.
 */

type RoutePath = (typeof paths)[keyof typeof paths];
/** `load` is the page's module loader: the build reads it to know which chunk a path needs (scripts/prerender-pages.ts). */
type LazyPage = ComponentType & { load: () => Promise<unknown> };

/**
 * Loads a page module on demand; its named export becomes the route's component (lib/lazy-component.tsx). It draws
 * once its words are in too: the first page's came with it, any other's with the language's whole catalogue.
 */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  const component = lazyComponent(
    () => Promise.all([load(), wordsForPage()]).then(([module]) => module[name] as ComponentType),
    trackPageLoad,
  );
  // The build's loader goes through the component's, so that a page loaded for the first render draws at once.
  return Object.assign(component, { load: () => component.preload().then(() => load()) });
}

const HomePage = page(() => import('./features/home/home-page.tsx'), 'HomePage');
const SetupPage = page(() => import('./features/setup/setup-page.tsx'), 'SetupPage');
const CookModePage = page(() => import('./features/cook-mode/cook-mode-page.tsx'), 'CookModePage');
const NotFoundPage = page(() => import('./app/not-found-page.tsx'), 'NotFoundPage');

/**
 * One page per path of the shared route table (src/shared/routing.ts); the type makes a path without a page
 * a compile error. /champion/signin has none: the guard always redirects it.
 */
export const pages: Record<Exclude<RoutePath, typeof paths.championSignIn>, LazyPage> = {
  [paths.home]: HomePage,
  [paths.homeAlias]: HomePage,
  [paths.signIn]: page(() => import('./features/auth/sign-in-page.tsx'), 'SignInPage'),
  [paths.signUp]: page(() => import('./features/auth/sign-up-page.tsx'), 'SignUpPage'),
  [paths.forgotPassword]: page(() => import('./features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  [paths.resetPassword]: page(() => import('./features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  [paths.dashboard]: page(() => import('./features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
  [paths.mealPlanning]: page(() => import('./features/meal-plans/meal-planning-page.tsx'), 'MealPlanningPage'),
  [paths.shoppingList]: page(() => import('./features/shopping-lists/shopping-list-page.tsx'), 'ShoppingListPage'),
  [paths.pantry]: page(() => import('./features/pantry/pantry-page.tsx'), 'PantryPage'),
  [paths.recipeCatalog]: page(() => import('./pages/recipe-catalog-page.tsx'), 'RecipeCatalogPage'),
  [paths.setup]: SetupPage,
  [paths.championSetup]: SetupPage,
  [paths.acceptInvitation]: page(() => import('./features/invitations/accept-invitation-page.tsx'), 'AcceptInvitationPage'),
  [paths.acceptInvite]: page(() => import('./features/invitations/accept-invite-page.tsx'), 'AcceptInvitePage'),
  [paths.championDashboard]: page(() => import('./features/champions/champion-dashboard-page.tsx'), 'ChampionDashboardPage'),
  [paths.profile]: page(() => import('./features/profile/profile-page.tsx'), 'ProfilePage'),
  [paths.champions]: page(() => import('./features/champions/champions-page.tsx'), 'ChampionsPage'),
  [paths.adminStaticDashboard]: page(() => import('./features/admin/programme-stats-page.tsx'), 'ProgrammeStatsPage'),
  [paths.adminChampions]: page(() => import('./features/admin/manage-champions-page.tsx'), 'ManageChampionsPage'),
  [paths.adminAccess]: page(() => import('./features/admin/admin-access-page.tsx'), 'AdminAccessPage'),
  [paths.cookRecipe]: CookModePage,
  [paths.cookCatalogueRecipe]: CookModePage,
  [paths.sharedRecipe]: page(() => import('./features/shared-recipe/shared-recipe-page.tsx'), 'SharedRecipePage'),
};

/**
 * Starts the page at `location` before anything renders: its module (already downloading, named in the HTML's
 * modulepreload links), the person, and once they are known, the top navigation (where navigationFor shows it) and the
 * reads the page makes first (its `firstReads` export, see app/first-reads.ts), beside the session check rather than
 * after the guard and the page have rendered. Nothing is read for a visitor without a session, so a signed-out visit
 * asks for nothing it would be refused. Settles when the page's module and the person are in (or failed): the first
 * render then draws the page itself, not a fallback (lib/lazy-component.tsx).
 */
export async function startPage(location: { pathname: string; search: string }, queryClient: QueryClient): Promise<void> {
  const page = Object.entries(pages).find(([pattern]) => matchPattern(pattern, location.pathname) !== null)?.[1];
  const [module, me] = await Promise.all([
    // A page whose module fails to load shows its error when it renders (RouteErrorBoundary); nothing to add here.
    page ? page.load().catch(() => null) : null,
    queryClient.ensureQueryData(meQueryOptions).catch(() => null),
  ]);
  if (!me) return;
  const firstReads = (module as { firstReads?: FirstReads } | null)?.firstReads;
  if (firstReads) firstReads({ queryClient, me, search: new URLSearchParams(location.search) });
  // Only where the page shows it: setup pages hide the navigation (shared/navigation.ts).
  if (navigationFor(location.pathname, viewerFor(me)).visible) await preloadNavigation().catch(() => undefined);
}

/** The shell around every page; a page's error or first load stays inside it. */
function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AppShell>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </AppShell>
  );
}

function RedirectOnly() {
  return null;
}

/** Every route, inside whichever router holds the location: the browser's, or the build's (prerendering). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<RouteGuard />}>
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path={paths.championSignIn} element={<RedirectOnly />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
