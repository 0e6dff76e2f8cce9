import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { addDays, localToday, weekStartOf } from '../../../shared/meal-plan-rules.ts';
import { navigationFor, type NavLabel } from '../../../shared/navigation.ts';
import { paths, type Viewer } from '../../../shared/routing.ts';
import type { Me } from '../../../shared/users.ts';
import { profileLabel } from '../../../shared/profile-label.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { forgetAccountDeletedNotice, hasAccountDeletedNotice } from '../../lib/account-deleted-notice.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useMe } from '../../api/me/get-me.ts';
import { useMealPlan } from '../../api/meal-plan/get-meal-plan.ts';
import { useShoppingList } from '../../api/shopping-list/get-shopping-list.ts';
import { rangeQuery } from '../../api/shopping-list/keys.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useViewer } from '../../lib/session/use-viewer.ts';

/** A made-up week, drawn as the planner draws one: shows what the app is like before anyone signs up. */
const exampleWeek = [
  { day: 'Mon', meal: 'Red lentil dal' },
  { day: 'Tue', meal: 'Leftover dal wraps' },
  { day: 'Wed', meal: 'Tray-baked chicken and greens' },
  { day: 'Thu', meal: 'Group cook-along: veggie chilli' },
  { day: 'Fri', meal: 'Fish, potatoes and peas' },
];

function ExampleWeek() {
  // Decorative: its words are an illustration, not content, so it is hidden from assistive technology.
  return (
    <div className="home-preview" aria-hidden="true">
      <div className="home-preview__card">
        <p className="home-preview__title">This week&rsquo;s dinners</p>
        <ul className="home-preview__list">
          {exampleWeek.map((entry) => (
            <li key={entry.day} className="home-preview__row">
              <span className="home-preview__day">{entry.day}</span>
              <span>{entry.meal}</span>
            </li>
          ))}
        </ul>
        <div className="home-preview__progress">
          <span className="home-preview__bar">
            <span className="home-preview__fill" />
          </span>
          <span className="small">Shopping list: 9 of 14 ticked</span>
        </div>
      </div>
    </div>
  );
}

/** "Your account has been deleted", once, on the page a deleted account lands on, so the person knows it happened. */
function AccountDeletedNotice() {
  const [noted] = useState(hasAccountDeletedNotice);
  // Shown once hydrated when the page came drawn by the build (which knows of no such flag): React's first
  // render must match that page.
  const shown = useHydrated() && noted;
  useEffect(() => {
    if (noted) forgetAccountDeletedNotice();
  }, [noted]);
  if (!shown) return null;
  return (
    <Alert tone="success" title="Your account has been deleted">
      Everything you kept here has been removed for good. Thank you for cooking with us; you are welcome to sign up again at any time.
    </Alert>
  );
}

function PublicHome() {
  return (
    <div className="page home">
      <AccountDeletedNotice />
      <section className="hero">
        <div className="hero__text">
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
          <p className="small muted hero__note">
            Free for everyone in the programme. Got an invitation from a champion?{' '}
            <Link to={paths.acceptInvitation}>Enter your invitation code</Link>.
          </p>
        </div>
        <ExampleWeek />
      </section>

      <section className="home-section" aria-labelledby="who-its-for">
        <h2 id="who-its-for">Who it is for</h2>
        <div className="audience-list">
          <div className="card audience">
            <h3>Participants</h3>
            <p>People in the programme who want to eat better at home, on a budget and with little time.</p>
            <ul className="check-list">
              <li>Recipes you can trust, scaled to your household</li>
              <li>A week plan you can change in seconds</li>
              <li>A shopping list that writes itself, by aisle</li>
            </ul>
          </div>
          <div className="card audience">
            <h3>Champions</h3>
            <p>Volunteers who run a small group: a cooking club, a class, neighbours who cook together.</p>
            <ul className="check-list">
              <li>Invite people with a link or a code</li>
              <li>See how your group is getting on</li>
              <li>Recommend recipes to everyone at once</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="features home-section" aria-labelledby="how-it-works">
        <h2 id="how-it-works">How it works</h2>
        <ol className="feature-list home-steps">
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
        </ol>
      </section>

      <section className="home-section trust" aria-labelledby="your-data">
        <h2 id="your-data">Your information stays yours</h2>
        <ul className="trust-list">
          <li>
            <strong>Made to help you cook, not to sell to you.</strong> There are no adverts; your recipes, plans and lists are there for
            you.
          </li>
          <li>
            <strong>You decide what your champion sees.</strong> Champions see how their group is getting on, not your private recipes.
          </li>
          <li>
            <strong>Take it with you, or leave.</strong> Download everything you have entered, or delete your account, from your profile at
            any time.
          </li>
        </ul>
      </section>

      <section className="home-cta card" aria-labelledby="get-started">
        <h2 id="get-started">Ready to cook?</h2>
        <p>It takes a minute to set up: your name, how you take part, and how many people you cook for.</p>
        <Link className={buttonClassName('primary')} to={paths.signUp}>
          Create your account
        </Link>
      </section>
    </div>
  );
}

/** Shortcut titles avoid the navigation's link names, so that each name on the page stays unique. */
const shortcuts: Record<NavLabel, { title: string; text: string }> = {
  Dashboard: { title: 'Your overview', text: 'Your week at a glance.' },
  'Meal Planning': { title: 'Plan your meals', text: 'Put meals on the days of your week.' },
  'Recipe Catalog': { title: 'Find a recipe', text: 'Browse the catalogue and keep your own recipes.' },
  'Champion Dashboard': { title: 'Your champion group', text: 'The people you support and how they are getting on.' },
};

interface Shortcut {
  to: string;
  title: string;
  text: string;
}

function mealsPlannedText(count: number): string {
  if (count === 0) return 'Plan this week’s meals';
  return count === 1 ? '1 meal planned this week' : `${count} meals planned this week`;
}

/**
 * For people who plan meals, shortcuts that reflect their week: how many meals are planned, how far the
 * shopping list has got, a recipe to find, their overview. While the week loads (or if it cannot), the
 * shortcuts say what they lead to without the numbers.
 */
function useWeekShortcuts(me: Me, enabled: boolean): Shortcut[] {
  const from = weekStartOf(localToday(), me.weekStart);
  const week = { from, to: addDays(from, 6) };
  // The week's plan and list as the planner and the shopping list read them, so a change there shows here.
  const plan = useMealPlan(week, enabled);
  const list = useShoppingList(week, enabled);
  const items = list.data?.items ?? [];
  const ticked = items.filter((item) => item.checked).length;
  return [
    {
      to: paths.mealPlanning,
      title: plan.data ? mealsPlannedText(plan.data.length) : shortcuts['Meal Planning'].title,
      text: shortcuts['Meal Planning'].text,
    },
    {
      to: `${paths.shoppingList}?${rangeQuery(week)}`,
      title: 'Open your shopping list',
      text: !list.data
        ? 'Everything your planned meals need, by aisle.'
        : items.length === 0
          ? 'Nothing on it yet: plan some meals and their ingredients appear there.'
          : `${ticked} of ${items.length} ${items.length === 1 ? 'item' : 'items'} ticked.`,
    },
    { to: paths.recipeCatalog, ...shortcuts['Recipe Catalog'] },
    { to: paths.dashboard, ...shortcuts.Dashboard },
  ];
}

function UserLanding({ viewer, me }: { viewer: Extract<Viewer, { status: 'signed-in' }>; me: Me }) {
  const firstName = profileLabel(me.name)?.firstName;
  // The shortcuts follow the navigation rules: champions get their dashboard only.
  const navigation = navigationFor(paths.home, viewer);
  const links = navigation.visible ? navigation.links : [];
  const plans = viewer.setupComplete && links.some((link) => link.label === 'Meal Planning');
  const weekShortcuts = useWeekShortcuts(me, plans);
  const items: Shortcut[] = plans
    ? [
        ...weekShortcuts,
        ...links.filter((link) => link.label === 'Champion Dashboard').map((link) => ({ to: link.to, ...shortcuts[link.label] })),
      ]
    : links.map((link) => ({ to: link.to, ...shortcuts[link.label] }));
  return (
    <div className="page">
      <PageHeading title="Welcome back">{firstName ? `Welcome back, ${firstName}` : 'Welcome back'}</PageHeading>
      {viewer.setupComplete ? (
        <p className="lead">{plans ? 'Here is your week. Where would you like to go?' : 'Where would you like to go?'}</p>
      ) : (
        <div className="card callout">
          <p>A few questions are left before you can start.</p>
          <Link className={buttonClassName('primary')} to={paths.setup}>
            Finish setting up
          </Link>
        </div>
      )}
      <ul className="shortcut-list" aria-label="Shortcuts">
        {items.map((item) => (
          <li key={item.to} className="card shortcut">
            <h2 className="shortcut__title">
              <Link to={item.to} className="shortcut__link">
                {item.title}
              </Link>
            </h2>
            <p className="shortcut__text">{item.text}</p>
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
  return <UserLanding viewer={viewer} me={me} />;
}
