import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { can } from '../../../../shared/permissions.ts';
import { signInPathFor } from '../../../../shared/routing.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useMe } from '../../../api/me/get-me.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * Admin pages render for anyone (their routes have no guard); what they show depends on who is looking. The
 * server authorizes every admin call on its own, so this is presentation, not protection.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { data: me, isPending } = useMe();
  const { pathname, search } = useLocation();
  const t = useT();
  if (isPending) return <Loading />;
  if (!me) {
    return (
      <div className="card prose">
        <p>{t('admin.gate.signInFirst')}</p>
        <p>
          <Link to={signInPathFor(pathname + search)}>{t('admin.gate.signIn')}</Link>
        </p>
      </div>
    );
  }
  if (!can(me, 'useAdminTools')) return <NoAdminAccess />;
  return <>{children}</>;
}

/** What a signed-in person without the admin role sees (also when the server answers an admin call with 403). */
export function NoAdminAccess() {
  const t = useT();
  return (
    <div className="card prose">
      <p>{t('admin.gate.noAccess')}</p>
      <p className="muted">{t('admin.gate.noAccessHelp')}</p>
    </div>
  );
}
