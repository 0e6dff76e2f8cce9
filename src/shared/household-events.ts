/**
 * What `GET /api/household/events` sends, one server-sent event per change to the household's plan, list or pantry
 * (docs/decisions/0063-household-events.md): only what a member's open page needs to know what to read again,
 * never the data itself. Plain types (no zod): the browser reads this after its first page, the server writes it.
 */
export type HouseholdEvent =
  /** The plan changed on `date`, or on the days from `from` to `to` (a week copied or cleared). */
  | { type: 'plan'; date?: string; from?: string; to?: string; by: string }
  /** The shopping list of the days from `from` to `to` changed: an item ticked, added or removed. */
  | { type: 'list'; from?: string; to?: string; by: string }
  /** The pantry changed: an item added, changed or removed (What can I make? changes with it). */
  | { type: 'pantry'; by: string };

/** The SSE event name every household change is sent under. */
export const HOUSEHOLD_EVENT_NAME = 'household';
