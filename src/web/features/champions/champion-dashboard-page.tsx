import { Link } from 'react-router';
import { can } from '../../../shared/permissions.ts';
import { dashboardPathFor, paths } from '../../../shared/routing.ts';
import type { Me } from '../../../shared/users.ts';
import { profileLabel } from '../../../shared/profile-label.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useMe } from '../../api/me/get-me.ts';
import { useGroup } from '../../api/champions/get-group.ts';
import { GroupMembers } from './group-members.tsx';
import { GroupLoadError, GroupSection } from './group-section.tsx';
import { InvitationSection } from './invitation-section.tsx';
import { RecommendationSection } from './recommendation-section.tsx';

/**
 * Participants may open this page (its route is guarded by sign-in and setup only): they learn about the role,
 * and nothing here calls the champion API, which would answer them 403.
 */
function AboutChampions() {
  return (
    <div className="card prose">
      <h2>What champions do</h2>
      <p>
        Champions are volunteers who run a small group in the programme. They invite people to join, see how their group is getting on with
        planning meals (how many meals each person has planned, never their recipes or plans themselves), and recommend recipes to everyone
        in it.
      </p>
      <h2>Becoming a champion</h2>
      <ul>
        <li>Ask the programme team: they can make you a champion, and your group then appears on this page.</li>
        <li>
          Or accept a champion invitation: if the programme team has sent you one, open its link or enter its code on the{' '}
          <Link to={paths.acceptInvitation}>accept an invitation</Link> page.
        </li>
      </ul>
      <p>
        Looking for a group to join instead? <Link to={paths.champions}>Find a champion</Link>.
      </p>
    </div>
  );
}

function ChampionDashboard({ me }: { me: Me }) {
  const group = useGroup();
  const firstName = profileLabel(me.name)?.firstName;
  return (
    <>
      <p className="lead">{firstName ? `Hello, ${firstName}.` : 'Hello.'} This is where you look after your group.</p>
      <GroupSection title="Your group">
        {group.isPending ? (
          <Skeleton />
        ) : group.isError ? (
          <GroupLoadError what="Your group" error={group.error} retrying={group.isFetching} onRetry={() => void group.refetch()} />
        ) : (
          <GroupMembers group={group.data} now={new Date()} />
        )}
      </GroupSection>
      <InvitationSection />
      {group.data ? <RecommendationSection recommendations={group.data.recommendations} /> : null}
    </>
  );
}

export function ChampionDashboardPage() {
  const { data: me } = useMe();
  if (!me) return <Loading />;
  return (
    <div className="page">
      <PageHeading>Champion Dashboard</PageHeading>
      {can(me, 'runGroup') ? (
        <ChampionDashboard me={me} />
      ) : (
        <>
          <p className="lead">This dashboard is for champions, the volunteers who run groups in the programme.</p>
          {/* On /champion pages the champion navigation offers a participant only this page: this is their way back. */}
          <p>
            <Link className="button button--secondary" to={dashboardPathFor(me.userType)}>
              Back to your dashboard
            </Link>
          </p>
          <AboutChampions />
        </>
      )}
    </div>
  );
}
