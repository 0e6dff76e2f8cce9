import { Link } from 'react-router';
import type { DateRange, MealPlanEntry } from '../../../../shared/meal-plans.ts';
import { paths } from '../../../../shared/routing.ts';
import { RecipePicture } from '../../../components/recipe-art/recipe-picture.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMealPlan } from '../../../api/meal-plan/get-meal-plan.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { dayName, mealCountText, plannedOn, restOfWeek } from '../dashboard-week.ts';
import { myRecipeHref } from '../../../lib/recipe-hrefs.ts';
import { DashboardSection, SectionError } from './dashboard-section.tsx';

function MealEntry({ entry }: { entry: MealPlanEntry }) {
  const t = useT();
  const recipeId = entry.recipeDeleted ? null : entry.recipeId;
  return (
    <li className="meal-entry">
      <RecipePicture
        photoUrl={recipeId ? entry.thumbnailUrl : null}
        title={entry.title}
        className="meal-entry__photo"
        width={48}
        height={48}
      />
      <span className="meal-entry__text">
        <span className="meal-entry__type">{t(`dashboard.mealType.${entry.mealType}`)}</span>
        <span className="meal-entry__title">{recipeId ? <Link to={myRecipeHref(recipeId)}>{entry.title}</Link> : entry.title}</span>
        {entry.recipeDeleted ? <span className="small muted">{t('dashboard.meals.recipeDeleted')}</span> : null}
      </span>
    </li>
  );
}

function MealList({ entries, label }: { entries: MealPlanEntry[]; label: string }) {
  return (
    <ul className="meal-list" aria-label={label}>
      {entries.map((entry) => (
        <MealEntry key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

/** Today's planned meals, in the order of the day. */
export function TodayCard({ week, today }: { week: DateRange; today: string }) {
  const t = useT();
  const plan = useMealPlan(week);
  const entries = plan.data ? plannedOn(plan.data, today) : [];
  return (
    <DashboardSection title={t('dashboard.today.title')} className="dashboard-card--today">
      {plan.isPending ? (
        // About as tall as a day's meals (two rows), so the cards below stay put when they arrive.
        <Skeleton count={2} />
      ) : plan.isError ? (
        <SectionError what="mealPlan" error={plan.error} onRetry={() => void plan.refetch()} retrying={plan.isFetching} />
      ) : entries.length === 0 ? (
        <>
          <p className="muted">{t('dashboard.today.nothingPlanned')}</p>
          <p>
            <Link to={paths.mealPlanning}>{t('dashboard.today.planLink')}</Link>
          </p>
        </>
      ) : (
        <MealList entries={entries} label={t('dashboard.today.mealsLabel')} />
      )}
    </DashboardSection>
  );
}

/** The rest of the week, day by day, and how many meals the week holds. */
export function WeekCard({ week, today }: { week: DateRange; today: string }) {
  const t = useT();
  const plan = useMealPlan(week);
  const days = plan.data ? restOfWeek(plan.data, today, week) : [];
  return (
    <DashboardSection title={t('dashboard.week.title')} className="dashboard-card--week">
      {plan.isPending ? (
        // A row for the count and one for each day left (each as tall as a day with a meal), so the card is near its
        // final height while it loads.
        <Skeleton count={restOfWeek([], today, week).length + 1} />
      ) : plan.isError ? (
        <SectionError what="mealPlan" error={plan.error} onRetry={() => void plan.refetch()} retrying={plan.isFetching} />
      ) : (
        <>
          <p className="dashboard-card__figure">{mealCountText(plan.data.length)}</p>
          {days.length === 0 ? (
            <p className="muted">{t('dashboard.week.lastDay')}</p>
          ) : (
            <ul className="week-days">
              {days.map((day) => {
                const name = dayName(day.date, today);
                return (
                  <li key={day.date} className="week-day">
                    <h3 className="week-day__name">{name}</h3>
                    {day.entries.length === 0 ? (
                      <p className="small muted">{t('dashboard.week.nothingPlanned')}</p>
                    ) : (
                      <MealList entries={day.entries} label={t('dashboard.week.mealsOn', { day: name })} />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <p>
            <Link to={paths.mealPlanning}>{t('dashboard.week.planLink')}</Link>
          </p>
        </>
      )}
    </DashboardSection>
  );
}
