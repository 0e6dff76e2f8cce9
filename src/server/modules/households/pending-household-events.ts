import type { HouseholdEvent } from '../../../shared/household-events.ts';

/**
 * The events waiting to be written to one stream. A page only reads again what an event names (the plan, the list
 * or the pantry), so a page that reads slowly, or not at all, needs at most one waiting event of each type: a change joins
 * the waiting event of its type instead of queueing behind it, and a stream never holds more than three.
 */
export class PendingHouseholdEvents {
  readonly #waiting: HouseholdEvent[] = [];

  get size(): number {
    return this.#waiting.length;
  }

  add(event: HouseholdEvent): void {
    const index = this.#waiting.findIndex((waiting) => waiting.type === event.type);
    const waiting = this.#waiting[index];
    if (waiting) this.#waiting[index] = joined(waiting, event);
    else this.#waiting.push(event);
  }

  /** The oldest waiting event, no longer waiting; undefined when none is. */
  take(): HouseholdEvent | undefined {
    return this.#waiting.shift();
  }
}

/**
 * One event that covers both: the days from the earliest to the latest either names, or none (any day) when
 * either names none; `by` is kept when one member made both, and is empty when the changes were several members'.
 */
function joined(a: HouseholdEvent, b: HouseholdEvent): HouseholdEvent {
  const by = a.by === b.by ? a.by : '';
  // The pantry's events name no days: one says "read the pantry again".
  if (a.type === 'pantry' || b.type === 'pantry') return { type: 'pantry', by };
  const first = spanOf(a);
  const second = spanOf(b);
  if (!first || !second) return { type: a.type, by };
  const from = first.from < second.from ? first.from : second.from;
  const to = first.to > second.to ? first.to : second.to;
  if (a.type === 'plan' && from === to) return { type: 'plan', date: from, by };
  return { type: a.type, from, to, by };
}

/** The days an event names (YYYY-MM-DD, which sort as text), or null when it names none: anything may have changed. */
function spanOf(event: HouseholdEvent): { from: string; to: string } | null {
  if (event.type === 'plan' && event.date) return { from: event.date, to: event.date };
  if (event.type !== 'pantry' && event.from && event.to) return { from: event.from, to: event.to };
  return null;
}
