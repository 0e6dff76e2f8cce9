import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/routing.ts';
import { buttonClassName } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useViewer } from '../../lib/session/use-viewer.ts';

/** /accept-invite/:inviteCode, open to all. */
export function AcceptInvitePage() {
  const { inviteCode = '' } = useParams();
  const viewer = useViewer();
  return (
    <div className="page page--narrow">
      <PageHeading>You have been invited</PageHeading>
      <p className="lead">A champion has invited you to join their group in Champion Kitchen.</p>
      <div className="card">
        <p className="muted small">Invitation code</p>
        <p className="code">{inviteCode}</p>
      </div>
      {viewer.status === 'loading' ? <Loading inline /> : null}
      {viewer.status === 'signed-out' ? (
        <div className="actions">
          <Link className={buttonClassName('primary')} to={paths.signUp}>
            Sign up to accept
          </Link>
        </div>
      ) : null}
    </div>
  );
}
