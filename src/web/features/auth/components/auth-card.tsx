import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { WrongAddressNotice } from './wrong-address-notice.tsx';

/** The narrow card every sign-in and account page sits in. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="page page--auth">
      <div className="card auth-card">
        <PageHeading>{title}</PageHeading>
        {intro ? <p className="muted">{intro}</p> : null}
        <WrongAddressNotice />
        {children}
      </div>
      {footer ? <div className="auth-footer">{footer}</div> : null}
    </div>
  );
}
