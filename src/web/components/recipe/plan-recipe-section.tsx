import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isIsoDate, localToday, mealTypes, nextFreeDate, type MealType } from '../../../shared/meal-plan-rules.ts';
import type { MessageKey } from '../../../shared/i18n/messages.ts';
import { paths } from '../../../shared/routing.ts';
import { Button } from '../ui/button.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useToast } from '../ui/toast.tsx';
import { formatCalendarDate } from '../../lib/date-format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { usePlanAhead } from '../../api/meal-plan/get-meal-plan.ts';
import { usePlanRecipe } from '../../api/meal-plan/add-entry.ts';
import { messageOf } from './recipe-errors.tsx';

/** Each meal's name as the Meal choice draws it; the stored value stays English (it is data). */
const mealTypeKeys: Record<MealType, MessageKey> = {
  breakfast: 'components.planRecipe.mealType.breakfast',
  lunch: 'components.planRecipe.mealType.lunch',
  dinner: 'components.planRecipe.mealType.dinner',
  snack: 'components.planRecipe.mealType.snack',
};

const planWeekHref = (date: string) => `${paths.mealPlanning}?${new URLSearchParams({ week: date }).toString()}`;

/**
 * "Add to meal plan" inside a recipe's dialog: a day (any day, first the next one with nothing in the chosen
 * meal) and a meal, planned without leaving the page, so a search and its filters stay as they were.
 */
export function PlanRecipeSection({
  title,
  ownRecipe,
  myRecipeHref,
}: {
  title: string;
  ownRecipe: () => Promise<{ id: string; copied: boolean }>;
  /** Where a copy saved on the way is opened: given where planning can save one. */
  myRecipeHref?: (id: string) => string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span>{t('components.planRecipe.open')}</span>
      </button>
      {open ? (
        <PlanRecipeForm
          id={formId}
          title={title}
          ownRecipe={ownRecipe}
          myRecipeHref={myRecipeHref}
          onDone={() => {
            setOpen(false);
            toggleRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

function PlanRecipeForm({
  id,
  title,
  ownRecipe,
  myRecipeHref,
  onDone,
}: {
  id: string;
  title: string;
  ownRecipe: () => Promise<{ id: string; copied: boolean }>;
  myRecipeHref: ((id: string) => string) | undefined;
  onDone: () => void;
}) {
  const t = useT();
  const today = localToday();
  const ahead = usePlanAhead(today);
  const plan = usePlanRecipe();
  const toast = useToast();
  const navigate = useNavigate();
  const [mealType, setMealType] = useState<MealType>('dinner');
  // null: the next free day for the meal chosen, which follows the meal until the person picks a day.
  const [picked, setPicked] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | undefined>(undefined);
  const headingId = `${id}-heading`;
  const formRef = useRef<HTMLFormElement>(null);
  const suggested = ahead.data ? nextFreeDate(ahead.data, mealType, today) : today;
  const date = picked ?? suggested;

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  return (
    <form
      ref={formRef}
      id={id}
      className="form plan-recipe"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isIsoDate(date)) {
          setDateError(t('components.planRecipe.chooseDay'));
          event.currentTarget.querySelector('input')?.focus();
          return;
        }
        plan.mutate(
          { date, mealType, ownRecipe },
          {
            onSuccess: ({ entry, copied }) => {
              const added = {
                title: entry.title,
                day: formatCalendarDate(entry.date, 'weekdayDate'),
                meal: entry.mealType,
                servings: entry.servings,
              };
              if (copied && entry.recipeId) {
                const href = myRecipeHref?.(entry.recipeId);
                toast.success(t('components.planRecipe.addedCopy', added), {
                  action: href ? { label: t('components.planRecipe.openInMyRecipes'), onAction: () => void navigate(href) } : undefined,
                });
              } else {
                toast.success(t('components.planRecipe.added', added), {
                  action: { label: t('components.planRecipe.seeThePlan'), onAction: () => void navigate(planWeekHref(entry.date)) },
                });
              }
              onDone();
            },
          },
        );
      }}
    >
      <h3 id={headingId} className="plan-recipe__heading">
        {t('components.planRecipe.heading', { title })}
      </h3>
      {plan.isError ? (
        <p role="alert" className="alert alert--error">
          {t('components.planRecipe.failed', { message: messageOf(plan.error) })}
        </p>
      ) : null}
      <div className="field-row">
        <TextField
          label={t('components.planRecipe.day')}
          type="date"
          hint={picked === null && ahead.data ? t('components.planRecipe.nextFreeDay', { meal: mealType }) : undefined}
          error={dateError}
          value={date}
          onChange={(event) => {
            setPicked(event.target.value);
            setDateError(undefined);
          }}
        />
        <SelectField
          label={t('components.planRecipe.meal')}
          value={mealType}
          options={mealTypes.map((m) => ({ value: m, label: t(mealTypeKeys[m]) }))}
          onChange={(event) => setMealType(event.target.value as MealType)}
        />
      </div>
      <div className="dialog-actions">
        <Button type="submit" busy={plan.isPending} disabled={ahead.isPending}>
          {t('components.planRecipe.submit')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('components.planRecipe.cancel')}
        </Button>
      </div>
    </form>
  );
}
