import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { navigationFor } from '../../shared/navigation.ts';
import { Spinner } from '../components/ui/loading.tsx';
import { useViewer } from '../lib/session/use-viewer.ts';
import { BrandMark } from './brand-mark.tsx';
import { TopNav } from './top-nav.tsx';

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
  const routerNavigation = useNavigation();
  useFocusHeadingOnNavigation();

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {navigation.visible ? (
        <TopNav navigation={navigation} />
      ) : (
        <header className="site-header site-header--plain">
          <div className="site-header__inner">
            <span className="brand brand--plain">
              <BrandMark />
              <span className="brand__name">Champion Kitchen</span>
            </span>
          </div>
        </header>
      )}
      {routerNavigation.state === 'loading' ? (
        // A lazy page is on its way; the current page stays until it arrives.
        <div className="route-progress" role="status" aria-label="Loading">
          <Spinner size="sm" />
        </div>
      ) : null}
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
    </>
  );
}
