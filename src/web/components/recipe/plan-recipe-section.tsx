import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isIsoDate, localToday, mealTypeLabels, mealTypes, nextFreeDate, type MealType } from '../../../shared/meal-plan-rules.ts';
import { paths } from '../../../shared/routing.ts';
import { Button } from '../ui/button.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useToast } from '../ui/toast.tsx';
import { formatCalendarDate } from '../../lib/date-format.ts';
import { usePlanAhead } from '../../api/meal-plan/get-meal-plan.ts';
import { usePlanRecipe } from '../../api/meal-plan/add-entry.ts';
import { messageOf } from './recipe-errors.tsx';

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
        <span>Add to meal plan</span>
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
          setDateError('Choose the day to plan it for.');
          event.currentTarget.querySelector('input')?.focus();
          return;
        }
        plan.mutate(
          { date, mealType, ownRecipe },
          {
            onSuccess: ({ entry, copied }) => {
              const where = `${formatCalendarDate(entry.date, 'weekdayDate')}, ${mealTypeLabels[entry.mealType].toLowerCase()}`;
              const serves = `for ${entry.servings} ${entry.servings === 1 ? 'serving' : 'servings'}`;
              if (copied && entry.recipeId) {
                const href = myRecipeHref?.(entry.recipeId);
                toast.success(`Added “${entry.title}” to ${where}, ${serves}. A copy was saved to My recipes; your plan uses the copy.`, {
                  action: href ? { label: 'Open in My recipes', onAction: () => void navigate(href) } : undefined,
                });
              } else {
                toast.success(`Added “${entry.title}” to ${where}, ${serves}.`, {
                  action: { label: 'See the plan', onAction: () => void navigate(planWeekHref(entry.date)) },
                });
              }
              onDone();
            },
          },
        );
      }}
    >
      <h3 id={headingId} className="plan-recipe__heading">
        Add “{title}” to your meal plan
      </h3>
      {plan.isError ? (
        <p role="alert" className="alert alert--error">
          Could not add it to your plan: {messageOf(plan.error)}
        </p>
      ) : null}
      <div className="field-row">
        <TextField
          label="Day"
          type="date"
          hint={picked === null && ahead.data ? `The next day with no ${mealType} planned` : undefined}
          error={dateError}
          value={date}
          onChange={(event) => {
            setPicked(event.target.value);
            setDateError(undefined);
          }}
        />
        <SelectField
          label="Meal"
          value={mealType}
          options={mealTypes.map((m) => ({ value: m, label: mealTypeLabels[m] }))}
          onChange={(event) => setMealType(event.target.value as MealType)}
        />
      </div>
      <div className="dialog-actions">
        <Button type="submit" busy={plan.isPending} disabled={ahead.isPending}>
          Add to plan
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
