import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { HOUSEHOLD_EVENT_NAME, type HouseholdEvent } from '../../../shared/household-events.ts';
import { mealPlanKeys } from '../meal-plan/keys.ts';
import { pantryKeys } from '../pantry/keys.ts';
import { shoppingListKeys } from '../shopping-list/keys.ts';

/** After the server refused the stream (too many open, busy, a restart), the page asks again this much later. */
const RETRY_AFTER_REFUSAL_MS = 30_000;

/**
 * Keeps the page's plan, list and pantry current while other members change them (docs/decisions/0063-household-events.md):
 * one EventSource on GET /api/household/events; each event marks what it changed as stale, and the pages showing it
 * read it again. Events carry no data, only what to read. When the stream opens again after a break, all are read
 * again: whatever happened in between was not heard. Returns the function that stops it (sign-out, another person).
 */
export function followHouseholdEvents(queryClient: QueryClient): () => void {
  const stale = new Set<HouseholdEvent['type']>();
  let stopped = false;
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let waitingForMutations: (() => void) | null = null;

  const refresh = () => {
    const keys: QueryKey[] = [];
    // The list is made from the plan: a changed plan changes it too.
    if (stale.has('plan')) keys.push(mealPlanKeys.ranges(), shoppingListKeys.all);
    else if (stale.has('list')) keys.push(shoppingListKeys.all);
    if (stale.has('pantry')) keys.push(pantryKeys.all);
    stale.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  // A change this page is making (a tick on its way) would be overwritten by a read that started before it was
  // saved, and the box would flicker: reading waits until the page's own changes are settled.
  const changed = (what: HouseholdEvent['type']) => {
    stale.add(what);
    if (queryClient.isMutating() === 0) return refresh();
    waitingForMutations ??= queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating() > 0) return;
      waitingForMutations?.();
      waitingForMutations = null;
      refresh();
    });
  };

  const open = () => {
    let openedBefore = false;
    const next = new EventSource('/api/household/events');
    source = next;
    next.onopen = () => {
      if (openedBefore) {
        changed('plan');
        changed('pantry');
      }
      openedBefore = true;
    };
    next.addEventListener(HOUSEHOLD_EVENT_NAME, (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as HouseholdEvent;
      changed(event.type);
    });
    next.onerror = () => {
      // A dropped connection is tried again by the EventSource itself; a refusal (an answer other than the stream)
      // closes it for good, so the page asks again later.
      if (next.readyState !== EventSource.CLOSED || stopped) return;
      retry = setTimeout(() => {
        if (!stopped) open();
      }, RETRY_AFTER_REFUSAL_MS);
    };
  };
  open();

  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
    waitingForMutations?.();
  };
}
