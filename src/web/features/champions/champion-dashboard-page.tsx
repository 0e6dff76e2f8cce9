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
import { useT } from '../../lib/i18n/use-t.ts';
import { T } from '../../lib/i18n/t.tsx';
import { GoalSection } from './goal-section.tsx';
import { GroupMembers } from './group-members.tsx';
import { GroupLoadError, GroupSection } from './group-section.tsx';
import { InvitationSection } from './invitation-section.tsx';
import { RecommendationSection } from './recommendation-section.tsx';
import { CheckInSection } from './check-in-section.tsx';
import { MessageSection } from './message-section.tsx';
import { ProgressSection } from './progress-section.tsx';

/**
 * Participants may open this page (its route is guarded by sign-in and setup only): they learn about the role,
 * and nothing here calls the champion API, which would answer them 403.
 */
function AboutChampions() {
  const t = useT();
  return (
    <div className="card prose">
      <h2>{t('champions.about.whatTitle')}</h2>
      <p>{t('champions.about.whatBody')}</p>
      <h2>{t('champions.about.becomingTitle')}</h2>
      <ul>
        <li>{t('champions.about.askTeam')}</li>
        <li>
          <T k="champions.about.acceptInvitation" components={{ 0: <Link to={paths.acceptInvitation} /> }} />
        </li>
      </ul>
      <p>
        <T k="champions.about.findChampion" components={{ 0: <Link to={paths.champions} /> }} />
      </p>
    </div>
  );
}

function ChampionDashboard({ me }: { me: Me }) {
  const t = useT();
  const group = useGroup();
  const firstName = profileLabel(me.name)?.firstName;
  return (
    <>
      <p className="lead">{firstName ? t('champions.dashboard.helloName', { name: firstName }) : t('champions.dashboard.hello')}</p>
      <GroupSection title={t('champions.dashboard.yourGroup')}>
        {group.isPending ? (
          <Skeleton />
        ) : group.isError ? (
          <GroupLoadError
            messageKey="champions.dashboard.groupLoadError"
            error={group.error}
            retrying={group.isFetching}
            onRetry={() => void group.refetch()}
          />
        ) : (
          <GroupMembers group={group.data} now={new Date()} />
        )}
      </GroupSection>
      <GoalSection />
      <MessageSection />
      <CheckInSection />
      <InvitationSection />
      {group.data ? <RecommendationSection recommendations={group.data.recommendations} /> : null}
      <ProgressSection />
    </>
  );
}

export function ChampionDashboardPage() {
  const { data: me } = useMe();
  const t = useT();
  if (!me) return <Loading />;
  const runsGroup = can(me, 'runGroup');
  return (
    <div className="page">
      <PageHeading>{t('champions.dashboard.title')}</PageHeading>
      {runsGroup ? (
        <ChampionDashboard me={me} />
      ) : (
        <>
          <p className="lead">{t('champions.dashboard.forChampionsOnly')}</p>
          {/* On /champion pages the champion navigation offers a participant only this page: this is their way back. */}
          <p>
            <Link className="button button--secondary" to={dashboardPathFor(me.userType)}>
              {t('champions.dashboard.backToDashboard')}
            </Link>
          </p>
          <AboutChampions />
        </>
      )}
    </div>
  );
}
