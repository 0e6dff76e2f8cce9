import { useState } from 'react';
import { goalTitle, goalKindKeys } from '../../../shared/goal-words.ts';
import type { Goal } from '../../../shared/goals.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useChangeGoal } from '../../api/goals/change-goal.ts';
import { answeredByServer } from '../../lib/api-failure.ts';
import { fieldErrorsFromApi } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../lib/use-schema-submit.ts';
import { GoalFields, goalInputOf, type GoalFormValues } from './goal-fields.tsx';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const changeSchema = schemaOnDemand(() => import('../../../shared/goals.ts').then((m) => m.goalUpdateSchema));

/**
 * `Edit` on one of the group's goals: the `Set a goal` form filled in with it. What the API lets change changes (the
 * target of a kind that counts, the words of a free-text goal, the weeks); the kind does not, and the form says so
 * with what to do instead, since members' progress so far was measured as that kind.
 */
export function GoalEditDialog({ goal, onClose }: { goal: Goal; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const change = useChangeGoal();
  const [values, setValues] = useState<GoalFormValues>({
    target: String(goal.target),
    text: goal.text ?? '',
    startWeek: goal.startWeek,
    endWeek: goal.endWeek,
  });
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(changeSchema, goalInputOf(goal.kind, values), async (patch) => {
    try {
      const changed = await change.mutateAsync({ id: goal.id, patch });
      toast.success(t('champions.goals.changed', { goal: goalTitle(t, changed) }));
      onClose();
      return null;
    } catch (error) {
      if (!answeredByServer(error)) throw error;
      const fieldErrors = fieldErrorsFromApi(error);
      return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : error.message;
    }
  });
  return (
    <Dialog title={t('champions.goals.editTitle')} subtitle={goalTitle(t, goal)} onClose={onClose}>
      <form ref={formRef} className="form goal-form" noValidate onSubmit={onSubmit}>
        {formError ? <Alert>{formError}</Alert> : null}
        <p>{t('champions.goals.kindStays', { kind: t(goalKindKeys[goal.kind]) })}</p>
        <GoalFields kind={goal.kind} values={values} errors={errors} onChange={setValues} />
        <div className="dialog-actions">
          <Button type="submit" busy={busy}>
            {t('champions.goals.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('components.confirmDialog.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
