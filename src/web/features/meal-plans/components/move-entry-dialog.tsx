import { useState } from 'react';
import type { MealPlanEntry } from '../../../../shared/meal-plans.ts';
import type { MealType } from '../../../../shared/meal-plan-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { currentPlace, placeChoices, sameSlot } from '../../../api/meal-plan/plan-entries.ts';
import { usePlanner, type MoveTarget } from './planner-context.tsx';
import { SlotFields } from './slot-fields.tsx';

/** The keyboard's way to move an entry: choose a day, a meal and a place among the meals there. */
export function MoveEntryDialog({
  entry,
  onClose,
  onMove,
}: {
  entry: MealPlanEntry;
  onClose: () => void;
  onMove: (target: MoveTarget) => void;
}) {
  const planner = usePlanner();
  const t = useT();
  const [slot, setSlot] = useState<{ date: string; mealType: MealType }>({ date: entry.date, mealType: entry.mealType });
  const choices = placeChoices(planner.entries, slot, entry.id);
  const home = sameSlot(slot, entry);
  const [place, setPlace] = useState<string | null>(null);
  const chosenPlace = place ?? (home ? currentPlace(planner.entries, entry) : (choices.at(-1)?.value ?? '0'));

  return (
    <Dialog title={t('mealPlans.moveDialog.title', { title: entry.title })} onClose={onClose}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
          const position = Number(chosenPlace);
          if (home && String(position) === currentPlace(planner.entries, entry)) return;
          onMove({ ...slot, position });
        }}
      >
        <SlotFields
          dates={planner.dates}
          date={slot.date}
          mealType={slot.mealType}
          onChange={(next) => {
            setSlot(next);
            setPlace(null);
          }}
        />
        {choices.length > 1 ? (
          <SelectField
            label={t('mealPlans.moveDialog.place')}
            value={chosenPlace}
            options={choices}
            onChange={(event) => setPlace(event.target.value)}
          />
        ) : null}
        <div className="dialog-actions">
          <Button type="submit">{t('mealPlans.moveDialog.submit')}</Button>
          <Button variant="secondary" onClick={onClose}>
            {t('mealPlans.dialog.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
