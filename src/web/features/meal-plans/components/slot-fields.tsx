import { mealTypes, type MealType } from '../../../../shared/meal-plan-rules.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { mealTypeLabel } from '../slot-names.ts';
import { dayLabel } from '../week-labels.ts';

/** The `Day` and `Meal` selects of the move and add-to-plan dialogs: the days of the week shown. */
export function SlotFields({
  dates,
  date,
  mealType,
  onChange,
}: {
  dates: string[];
  date: string;
  mealType: MealType;
  onChange: (slot: { date: string; mealType: MealType }) => void;
}) {
  const t = useT();
  return (
    <div className="field-row plan-slot-fields">
      <SelectField
        label={t('mealPlans.slotFields.day')}
        value={date}
        options={dates.map((d) => ({ value: d, label: dayLabel(d) }))}
        onChange={(event) => onChange({ date: event.target.value, mealType })}
      />
      <SelectField
        label={t('mealPlans.slotFields.meal')}
        value={mealType}
        options={mealTypes.map((m) => ({ value: m, label: mealTypeLabel(m) }))}
        onChange={(event) => onChange({ date, mealType: event.target.value as MealType })}
      />
    </div>
  );
}
