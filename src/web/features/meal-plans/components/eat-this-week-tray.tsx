import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routing.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useWholeRecipeList } from '../../../api/recipes/list-recipes.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { T } from '../../../lib/i18n/t.tsx';
import { messageOf } from './planner-feedback.tsx';
import { usePlanner, type PlannableRecipe } from './planner-context.tsx';

/** The dots of a handle to drag by: a picture, not words, so no language has its own. */
const GRIP = '⠿';

/**
 * The eat-this-week recipes as chips: drag one onto a meal, or (keyboard, touch) choose it to pick a day
 * and meal in a dialog.
 */
export function EatThisWeekTray({ onChoose }: { onChoose: (recipe: PlannableRecipe) => void }) {
  const planner = usePlanner();
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const recipes = useWholeRecipeList('eat-this-week');

  return (
    <section className="plan-tray" aria-labelledby={headingId}>
      <h2 id={headingId} className="plan-tray__heading">
        {t('mealPlans.tray.heading')}
      </h2>
      {recipes.isPending ? (
        <Skeleton count={1} label={t('mealPlans.tray.loading')} />
      ) : recipes.isError ? (
        <LoadError
          what={t('mealPlans.tray.loadErrorWhat')}
          detail={messageOf(recipes.error)}
          retrying={recipes.isFetching}
          onRetry={() => void recipes.refetch()}
        />
      ) : recipes.data.length === 0 ? (
        <p className="muted small">
          <T k="mealPlans.tray.empty" components={{ 0: <Link to={`${paths.recipeCatalog}?tab=mine`} /> }} />
        </p>
      ) : (
        <>
          <p id={hintId} className="muted small">
            {t('mealPlans.tray.hint')}
          </p>
          <ul className="plan-tray__list" aria-label={t('mealPlans.tray.listLabel')}>
            {recipes.data.map((recipe) => (
              <li key={recipe.id}>
                <button
                  type="button"
                  className="plan-chip"
                  draggable
                  aria-describedby={hintId}
                  onDragStart={(event) => {
                    planner.drag.start({ kind: 'recipe', recipe });
                    event.dataTransfer.effectAllowed = 'copy';
                    event.dataTransfer.setData('text/plain', recipe.title);
                  }}
                  onDragEnd={planner.drag.end}
                  onClick={() => onChoose(recipe)}
                >
                  <span className="plan-chip__grip" aria-hidden="true">
                    {GRIP}
                  </span>
                  {recipe.title}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
