import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { headerExtrasFor, navigationFor, type HeaderExtras } from '../../shared/navigation.ts';
import { matchPattern, paths } from '../../shared/routing.ts';
import { Spinner } from '../components/ui/loading.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import { useChosenLanguage } from '../lib/i18n/use-chosen-language.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { useViewer } from '../lib/session/use-viewer.ts';
import { BrandMark } from './brand-mark.tsx';
import { usePageLoading } from './page-loading.ts';
import { useT } from '../lib/i18n/use-t.ts';

// Only signed-in people see the top navigation (with its menu and sign-out): it loads on demand, which keeps
// it out of the home page's first load (the JavaScript budget, scripts/check-budgets.mjs).
const TopNav = lazyComponent(() => import('./top-nav.tsx').then((module) => module.TopNav));
/** Starts loading the top navigation, for a page about to draw for a signed-in person (router.tsx's startPage). */
export const preloadNavigation = TopNav.preload;
// The language switcher, for people who are not signed in: on demand too. A page the build drew keeps the drawn
// switcher on screen until its module arrives (hydration waits at the Suspense boundary).
const LanguageSwitcher = lazyComponent(() => import('./language-switcher.tsx').then((module) => module.LanguageSwitcher));
// Setup pages' Sign Out: also for signed-in people only, so also on demand.
const SignOutButton = lazy(() => import('./sign-out-button.tsx').then((module) => ({ default: module.SignOutButton })));

/** The header without navigation: signed-out and setup pages, and signed-in ones while the navigation loads. */
function PlainHeader({ extras }: { extras: HeaderExtras }) {
  const t = useT();
  const brand = (
    <>
      <BrandMark />
      <span className="brand__name">{t('app.name')}</span>
    </>
  );
  return (
    <header className="site-header site-header--plain">
      <div className="site-header__inner">
        {extras.logoTo ? (
          <Link to={extras.logoTo} className="brand">
            {brand}
          </Link>
        ) : (
          <span className="brand brand--plain">{brand}</span>
        )}
        {extras.signOut ? (
          <Suspense fallback={null}>
            <SignOutButton />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}

/** Moves focus to the new page's h1 after each client-side navigation (not on the first load). */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('#main h1');
    heading?.focus({ preventScroll: false });
  }, [pathname]);
}

/** The root layout: skip link, top navigation (when navigationFor says so), the page. */
export function AppShell({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const viewer = useViewer();
  const navigation = navigationFor(pathname, viewer);
  const headerExtras = headerExtrasFor(pathname, viewer);
  const pageLoading = usePageLoading();
  const t = useT();
  useFocusHeadingOnNavigation();
  useChosenLanguage();
  // The week planner needs more room than the other pages (seven days side by side on wide screens). The address
  // decides, not the planner's presence, so the page does not widen under the reader once the planner draws.
  const wide = matchPattern(paths.mealPlanning, pathname) !== null;

  return (
    <ToastProvider>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {navigation.visible ? (
        <Suspense fallback={<PlainHeader extras={headerExtras} />}>
          <TopNav navigation={navigation} />
        </Suspense>
      ) : (
        <PlainHeader extras={headerExtras} />
      )}
      {pageLoading ? (
        // A lazy page is on its way; the current page stays until it arrives.
        <div className="route-progress" role="status" aria-label={t('app.loading')}>
          <Spinner size="sm" />
        </div>
      ) : null}
      <main id="main" tabIndex={-1} className={wide ? 'site-main site-main--wide' : 'site-main'}>
        {children}
      </main>
      {viewer.status === 'signed-out' ? (
        <footer className="site-footer">
          <Suspense fallback={null}>
            <LanguageSwitcher />
          </Suspense>
        </footer>
      ) : null}
    </ToastProvider>
  );
}
