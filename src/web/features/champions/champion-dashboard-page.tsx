import { profileLabel } from '../../../shared/users.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useMe } from '../../lib/session/get-me.ts';

/** Participants may open this page (the source guards it by sign-in and setup only): they learn about the role. */
function AboutChampions() {
  return (
    <div className="card prose">
      <h2>What champions do</h2>
      <p>
        Champions are volunteers who run a small group in the programme. They invite people to join, see how their group is getting on with
        planning meals, and recommend recipes to everyone in it.
      </p>
      <h2>Becoming a champion</h2>
      <p>
        Champions are chosen by the programme team. If you would like to run a group, speak to your programme coordinator or your own
        champion; once the team makes you a champion, your group appears on this page.
      </p>
    </div>
  );
}

export function ChampionDashboardPage() {
  const { data: me } = useMe();
  if (!me) return <Loading />;
  const isChampion = me.userType === 'champion' || me.userType === 'both';
  const firstName = profileLabel(me.name)?.firstName;
  return (
    <div className="page">
      <PageHeading>Champion Dashboard</PageHeading>
      {isChampion ? (
        <>
          <p className="lead">{firstName ? `Hello, ${firstName}.` : 'Hello.'} This is where you look after your group.</p>
          <div className="card prose">
            <p>
              The people in your group, the invitations you have sent and the recipes you recommend will appear here, with how the group is
              getting on this week.
            </p>
          </div>
        </>
      ) : (
        <>
          <p className="lead">This dashboard is for champions, the volunteers who run groups in the programme.</p>
          <AboutChampions />
        </>
      )}
    </div>
  );
}
