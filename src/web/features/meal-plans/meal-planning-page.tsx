import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MealPlanEntry } from '../../../shared/meal-plans.ts';
import { addDays, localToday, weekDates } from '../../../shared/meal-plan-rules.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useMe } from '../../api/me/get-me.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useAddEntry } from '../../api/meal-plan/add-entry.ts';
import { useClearWeek } from '../../api/meal-plan/clear-week.ts';
import { useCopyWeek } from '../../api/meal-plan/copy-week.ts';
import { useMealPlan } from '../../api/meal-plan/get-meal-plan.ts';
import { useRemoveEntry } from '../../api/meal-plan/remove-entry.ts';
import { useUpdateEntry } from '../../api/meal-plan/update-entry.ts';
import { AddRecipeByIdDialog, AddRecipeDialog } from './components/add-recipe-dialog.tsx';
import { useRecipesKeptOffline } from './recipes-kept-offline.ts';
import { AddToSlotDialog } from './components/add-to-slot-dialog.tsx';
import { CalendarFeedSection } from './components/calendar-feed-section.tsx';
import { DaySwitcher } from './components/day-switcher.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EatThisWeekTray } from './components/eat-this-week-tray.tsx';
import { MoveEntryDialog } from './components/move-entry-dialog.tsx';
import {
  focusKeys,
  PlannerProvider,
  type DragPayload,
  type DragTracker,
  type MoveTarget,
  type PlannableRecipe,
  type PlannerActions,
} from './components/planner-context.tsx';
import { messageOf, PlannerFeedbackProvider, PlannerMessages, usePlannerFeedback } from './components/planner-feedback.tsx';
import { WeekGrid } from './components/week-grid.tsx';
import { WeekToolbar } from './components/week-toolbar.tsx';
import { sameSlot, type Slot } from '../../api/meal-plan/plan-entries.ts';
import { readPlannerView, shoppingListHref, writePlannerView, type PlannerContext } from './planner-url.ts';
import { slotName } from './slot-names.ts';

type OpenDialog =
  | { kind: 'add'; slot: Slot }
  | { kind: 'move'; entry: MealPlanEntry }
  | { kind: 'recipe'; recipe: PlannableRecipe }
  | { kind: 'copy' }
  | { kind: 'clear' }
  | null;

/**
 * Focus that must wait for a re-render: after a move, the entry's Move button in its new slot; after a
 * removal, the slot's Add button. Runs after every render until the element exists.
 */
function usePendingFocus() {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const key = pending.current;
    if (!key) return;
    const element = document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
    if (element && !element.matches(':disabled')) {
      element.focus();
      pending.current = null;
    }
  });
  return useCallback((key: string | null) => {
    pending.current = key;
  }, []);
}

export function MealPlanningPage() {
  return (
    <PlannerFeedbackProvider>
      <Planner />
    </PlannerFeedbackProvider>
  );
}

function Planner() {
  const { data: me } = useMe();
  const today = localToday();
  const context: PlannerContext = { today, weekStart: me?.weekStart ?? 'monday' };
  const [params, setParams] = useSearchParams();
  const view = readPlannerView(params, context);
  const dates = weekDates(view.week);
  const range = { from: view.week, to: addDays(view.week, 6) };
  const currentWeek = readPlannerView(new URLSearchParams(), context).week;

  // New entries show the household's size at once, as the server will give them.
  const householdSize = me?.householdSize ?? 2;
  const t = useT();
  const { announce, report } = usePlannerFeedback();
  const plan = useMealPlan(range);
  const entries = plan.data ?? [];
  useRecipesKeptOffline(entries, view.week === currentWeek);
  const add = useAddEntry(range, report);
  const update = useUpdateEntry(range, report);
  const remove = useRemoveEntry(range, report);
  const copy = useCopyWeek();
  const clear = useClearWeek();
  const dragged = useRef<DragPayload | null>(null);
  const drag = useMemo<DragTracker>(
    () => ({
      start: (payload) => {
        dragged.current = payload;
      },
      end: () => {
        dragged.current = null;
      },
      current: () => dragged.current,
    }),
    [],
  );
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // A phone shows one day: the one chosen, else today in this week, else the week's first day.
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [wholeWeek, setWholeWeek] = useState(false);
  const shownDay = chosenDay !== null && dates.includes(chosenDay) ? chosenDay : dates.includes(today) ? today : view.week;
  const focusLater = usePendingFocus();
  const closeDialog = () => setDialog(null);

  const setView = (patch: Partial<typeof view>, replace = false) =>
    setParams(writePlannerView({ ...view, ...patch }, context), { replace });

  const addRecipe = (slot: Slot, recipe: PlannableRecipe) => {
    announce(t('mealPlans.toast.added', { title: recipe.title, slot: slotName(slot.date, slot.mealType) }));
    add.mutate({ ...slot, servings: householdSize, recipe: { id: recipe.id, title: recipe.title } });
  };

  const planner: PlannerActions = {
    dates,
    entries,
    drag,
    addRecipe,
    addText: (slot, text) => {
      announce(t('mealPlans.toast.added', { title: text, slot: slotName(slot.date, slot.mealType) }));
      add.mutate({ ...slot, servings: householdSize, text });
    },
    move: (entry: MealPlanEntry, target: MoveTarget) => {
      const { date, mealType, position } = target;
      announce(t('mealPlans.toast.moved', { title: entry.title, slot: slotName(date, mealType) }));
      update.mutate({ id: entry.id, patch: sameSlot(entry, target) ? { position } : { date, mealType, position } });
    },
    remove: (entry) => {
      announce(t('mealPlans.toast.removed', { title: entry.title, slot: slotName(entry.date, entry.mealType) }));
      focusLater(focusKeys.add(entry));
      remove.mutate(entry.id);
    },
    setServings: (entry, servings) =>
      update.mutate(
        { id: entry.id, patch: { servings } },
        {
          onSuccess: () =>
            announce(t('mealPlans.toast.servings', { title: entry.title, servings, slot: slotName(entry.date, entry.mealType) })),
        },
      ),
    openAdd: (slot) => setDialog({ kind: 'add', slot }),
    openMove: (entry) => setDialog({ kind: 'move', entry }),
  };

  // The day before the week's first goes to the week before, and the day after its last to the next one.
  const stepDay = (direction: -1 | 1) => {
    const day = addDays(shownDay, direction);
    if (!dates.includes(day)) setView({ week: addDays(view.week, 7 * direction) });
    setChosenDay(day);
  };

  const runCopy = () =>
    copy.mutate(
      { from: addDays(view.week, -7), to: view.week },
      {
        onSuccess: (copied) =>
          announce(copied.length ? t('mealPlans.toast.copied', { count: copied.length }) : t('mealPlans.toast.copiedNothing')),
        onError: report,
        onSettled: closeDialog,
      },
    );

  const runClear = () =>
    clear.mutate(view.week, {
      onSuccess: (removed) => announce(t('mealPlans.toast.cleared', { count: removed })),
      onError: report,
      onSettled: closeDialog,
    });

  // The day a recipe goes to by default: today in this week, else the week's first day.
  const defaultSlot: Slot = { date: dates.includes(today) ? today : view.week, mealType: 'dinner' };

  return (
    <PlannerProvider value={planner}>
      <div className="page planner">
        <PageHeading>{t('mealPlans.page.title')}</PageHeading>
        <p className="lead">{t('mealPlans.page.lead')}</p>
        <WeekToolbar
          week={view.week}
          isCurrentWeek={view.week === currentWeek}
          shoppingListHref={shoppingListHref(range.from, range.to)}
          canClear={entries.length > 0}
          copying={copy.isPending}
          clearing={clear.isPending}
          onWeek={(direction) => setView({ week: addDays(view.week, 7 * direction) })}
          onThisWeek={() => {
            setChosenDay(null);
            setView({ week: currentWeek });
          }}
          onCopy={() => (entries.length ? setDialog({ kind: 'copy' }) : runCopy())}
          onClear={() => setDialog({ kind: 'clear' })}
        />
        <PlannerMessages />
        <EatThisWeekTray onChoose={(recipe) => setDialog({ kind: 'recipe', recipe })} />
        {plan.isPending ? (
          <Skeleton count={7} label={t('mealPlans.page.loadingWeek')} />
        ) : plan.isError ? (
          <LoadError
            what={t('mealPlans.page.loadErrorWhat')}
            detail={messageOf(plan.error)}
            retrying={plan.isFetching}
            onRetry={() => void plan.refetch()}
          />
        ) : (
          <section className="plan" aria-label={t('mealPlans.page.weekRegion')}>
            {entries.length === 0 ? (
              <EmptyState className="plan-empty" title={t('mealPlans.page.emptyTitle')}>
                {t('mealPlans.page.emptyBody')}
              </EmptyState>
            ) : null}
            <DaySwitcher day={shownDay} wholeWeek={wholeWeek} onStep={stepDay} onWholeWeek={setWholeWeek} />
            <WeekGrid today={today} shownDay={shownDay} wholeWeek={wholeWeek} onStep={stepDay} />
          </section>
        )}
        <CalendarFeedSection />
      </div>

      {dialog?.kind === 'add' ? (
        <AddToSlotDialog
          slot={dialog.slot}
          onClose={closeDialog}
          onAddRecipe={(recipe) => addRecipe(dialog.slot, recipe)}
          onAddText={(text) => planner.addText(dialog.slot, text)}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveEntryDialog
          entry={dialog.entry}
          onClose={closeDialog}
          onMove={(target) => {
            if (!sameSlot(dialog.entry, target)) focusLater(focusKeys.move({ ...dialog.entry, ...target }));
            planner.move(dialog.entry, target);
          }}
        />
      ) : null}
      {dialog?.kind === 'recipe' ? (
        <AddRecipeDialog
          recipe={dialog.recipe}
          dates={dates}
          initial={defaultSlot}
          onClose={closeDialog}
          onAdd={(slot) => {
            closeDialog();
            addRecipe(slot, dialog.recipe);
          }}
        />
      ) : null}
      {dialog?.kind === 'copy' ? (
        <ConfirmDialog
          title={t('mealPlans.copyDialog.title')}
          confirmLabel={t('mealPlans.copyDialog.confirm')}
          busy={copy.isPending}
          onConfirm={runCopy}
          onClose={closeDialog}
        >
          <p>{t('mealPlans.copyDialog.body', { count: entries.length })}</p>
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'clear' ? (
        <ConfirmDialog
          title={t('mealPlans.clearDialog.title')}
          confirmLabel={t('mealPlans.clearDialog.confirm')}
          danger
          busy={clear.isPending}
          onConfirm={runClear}
          onClose={closeDialog}
        >
          <p>{t('mealPlans.clearDialog.body', { count: entries.length })}</p>
        </ConfirmDialog>
      ) : null}
      {view.add && !dialog ? (
        <AddRecipeByIdDialog
          key={view.add}
          recipeId={view.add}
          dates={dates}
          initial={defaultSlot}
          onClose={() => setView({ add: null }, true)}
          onAdd={(recipe, slot) => {
            setView({ add: null }, true);
            addRecipe(slot, recipe);
          }}
        />
      ) : null}
    </PlannerProvider>
  );
}

// The reads this page makes first, started by the router as soon as this module loads (app/first-reads.ts).
export { mealPlanningFirstReads as firstReads } from './first-reads.ts';
