import { Link } from 'react-router';
import { paths } from '../../../shared/routing.ts';
import { profileLabel } from '../../../shared/users.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useMe } from '../../lib/session/get-me.ts';

export function DashboardPage() {
  const { data: me } = useMe();
  if (!me) return <Loading />;
  const firstName = profileLabel(me.name)?.firstName;
  return (
    <div className="page">
      <PageHeading>Dashboard</PageHeading>
      <p className="lead">{firstName ? `Hello, ${firstName}.` : 'Hello.'} This is your home base in Champion Kitchen.</p>
      <div className="card prose">
        <p>
          Your meal plan for today and this week will appear here, along with the recipes you have picked to eat this week, your favourites
          and how far you are through your shopping list.
        </p>
        <p>
          To get going, look through the <Link to={paths.recipeCatalog}>recipes</Link> or start your{' '}
          <Link to={paths.mealPlanning}>week&rsquo;s plan</Link>.
        </p>
      </div>
    </div>
  );
}
