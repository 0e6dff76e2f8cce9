import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CookedDialog } from '../../../components/recipe/cooked-dialog.tsx';
import type { MealPlanEntry } from '../../../../shared/meal-plans.ts';
import { entryKind, isPendingEntry } from '../../../api/meal-plan/plan-entries.ts';
import { StartCookingLink } from '../../../components/recipe/start-cooking-link.tsx';
import { ownRecipeHref } from '../planner-url.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { slotName } from '../slot-names.ts';
import { focusKeys, usePlanner } from './planner-context.tsx';
import { ServingsInput } from './servings-input.tsx';

/** One planned meal: its title (a link to the recipe), servings, Move and Remove; draggable to another slot. */
export function PlanEntry({ entry, index }: { entry: MealPlanEntry; index: number }) {
  const planner = usePlanner();
  const t = useT();
  const kind = entryKind(entry);
  const pending = isPendingEntry(entry);
  const where = slotName(entry.date, entry.mealType);
  const titleId = useId();
  const [cooking, setCooking] = useState(false);

  return (
    <li
      className={`plan-entry${pending ? ' plan-entry--pending' : ''}`}
      data-entry-index={index}
      draggable={!pending}
      onDragStart={(event) => {
        planner.drag.start({ kind: 'entry', entry });
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', entry.title);
      }}
      onDragEnd={planner.drag.end}
    >
      <p className="plan-entry__title" id={titleId}>
        {kind === 'recipe' && entry.recipeId ? (
          <Link to={ownRecipeHref(entry.recipeId)} className="plan-entry__link" draggable={false}>
            {entry.title}
          </Link>
        ) : (
          <span>{entry.title}</span>
        )}
        {kind === 'deleted' ? <span className="plan-entry__note"> {t('mealPlans.entry.recipeDeleted')}</span> : null}
        {entry.cooked ? <span className="plan-entry__cooked"> {t('cooked.badge')}</span> : null}
      </p>
      <div className="plan-entry__controls">
        {kind === 'text' ? null : (
          <ServingsInput
            title={entry.title}
            servings={entry.servings}
            disabled={pending}
            onCommit={(servings) => planner.setServings(entry, servings)}
          />
        )}
        <span className="plan-entry__buttons">
          {kind === 'recipe' && entry.recipeId && !pending ? (
            // The entry's servings go with it: cook mode scales the amounts as the shopping list does. The link's name
            // leaves the title out (its description says it), so the title alone still names the entry's recipe link.
            <StartCookingLink
              recipeId={entry.recipeId}
              servings={entry.servings}
              short
              label={t('cookMode.start')}
              describedBy={titleId}
              className="plan-entry__button"
            />
          ) : null}
          {kind === 'recipe' && entry.recipeId ? (
            <button
              type="button"
              className="plan-entry__button"
              aria-label={t('cooked.entryLabel', { title: entry.title, slot: where })}
              disabled={pending}
              onClick={() => setCooking(true)}
            >
              {t('cooked.button')}
            </button>
          ) : null}
          <button
            type="button"
            className="plan-entry__button"
            aria-label={t('mealPlans.entry.moveLabel', { title: entry.title, slot: where })}
            data-focus-key={focusKeys.move(entry)}
            disabled={pending}
            onClick={() => planner.openMove(entry)}
          >
            {t('mealPlans.entry.move')}
          </button>
          <button
            type="button"
            className="plan-entry__button plan-entry__button--remove"
            aria-label={t('mealPlans.entry.removeLabel', { title: entry.title, slot: where })}
            disabled={pending}
            onClick={() => planner.remove(entry)}
          >
            {t('mealPlans.entry.remove')}
          </button>
        </span>
      </div>
      {cooking && entry.recipeId ? (
        <CookedDialog recipeId={entry.recipeId} recipeTitle={entry.title} planEntryId={entry.id} onClose={() => setCooking(false)} />
      ) : null}
    </li>
  );
}
