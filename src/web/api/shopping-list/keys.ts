import type { DateRange } from '../../../shared/meal-plans.ts';

/**
 * The list of one range. The prefix is the same wherever the list is read (the dashboard and the landing show
 * its progress), so a change here refreshes them too.
 */
export const shoppingListKeys = {
  all: ['shopping-list'] as const,
  range: (range: DateRange) => [...shoppingListKeys.all, range.from, range.to] as const,
};

/** `from=…&to=…`: every call about a list names its range. */
export function rangeQuery(range: DateRange): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}
