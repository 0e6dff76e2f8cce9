import { useState, type DragEvent } from 'react';
import type { MealPlanEntry } from '../../../../shared/meal-plans.ts';
import { slotEntries, slotIsFull, type Slot } from '../../../api/meal-plan/plan-entries.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { mealTypeLabel, slotName } from '../slot-names.ts';
import { focusKeys, usePlanner, type MoveTarget } from './planner-context.tsx';
import { PlanEntry } from './plan-entry.tsx';

/**
 * Where a dragged entry lands: before the entry under the pointer (after it, in its lower half), counted
 * without the dragged entry itself; at the end when dropped elsewhere in the slot.
 */
function dropPosition(event: DragEvent<HTMLElement>, entries: MealPlanEntry[], draggedId: string): number | undefined {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-entry-index]') : null;
  if (!target) return undefined;
  const rect = target.getBoundingClientRect();
  let index = Number(target.dataset.entryIndex) + (event.clientY > rect.top + rect.height / 2 ? 1 : 0);
  const from = entries.findIndex((e) => e.id === draggedId);
  if (from !== -1 && from < index) index -= 1;
  return index;
}

/** One meal of one day: its entries, an Add button, and a drop target for recipes and entries. */
export function PlanSlot({ slot }: { slot: Slot }) {
  const planner = usePlanner();
  const t = useT();
  const [over, setOver] = useState(false);
  const entries = slotEntries(planner.entries, slot);
  const name = slotName(slot.date, slot.mealType);
  const full = slotIsFull(planner.entries, slot);

  const accepts = () => {
    const drag = planner.drag.current();
    if (!drag) return false;
    // An entry may always move within its own slot; anything else needs room.
    return !full || (drag.kind === 'entry' && drag.entry.date === slot.date && drag.entry.mealType === slot.mealType);
  };

  return (
    <div
      role="group"
      aria-label={name}
      className={`plan-slot${over ? ' plan-slot--over' : ''}`}
      onDragEnter={(event) => {
        if (!accepts()) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!accepts()) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = planner.drag.current()?.kind === 'entry' ? 'move' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOver(false);
      }}
      onDrop={(event) => {
        setOver(false);
        const drag = planner.drag.current();
        if (!drag || !accepts()) return;
        event.preventDefault();
        planner.drag.end();
        if (drag.kind === 'recipe') {
          planner.addRecipe(slot, drag.recipe);
          return;
        }
        const target: MoveTarget = { ...slot, position: dropPosition(event, entries, drag.entry.id) };
        planner.move(drag.entry, target);
      }}
    >
      <p className="plan-slot__label" aria-hidden="true">
        {mealTypeLabel(slot.mealType)}
      </p>
      {entries.length ? (
        <ul className="plan-slot__entries">
          {entries.map((entry, index) => (
            <PlanEntry key={entry.id} entry={entry} index={index} />
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="plan-slot__add"
        aria-label={t('mealPlans.slot.addLabel', { slot: name })}
        data-focus-key={focusKeys.add(slot)}
        disabled={full}
        onClick={() => planner.openAdd(slot)}
      >
        <span aria-hidden="true">+ </span>
        {t('mealPlans.slot.add')}
      </button>
    </div>
  );
}
