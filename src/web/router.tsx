import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { paths } from '../shared/routing.ts';
import { AppShell } from './app/app-shell.tsx';
import { RouteError } from './app/route-error.tsx';
import { RouteGuard } from './app/route-guard.tsx';
import { Loading } from './components/ui/loading.tsx';

type LazyPage = NonNullable<RouteObject['lazy']>;
type RoutePath = (typeof paths)[keyof typeof paths];

/** Loads a page module on demand; its named export becomes the route's component. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  return async () => {
    const module = await load();
    return { Component: module[name] as React.ComponentType };
  };
}

const homePage = page(() => import('./features/home/home-page.tsx'), 'HomePage');
const setupPage = page(() => import('./features/setup/setup-page.tsx'), 'SetupPage');

/**
 * One page per path of the shared route table (src/shared/routing.ts); the type makes a path without a page
 * a compile error. /champion/signin has none: the guard always redirects it.
 */
const pages: Record<Exclude<RoutePath, typeof paths.championSignIn>, LazyPage> = {
  [paths.home]: homePage,
  [paths.homeAlias]: homePage,
  [paths.signIn]: page(() => import('./features/auth/sign-in-page.tsx'), 'SignInPage'),
  [paths.signUp]: page(() => import('./features/auth/sign-up-page.tsx'), 'SignUpPage'),
  [paths.forgotPassword]: page(() => import('./features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  [paths.resetPassword]: page(() => import('./features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  [paths.dashboard]: page(() => import('./features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
  [paths.mealPlanning]: page(() => import('./features/meal-plans/meal-planning-page.tsx'), 'MealPlanningPage'),
  [paths.shoppingList]: page(() => import('./features/shopping-list/shopping-list-page.tsx'), 'ShoppingListPage'),
  [paths.recipeCatalog]: page(() => import('./features/catalogue/recipe-catalog-page.tsx'), 'RecipeCatalogPage'),
  [paths.setup]: setupPage,
  [paths.championSetup]: setupPage,
  [paths.acceptInvitation]: page(() => import('./features/invitations/accept-invitation-page.tsx'), 'AcceptInvitationPage'),
  [paths.acceptInvite]: page(() => import('./features/invitations/accept-invite-page.tsx'), 'AcceptInvitePage'),
  [paths.championDashboard]: page(() => import('./features/champions/champion-dashboard-page.tsx'), 'ChampionDashboardPage'),
  [paths.profile]: page(() => import('./features/profile/profile-page.tsx'), 'ProfilePage'),
  [paths.champions]: page(() => import('./features/champions/champions-page.tsx'), 'ChampionsPage'),
  [paths.adminStaticDashboard]: page(() => import('./features/admin/static-dashboard-page.tsx'), 'StaticDashboardPage'),
  [paths.adminChampions]: page(() => import('./features/admin/manage-champions-page.tsx'), 'ManageChampionsPage'),
  [paths.adminAccess]: page(() => import('./features/admin/admin-access-page.tsx'), 'AdminAccessPage'),
};

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

function RedirectOnly() {
  return null;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        id: 'guard',
        Component: RouteGuard,
        ErrorBoundary: RouteError,
        // Shown while the first page's module loads; later loads keep the old page and show the shell's spinner.
        HydrateFallback: () => <Loading />,
        children: [
          ...Object.entries(pages).map(([path, lazy]): RouteObject => ({ path, lazy })),
          { path: paths.championSignIn, Component: RedirectOnly },
          { path: '*', lazy: page(() => import('./app/not-found-page.tsx'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
