import { useEffect, useState, type ReactNode } from 'react';
import { localToday } from '../../../shared/meal-plan-rules.ts';
import type { Me } from '../../../shared/users.ts';
import { profileLabel } from '../../../shared/profile-label.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { browserStorage } from '../../lib/browser-storage.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useMe } from '../../api/me/get-me.ts';
import { useMealPlan } from '../../api/meal-plan/get-meal-plan.ts';
import { useShoppingList } from '../../api/shopping-list/get-shopping-list.ts';
import { useRecipeShortlist } from '../../api/recipes/list-recipes.ts';
import { GettingStartedCard } from './components/getting-started-card.tsx';
import { TodayCard, WeekCard } from './components/planned-meals.tsx';
import { RecipeShortlistCard, SHORTLIST_SIZE } from './components/recipe-shortlist.tsx';
import { ShoppingProgressCard } from './components/shopping-progress-card.tsx';
import { YourChampionCard } from './components/your-champion-card.tsx';
import { YourGoalsCard } from './components/your-goals-card.tsx';
import { CheckInCard } from './components/check-in-card.tsx';
import { GroupMessagesCard } from './components/group-messages-card.tsx';
import { YourProgressCard } from './components/your-progress-card.tsx';
import { weekOf } from './dashboard-week.ts';
import { gettingStartedDoneKey, gettingStartedSteps, hasFinishedGettingStarted, hasOpenedShoppingList } from './getting-started.ts';

export function DashboardPage() {
  const { data: me } = useMe();
  if (!me) return <Loading />;
  return <Dashboard me={me} today={localToday()} />;
}

/** What the checklist knows: still waiting for its reads, nothing to show, or the steps. */
type Checklist = 'waiting' | null | ReturnType<typeof gettingStartedSteps>;

/**
 * The checklist for first-time users, from their real data: 'waiting' while that data loads (so it never flashes),
 * null once every step is done, when the person finished it on an earlier visit, or when a read failed or waits for
 * the connection (the cards say so themselves).
 */
function useGettingStarted(me: Me, week: ReturnType<typeof weekOf>): Checklist {
  // Read once: finishing during this visit hides the checklist through `allDone`.
  const [finished] = useState(() => hasFinishedGettingStarted(browserStorage, me.id));
  const saved = useRecipeShortlist('all', 1);
  const eatThisWeek = useRecipeShortlist('eat-this-week', SHORTLIST_SIZE);
  const plan = useMealPlan(week);
  const list = useShoppingList(week);
  const reads = [saved, eatThisWeek, plan, list];
  const facts =
    saved.data && eatThisWeek.data && plan.data && list.data
      ? {
          savedRecipe: saved.data.recipes.length > 0,
          markedEatThisWeek: eatThisWeek.data.recipes.length > 0,
          plannedMeal: plan.data.length > 0,
          openedShoppingList: hasOpenedShoppingList(browserStorage, me.id) || list.data.items.some((item) => item.checked || item.manual),
        }
      : null;
  const steps = facts ? gettingStartedSteps(facts) : null;
  const allDone = steps !== null && steps.every((step) => step.done);

  useEffect(() => {
    if (!allDone) return;
    browserStorage.setItem(gettingStartedDoneKey(me.id), 'true');
  }, [allDone, me.id]);

  if (finished || allDone) return null;
  if (reads.some((read) => read.isPending && read.fetchStatus === 'fetching')) return 'waiting';
  return steps;
}

/**
 * The checklist above the cards, drawn together: a checklist that appeared above cards already on screen would push
 * them down the page as the person reads them (a layout shift). So, until the checklist's four reads are in, the
 * cards wait too (the page's first reads have started them all, so the cards would have waited for most of them
 * anyway); someone who finished the checklist before sees the cards at once. A component of its own: each answer
 * renders the checklist again, not the cards, which arrive made (`cards`).
 */
function ChecklistThenCards({ me, week, cards }: { me: Me; week: ReturnType<typeof weekOf>; cards: ReactNode }) {
  const checklist = useGettingStarted(me, week);
  if (checklist === 'waiting') return <Loading />;
  return (
    <>
      {checklist ? <GettingStartedCard steps={checklist} /> : null}
      {cards}
    </>
  );
}

function Dashboard({ me, today }: { me: Me; today: string }) {
  const week = weekOf(today, me.weekStart);
  const t = useT();
  const firstName = profileLabel(me.name)?.firstName;
  return (
    <div className="page dashboard">
      <PageHeading>{t('dashboard.page.title')}</PageHeading>
      <p className="lead">{firstName ? t('dashboard.page.greetingNamed', { name: firstName }) : t('dashboard.page.greeting')}</p>
      <ChecklistThenCards
        me={me}
        week={week}
        cards={
          <>
            <div className="dashboard-grid">
              <TodayCard week={week} today={today} />
              <WeekCard week={week} today={today} />
              <RecipeShortlistCard
                title={t('dashboard.eatThisWeek.title')}
                filter="eat-this-week"
                empty={t('dashboard.eatThisWeek.empty')}
                allLabel={t('dashboard.eatThisWeek.all')}
                emptyLink={t('dashboard.eatThisWeek.emptyLink')}
              />
              <ShoppingProgressCard week={week} />
              <RecipeShortlistCard
                title={t('dashboard.favourites.title')}
                filter="favourites"
                empty={t('dashboard.favourites.empty')}
                allLabel={t('dashboard.favourites.all')}
                emptyLink={t('dashboard.favourites.emptyLink')}
              />
              <YourChampionCard />
              <GroupMessagesCard />
              <CheckInCard />
              <YourGoalsCard />
            </div>
            <YourProgressCard />
          </>
        }
      />
    </div>
  );
}

// The reads this page makes first, started by the router as soon as this module loads (app/first-reads.ts).
export { dashboardFirstReadAddresses as firstReadAddresses, dashboardFirstReads as firstReads } from './first-reads.ts';
