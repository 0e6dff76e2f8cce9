import { Link } from 'react-router';
import { navigationFor, type NavLabel } from '../../../shared/navigation.ts';
import { paths, type Viewer } from '../../../shared/routing.ts';
import { profileLabel } from '../../../shared/users.ts';
import { buttonClassName } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useMe } from '../../lib/session/get-me.ts';
import { useViewer } from '../../lib/session/use-viewer.ts';

function PublicHome() {
  return (
    <div className="page">
      <section className="hero">
        <p className="eyebrow">A healthy-eating programme</p>
        <PageHeading title="Healthy eating, together">Healthy eating, together</PageHeading>
        <p className="lead">
          Champion Kitchen helps people in our programme cook well every day. Keep your favourite recipes in one place, plan the
          week&rsquo;s meals and shop from the plan. Volunteer champions run small groups and cheer their members on.
        </p>
        <div className="actions">
          <Link className={buttonClassName('primary')} to={paths.signUp}>
            Sign up
          </Link>
          <Link className={buttonClassName('secondary')} to={paths.signIn}>
            Sign in
          </Link>
        </div>
      </section>

      <section className="features" aria-labelledby="how-it-works">
        <h2 id="how-it-works">How it works</h2>
        <ul className="feature-list">
          <li className="card feature">
            <h3>Keep your recipes</h3>
            <p>Save the recipes you love, mark favourites and pick the ones you want to eat this week.</p>
          </li>
          <li className="card feature">
            <h3>Plan your meals</h3>
            <p>Put breakfasts, lunches, dinners and snacks on a simple week plan that fits your household.</p>
          </li>
          <li className="card feature">
            <h3>Shop from the plan</h3>
            <p>Your shopping list comes from the week&rsquo;s plan, scaled to the people you cook for.</p>
          </li>
          <li className="card feature">
            <h3>Champions run groups</h3>
            <p>Champions invite people to their group, see how everyone is getting on and recommend recipes.</p>
          </li>
        </ul>
      </section>
    </div>
  );
}

/** Shortcut titles avoid the navigation's link names, so that each name on the page stays unique. */
const shortcuts: Record<NavLabel, { title: string; text: string }> = {
  Dashboard: { title: 'Your overview', text: 'Your week at a glance.' },
  'Meal Planning': { title: 'Plan your meals', text: 'Put meals on the days of your week.' },
  'Recipe Catalog': { title: 'Browse recipes', text: 'Find recipes and keep your own.' },
  'Champion Dashboard': { title: 'Your champion group', text: 'The people you support and how they are getting on.' },
};

function UserLanding({ viewer, name }: { viewer: Extract<Viewer, { status: 'signed-in' }>; name: string }) {
  const firstName = profileLabel(name)?.firstName;
  // The shortcuts follow the navigation rules: champions get their dashboard only.
  const navigation = navigationFor(paths.home, viewer);
  const links = navigation.visible ? navigation.links : [];
  return (
    <div className="page">
      <PageHeading title="Welcome back">{firstName ? `Welcome back, ${firstName}` : 'Welcome back'}</PageHeading>
      {viewer.setupComplete ? (
        <p className="lead">Where would you like to go?</p>
      ) : (
        <div className="card callout">
          <p>A few questions are left before you can start.</p>
          <Link className={buttonClassName('primary')} to={paths.setup}>
            Finish setting up
          </Link>
        </div>
      )}
      <ul className="shortcut-list">
        {links.map((link) => (
          <li key={link.to} className="card shortcut">
            <h2 className="shortcut__title">
              <Link to={link.to} className="shortcut__link">
                {shortcuts[link.label].title}
              </Link>
            </h2>
            <p className="shortcut__text">{shortcuts[link.label].text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "/" and "/home": the public home page for visitors, the user landing for signed-in users. */
export function HomePage() {
  const viewer = useViewer();
  const { data: me } = useMe();
  if (viewer.status === 'loading') return <Loading />;
  if (viewer.status === 'signed-out' || !me) return <PublicHome />;
  return <UserLanding viewer={viewer} name={me.name} />;
}
