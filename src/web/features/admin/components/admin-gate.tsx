import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { can } from '../../../../shared/permissions.ts';
import { signInPathFor } from '../../../../shared/routing.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useMe } from '../../../api/me/get-me.ts';

/**
 * Admin pages render for anyone (their routes have no guard); what they show depends on who is looking. The
 * server authorizes every admin call on its own, so this is presentation, not protection.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { data: me, isPending } = useMe();
  const { pathname, search } = useLocation();
  if (isPending) return <Loading />;
  if (!me) {
    return (
      <div className="card prose">
        <p>Sign in with an admin account to use the admin tools.</p>
        <p>
          <Link to={signInPathFor(pathname + search)}>Sign in</Link>
        </p>
      </div>
    );
  }
  if (!can(me, 'useAdminTools')) return <NoAdminAccess />;
  return <>{children}</>;
}

/** What a signed-in person without the admin role sees (also when the server answers an admin call with 403). */
export function NoAdminAccess() {
  return (
    <div className="card prose">
      <p>You do not have admin access</p>
      <p className="muted">The admin tools are for the programme team. If you think you should have access, ask them.</p>
    </div>
  );
}
