import { useState } from 'react';
import { goalKinds, type GoalKind } from '../../../shared/goal-rules.ts';
import type { ChampionGoal } from '../../../shared/goals.ts';
import { addDays, localToday } from '../../../shared/meal-plan-rules.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { goalKindKeys, goalProgressText, goalTitle } from '../../../shared/goal-words.ts';
import { useDeleteGoal } from '../../api/goals/delete-goal.ts';
import { useGroupGoals } from '../../api/goals/list-group-goals.ts';
import { useSetGoal } from '../../api/goals/set-goal.ts';
import { answeredByServer } from '../../lib/api-failure.ts';
import { errorMessageOf } from '../../lib/error-message.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../lib/use-schema-submit.ts';
import { GoalEditDialog } from './goal-edit-dialog.tsx';
import { GoalFields, goalInputOf, type GoalFormValues } from './goal-fields.tsx';
import { formatDay } from './group-format.ts';
import { GroupLoadError, GroupSection } from './group-section.tsx';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const goalSchema = schemaOnDemand(() => import('../../../shared/goals.ts').then((m) => m.goalCreateSchema));

/** Four weeks from today, the length most goals run. */
const DEFAULT_WEEKS = 4;

/** `Set a goal`: the kind, a target per week (for kinds that count), the words of a free-text goal, the weeks. */
function SetGoalForm() {
  const t = useT();
  const toast = useToast();
  const setGoal = useSetGoal();
  const today = localToday();
  const [kind, setKind] = useState<GoalKind>('cook-meals');
  const [values, setValues] = useState<GoalFormValues>({
    target: '3',
    text: '',
    startWeek: today,
    endWeek: addDays(today, DEFAULT_WEEKS * 7 - 1),
  });
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(
    goalSchema,
    { kind, ...goalInputOf(kind, values) },
    async (data) => {
      try {
        const goal = await setGoal.mutateAsync(data);
        toast.success(t('champions.goals.set', { goal: goalTitle(t, goal) }));
        setValues((current) => ({ ...current, text: '' }));
        return null;
      } catch (error) {
        if (answeredByServer(error)) return error.message;
        throw error;
      }
    },
  );
  return (
    <form ref={formRef} className="form goal-form" noValidate onSubmit={onSubmit}>
      {formError ? <Alert>{formError}</Alert> : null}
      <SelectField
        label={t('champions.goals.kind')}
        value={kind}
        options={goalKinds.map((value) => ({ value, label: t(goalKindKeys[value]) }))}
        onChange={(event) => setKind(goalKinds.find((value) => value === event.target.value) ?? 'cook-meals')}
      />
      <GoalFields kind={kind} values={values} errors={errors} onChange={setValues} />
      <div className="actions">
        <Button type="submit" busy={busy}>
          {t('champions.goals.setGoal')}
        </Button>
      </div>
    </form>
  );
}

/** One goal: what it asks, its weeks, and this week across the group, naming only those who allow it. */
function GoalItem({ goal }: { goal: ChampionGoal }) {
  const t = useT();
  const toast = useToast();
  const remove = useDeleteGoal();
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // Deleting takes the goal from every member's dashboard, with their ticks: it is asked about first.
  const [confirming, setConfirming] = useState(false);
  const title = goalTitle(t, goal);
  const week = goal.thisWeek;
  return (
    <li className="goal-list__item">
      <div className="goal-list__head">
        <div>
          <p className="goal-list__title">{title}</p>
          <p className="muted small">
            {t('champions.goals.weeks', { from: formatDay(goal.startWeek), to: formatDay(addDays(goal.endWeek, 6)) })}
          </p>
        </div>
        <div className="actions">
          <Button variant="secondary" aria-label={t('champions.goals.editLabel', { goal: title })} onClick={() => setEditing(true)}>
            {t('champions.goals.edit')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t('champions.goals.deleteLabel', { goal: title })}
            onClick={() => {
              setError(null);
              setConfirming(true);
            }}
          >
            {t('champions.goals.delete')}
          </Button>
        </div>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      {week ? (
        <>
          <p className="goal-list__figure">{t('champions.goals.reached', { reached: week.reached, members: week.members })}</p>
          {week.participants.length > 0 ? (
            <ul className="goal-list__people" aria-label={t('champions.goals.peopleLabel', { goal: title })}>
              {week.participants.map((person) => (
                <li key={person.id}>
                  {t('champions.goals.person', { name: person.name, progress: goalProgressText(t, goal, person.progress) })}
                </li>
              ))}
            </ul>
          ) : null}
          {week.notShown > 0 ? <p className="muted small">{t('champions.goals.notShown', { count: week.notShown })}</p> : null}
        </>
      ) : (
        <p className="muted small">{t('champions.goals.notThisWeek')}</p>
      )}
      {editing ? <GoalEditDialog goal={goal} onClose={() => setEditing(false)} /> : null}
      {confirming ? (
        <ConfirmDialog
          title={t('champions.goals.deleteTitle')}
          confirmLabel={t('champions.goals.deleteConfirm')}
          danger
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(goal.id, {
              onSuccess: () => {
                setConfirming(false);
                toast.success(t('champions.goals.deleted', { goal: title }));
              },
              onError: (cause) => {
                setConfirming(false);
                setError(errorMessageOf(cause) ?? t('champions.loadError.unknown'));
              },
            })
          }
          onClose={() => setConfirming(false)}
        >
          <p>{t('champions.goals.deleteBody', { goal: title })}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

/** The group's goals: `Set a goal`, and each goal's progress this week. */
export function GoalSection() {
  const t = useT();
  const goals = useGroupGoals();
  return (
    <GroupSection title={t('champions.goals.title')}>
      <p className="muted">{t('champions.goals.lead')}</p>
      {goals.isPending ? (
        <Skeleton />
      ) : goals.isError ? (
        <GroupLoadError
          messageKey="champions.goals.loadError"
          error={goals.error}
          retrying={goals.isFetching}
          onRetry={() => void goals.refetch()}
        />
      ) : goals.data.goals.length === 0 ? (
        <EmptyState title={t('champions.goals.emptyTitle')}>{t('champions.goals.emptyBody')}</EmptyState>
      ) : (
        <ul className="goal-list" aria-label={t('champions.goals.listLabel')}>
          {goals.data.goals.map((goal) => (
            <GoalItem key={goal.id} goal={goal} />
          ))}
        </ul>
      )}
      <h3>{t('champions.goals.setGoal')}</h3>
      <SetGoalForm />
    </GroupSection>
  );
}
