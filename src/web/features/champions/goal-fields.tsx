import { goalLimits, onceAWeekKinds, type GoalKind } from '../../../shared/goal-rules.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** What the goal forms hold as typed: the target as text, so that an emptied field stays empty until it is sent. */
export interface GoalFormValues {
  target: string;
  text: string;
  startWeek: string;
  endWeek: string;
}

/** The fields a goal of `kind` has in the request: a target only for kinds that count, words only for free-text. */
export function goalInputOf(kind: GoalKind, values: GoalFormValues) {
  return {
    ...(!onceAWeekKinds.includes(kind) && { target: values.target.trim() === '' ? Number.NaN : Number(values.target) }),
    ...(kind === 'free-text' && { text: values.text }),
    startWeek: values.startWeek,
    endWeek: values.endWeek,
  };
}

/**
 * The fields `Set a goal` and `Edit` share, for a goal of `kind`: the target per week (for kinds that count), the
 * words (for a free-text goal), the first and the last week.
 */
export function GoalFields({
  kind,
  values,
  errors,
  onChange,
}: {
  kind: GoalKind;
  values: GoalFormValues;
  errors: FieldErrors;
  onChange: (values: GoalFormValues) => void;
}) {
  const t = useT();
  const set = (key: keyof GoalFormValues, value: string) => onChange({ ...values, [key]: value });
  return (
    <>
      {onceAWeekKinds.includes(kind) ? null : (
        <TextField
          label={t('champions.goals.target')}
          hint={t('champions.goals.targetHint', { max: goalLimits.target })}
          type="number"
          inputMode="numeric"
          min={1}
          max={goalLimits.target}
          className="field--short"
          value={values.target}
          error={errors.target}
          onChange={(event) => set('target', event.target.value)}
        />
      )}
      {kind === 'free-text' ? (
        <TextField
          label={t('champions.goals.text')}
          hint={t('champions.goals.textHint')}
          maxChars={goalLimits.text}
          value={values.text}
          error={errors.text}
          onChange={(event) => set('text', event.target.value)}
        />
      ) : null}
      <TextField
        label={t('champions.goals.startWeek')}
        type="date"
        value={values.startWeek}
        error={errors.startWeek}
        onChange={(event) => set('startWeek', event.target.value)}
      />
      <TextField
        label={t('champions.goals.endWeek')}
        hint={t('champions.goals.weeksHint', { max: goalLimits.weeks })}
        type="date"
        value={values.endWeek}
        error={errors.endWeek}
        onChange={(event) => set('endWeek', event.target.value)}
      />
    </>
  );
}
