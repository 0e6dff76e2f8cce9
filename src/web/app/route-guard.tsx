import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, resolveAccess, safeRedirectTarget } from '../../shared/routing.ts';
import { Loading } from '../components/ui/loading.tsx';
import { useViewer } from '../lib/session/use-viewer.ts';

/**
 * Every route passes through here: resolveAccess (src/shared/routing.ts) decides, this only carries it out.
 * Unknown paths reach the catch-all route, which renders the not-found page.
 */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const viewer = useViewer();
  const access = resolveAccess(pathname, viewer, search);

  switch (access.kind) {
    case 'loading':
      return <Loading />;
    case 'redirect': {
      // The sign-in page honours ?redirectTo=: once the user is signed in, that is where they go.
      const returnTo = pathname === paths.signIn ? safeRedirectTarget(new URLSearchParams(search).get('redirectTo')) : null;
      return <Navigate replace to={returnTo ?? access.to} />;
    }
    case 'render':
    case 'not-found':
      return <Outlet />;
  }
}
