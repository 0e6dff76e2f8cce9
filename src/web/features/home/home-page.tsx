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
import { formatCalendarDate } from '../../lib/date-format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { T } from '../../lib/i18n/t.tsx';
import type { MessageKey } from '../../../shared/i18n/messages.ts';

/** A made-up week, drawn as the planner draws one: shows what the app is like before anyone signs up. */
const exampleWeek: { day: string; meal: MessageKey }[] = [
  { day: '2026-11-23', meal: 'home.example.monday' },
  { day: '2026-11-24', meal: 'home.example.tuesday' },
  { day: '2026-11-25', meal: 'home.example.wednesday' },
  { day: '2026-11-26', meal: 'home.example.thursday' },
  { day: '2026-11-27', meal: 'home.example.friday' },
];

function ExampleWeek() {
  const t = useT();
  // Decorative: its words are an illustration, not content, so it is hidden from assistive technology.
  return (
    <div className="home-preview" aria-hidden="true">
      <div className="home-preview__card">
        <p className="home-preview__title">{t('home.example.title')}</p>
        <ul className="home-preview__list">
          {exampleWeek.map((entry) => (
            <li key={entry.day} className="home-preview__row">
              <span className="home-preview__day">{formatCalendarDate(entry.day, 'shortWeekday')}</span>
              <span>{t(entry.meal)}</span>
            </li>
          ))}
        </ul>
        <div className="home-preview__progress">
          <span className="home-preview__bar">
            <span className="home-preview__fill" />
          </span>
          <span className="small">{t('home.example.shopping', { ticked: 9, total: 14 })}</span>
        </div>
      </div>
    </div>
  );
}

/** "Your account has been deleted", once, on the page a deleted account lands on, so the person knows it happened. */
function AccountDeletedNotice() {
  const t = useT();
  const [noted] = useState(hasAccountDeletedNotice);
  // Shown once hydrated when the page came drawn by the build (which knows of no such flag): React's first
  // render must match that page.
  const shown = useHydrated() && noted;
  useEffect(() => {
    if (noted) forgetAccountDeletedNotice();
  }, [noted]);
  if (!shown) return null;
  return (
    <Alert tone="success" title={t('home.deleted.title')}>
      {t('home.deleted.text')}
    </Alert>
  );
}

function PublicHome() {
  const t = useT();
  return (
    <div className="page home">
      <AccountDeletedNotice />
      <section className="hero">
        <div className="hero__text">
          <p className="eyebrow">{t('home.eyebrow')}</p>
          <PageHeading>{t('home.title')}</PageHeading>
          <p className="lead">{t('home.lead')}</p>
          <div className="actions">
            <Link className={buttonClassName('primary')} to={paths.signUp}>
              {t('home.signUp')}
            </Link>
            <Link className={buttonClassName('secondary')} to={paths.signIn}>
              {t('home.signIn')}
            </Link>
          </div>
          <p className="small muted hero__note">
            <T k="home.invitationNote" components={{ 0: <Link to={paths.acceptInvitation} /> }} />
          </p>
        </div>
        <ExampleWeek />
      </section>

      <section className="home-section" aria-labelledby="who-its-for">
        <h2 id="who-its-for">{t('home.who.title')}</h2>
        <div className="audience-list">
          <div className="card audience">
            <h3>{t('home.who.participants')}</h3>
            <p>{t('home.who.participantsText')}</p>
            <ul className="check-list">
              <li>{t('home.who.participants1')}</li>
              <li>{t('home.who.participants2')}</li>
              <li>{t('home.who.participants3')}</li>
            </ul>
          </div>
          <div className="card audience">
            <h3>{t('home.who.champions')}</h3>
            <p>{t('home.who.championsText')}</p>
            <ul className="check-list">
              <li>{t('home.who.champions1')}</li>
              <li>{t('home.who.champions2')}</li>
              <li>{t('home.who.champions3')}</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="features home-section" aria-labelledby="how-it-works">
        <h2 id="how-it-works">{t('home.how.title')}</h2>
        <ol className="feature-list home-steps">
          <li className="card feature">
            <h3>{t('home.how.keep')}</h3>
            <p>{t('home.how.keepText')}</p>
          </li>
          <li className="card feature">
            <h3>{t('home.how.plan')}</h3>
            <p>{t('home.how.planText')}</p>
          </li>
          <li className="card feature">
            <h3>{t('home.how.shop')}</h3>
            <p>{t('home.how.shopText')}</p>
          </li>
          <li className="card feature">
            <h3>{t('home.how.champions')}</h3>
            <p>{t('home.how.championsText')}</p>
          </li>
        </ol>
      </section>

      <section className="home-section trust" aria-labelledby="your-data">
        <h2 id="your-data">{t('home.data.title')}</h2>
        <ul className="trust-list">
          <li>
            <T k="home.data.noAdverts" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T k="home.data.youDecide" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T k="home.data.takeItWithYou" components={{ 0: <strong /> }} />
          </li>
        </ul>
      </section>

      <section className="home-cta card" aria-labelledby="get-started">
        <h2 id="get-started">{t('home.cta.title')}</h2>
        <p>{t('home.cta.text')}</p>
        <Link className={buttonClassName('primary')} to={paths.signUp}>
          {t('home.cta.button')}
        </Link>
      </section>
    </div>
  );
}

/** Shortcut titles avoid the navigation's link names, so that each name on the page stays unique. */
const shortcutKeys: Record<NavLabel, { title: MessageKey; text: MessageKey }> = {
  Dashboard: { title: 'home.shortcuts.dashboard', text: 'home.shortcuts.dashboardText' },
  'Meal Planning': { title: 'home.shortcuts.mealPlanning', text: 'home.shortcuts.mealPlanningText' },
  'Recipe Catalog': { title: 'home.shortcuts.recipeCatalog', text: 'home.shortcuts.recipeCatalogText' },
  'Champion Dashboard': { title: 'home.shortcuts.championDashboard', text: 'home.shortcuts.championDashboardText' },
};
const shortcut = (t: Translate, label: NavLabel) => ({ title: t(shortcutKeys[label].title), text: t(shortcutKeys[label].text) });

interface Shortcut {
  to: string;
  title: string;
  text: string;
}

type Translate = ReturnType<typeof useT>;

/**
 * For people who plan meals, shortcuts that reflect their week: how many meals are planned, how far the
 * shopping list has got, a recipe to find, their overview. While the week loads (or if it cannot), the
 * shortcuts say what they lead to without the numbers.
 */
function useWeekShortcuts(me: Me, enabled: boolean): Shortcut[] {
  const t = useT();
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
      title: plan.data ? t('home.shortcuts.mealsPlanned', { count: plan.data.length }) : t(shortcutKeys['Meal Planning'].title),
      text: t(shortcutKeys['Meal Planning'].text),
    },
    {
      to: `${paths.shoppingList}?${rangeQuery(week)}`,
      title: t('home.shortcuts.shoppingList'),
      text: !list.data
        ? t('home.shortcuts.shoppingListText')
        : items.length === 0
          ? t('home.shortcuts.shoppingListEmpty')
          : t('home.shortcuts.shoppingListTicked', { ticked, count: items.length }),
    },
    { to: paths.recipeCatalog, ...shortcut(t, 'Recipe Catalog') },
    { to: paths.dashboard, ...shortcut(t, 'Dashboard') },
  ];
}

function UserLanding({ viewer, me }: { viewer: Extract<Viewer, { status: 'signed-in' }>; me: Me }) {
  const t = useT();
  const firstName = profileLabel(me.name)?.firstName;
  // The shortcuts follow the navigation rules: champions get their dashboard only.
  const navigation = navigationFor(paths.home, viewer);
  const links = navigation.visible ? navigation.links : [];
  const plans = viewer.setupComplete && links.some((link) => link.label === 'Meal Planning');
  const weekShortcuts = useWeekShortcuts(me, plans);
  const items: Shortcut[] = plans
    ? [
        ...weekShortcuts,
        ...links.filter((link) => link.label === 'Champion Dashboard').map((link) => ({ to: link.to, ...shortcut(t, link.label) })),
      ]
    : links.map((link) => ({ to: link.to, ...shortcut(t, link.label) }));
  return (
    <div className="page">
      <PageHeading title={t('home.welcome.title')}>
        {firstName ? t('home.welcome.named', { name: firstName }) : t('home.welcome.title')}
      </PageHeading>
      {viewer.setupComplete ? (
        <p className="lead">{plans ? t('home.welcome.leadPlans') : t('home.welcome.lead')}</p>
      ) : (
        <div className="card callout">
          <p>{t('home.welcome.setupLeft')}</p>
          <Link className={buttonClassName('primary')} to={paths.setup}>
            {t('home.welcome.finishSetup')}
          </Link>
        </div>
      )}
      <ul className="shortcut-list" aria-label={t('home.shortcuts.label')}>
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
