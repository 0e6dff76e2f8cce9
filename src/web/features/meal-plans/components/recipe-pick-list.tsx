import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { translate } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { messageOf } from './planner-feedback.tsx';

export interface PickableRecipe {
  id: string;
  title: string;
  /** A line under the title: servings, "from the catalogue"… */
  detail: string;
}

/** A list of recipes to choose from, each a button named by its title. */
export function RecipePickList({
  label,
  loadingLabel,
  recipes,
  pending = false,
  error = null,
  empty,
  disabled = false,
  onPick,
}: {
  label: string;
  /** Said while the list loads: "Loading your recipes…". */
  loadingLabel: string;
  recipes: PickableRecipe[] | undefined;
  pending?: boolean;
  error?: unknown;
  empty: ReactNode;
  disabled?: boolean;
  onPick: (id: string) => void;
}) {
  const t = useT();
  if (pending) return <Skeleton count={3} label={loadingLabel} />;
  if (error) return <p role="alert">{t('mealPlans.pick.loadError', { reason: messageOf(error) })}</p>;
  if (!recipes?.length) return <div className="plan-pick-empty muted">{empty}</div>;
  return (
    <ul className="plan-pick-list" aria-label={label}>
      {recipes.map((recipe) => (
        <li key={recipe.id}>
          <button type="button" className="plan-pick" disabled={disabled} onClick={() => onPick(recipe.id)}>
            <span className="plan-pick__title">{recipe.title}</span>
            <span className="plan-pick__detail">{recipe.detail}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export const servingsDetail = (servings: number) => translate('mealPlans.pick.serves', { servings });
