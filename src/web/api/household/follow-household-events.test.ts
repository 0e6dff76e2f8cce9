import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mealPlanKeys } from '../meal-plan/keys.ts';
import { pantryKeys } from '../pantry/keys.ts';
import { shoppingListKeys } from '../shopping-list/keys.ts';
import { followHouseholdEvents } from './follow-household-events.ts';

/** The browser's EventSource as the page meets it: opens, hears named events, is closed. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((message: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (message: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  hear(data: unknown) {
    for (const listener of this.listeners.get('household') ?? []) listener({ data: JSON.stringify(data) });
  }
}

const week = { from: '2026-03-02', to: '2026-03-08' };

describe('following the household’s changes', () => {
  let queryClient: QueryClient;
  const stale = () => ({
    plan: queryClient.getQueryState(mealPlanKeys.range(week))?.isInvalidated,
    list: queryClient.getQueryState(shoppingListKeys.range(week))?.isInvalidated,
    pantry: queryClient.getQueryState(pantryKeys.items())?.isInvalidated,
  });
  const source = () => {
    if (!FakeEventSource.last) throw new Error('no EventSource was opened');
    return FakeEventSource.last;
  };

  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
    queryClient = new QueryClient();
    queryClient.setQueryData(mealPlanKeys.range(week), { entries: [] });
    queryClient.setQueryData(shoppingListKeys.range(week), { items: [] });
    queryClient.setQueryData(pantryKeys.items(), { items: [] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('reads the list again on a list event, the plan and the list (made from it) on a plan event, the pantry on a pantry event', () => {
    const stop = followHouseholdEvents(queryClient);
    expect(source().url).toBe('/api/household/events');
    source().onopen?.();
    expect(stale()).toEqual({ plan: false, list: false, pantry: false });
    source().hear({ type: 'list', ...week, by: 'ben' });
    expect(stale()).toEqual({ plan: false, list: true, pantry: false });
    source().hear({ type: 'plan', date: week.from, by: 'ben' });
    expect(stale()).toEqual({ plan: true, list: true, pantry: false });
    source().hear({ type: 'pantry', by: 'ben' });
    expect(stale().pantry).toBe(true);
    stop();
    expect(source().closed).toBe(true);
  });

  it('reads everything again when the stream opens again after a break, as what happened meanwhile was not heard', () => {
    const stop = followHouseholdEvents(queryClient);
    source().onopen?.();
    expect(stale()).toEqual({ plan: false, list: false, pantry: false });
    source().onopen?.();
    expect(stale()).toEqual({ plan: true, list: true, pantry: true });
    stop();
  });

  it("waits for the page's own change to be saved before reading again", async () => {
    const stop = followHouseholdEvents(queryClient);
    let save = () => {};
    const saved = new Promise<void>((resolve) => (save = resolve));
    const saving = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => saved })
      .execute(undefined);
    source().hear({ type: 'list', ...week, by: 'ben' });
    expect(stale().list).toBe(false);
    save();
    await saving;
    await vi.waitFor(() => expect(stale().list).toBe(true));
    stop();
  });
});
