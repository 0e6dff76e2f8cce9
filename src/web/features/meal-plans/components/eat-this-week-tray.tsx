import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routing.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useWholeRecipeList } from '../../../api/recipes/list-recipes.ts';
import { messageOf } from './planner-feedback.tsx';
import { usePlanner, type PlannableRecipe } from './planner-context.tsx';

/**
 * The eat-this-week recipes as chips: drag one onto a meal, or (keyboard, touch) choose it to pick a day
 * and meal in a dialog.
 */
export function EatThisWeekTray({ onChoose }: { onChoose: (recipe: PlannableRecipe) => void }) {
  const planner = usePlanner();
  const headingId = useId();
  const hintId = useId();
  const recipes = useWholeRecipeList('eat-this-week');

  return (
    <section className="plan-tray" aria-labelledby={headingId}>
      <h2 id={headingId} className="plan-tray__heading">
        Eat this week
      </h2>
      {recipes.isPending ? (
        <Skeleton count={1} label="Loading your eat-this-week recipes…" />
      ) : recipes.isError ? (
        <LoadError
          what="your eat-this-week recipes"
          detail={messageOf(recipes.error)}
          retrying={recipes.isFetching}
          onRetry={() => void recipes.refetch()}
        />
      ) : recipes.data.length === 0 ? (
        <p className="muted small">
          Recipes you mark “Eat this week” in <Link to={`${paths.recipeCatalog}?tab=mine`}>My recipes</Link> wait here to be planned.
        </p>
      ) : (
        <>
          <p id={hintId} className="muted small">
            Drag a recipe onto a meal, or choose it to pick the day and meal.
          </p>
          <ul className="plan-tray__list" aria-label="Eat this week recipes">
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
                    ⠿
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
