import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { browserStorage } from '../../lib/browser-storage.ts';
import { askForNotifications, prepareAlarm } from './timer-alarm.ts';
import { readTimers, timersStorageKey, timersToRing, withoutStale, writeTimers, type CookTimer } from './timer-store.ts';

/*
 * Storage is the timers' source of truth (timer-store.ts); this is React's view of it. The parsed list is kept while
 * the stored text is unchanged, so every render sees the same array until something is saved, here or in another tab.
 */
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; timers: CookTimer[] } = { raw: null, timers: [] };
const noTimers: CookTimer[] = [];

function currentTimers(): CookTimer[] {
  const raw = browserStorage.getItem(timersStorageKey);
  if (raw !== snapshot.raw) snapshot = { raw, timers: readTimers(browserStorage) };
  return snapshot.timers;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === timersStorageKey) onChange();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function save(change: (all: CookTimer[]) => CookTimer[]): void {
  writeTimers(browserStorage, change(withoutStale(readTimers(browserStorage), Date.now())));
  listeners.forEach((listener) => listener());
}

/**
 * The timers of one recipe's cook mode and the clock they are read against, which ticks once a second while one of
 * them has yet to ring. `onRing` is called once for each timer that ends, even one that ended during a reload.
 */
export function useCookTimers(recipe: string, onRing: (timer: CookTimer) => void) {
  const all = useSyncExternalStore(subscribe, currentTimers, () => noTimers);
  const timers = all.filter((timer) => timer.recipe === recipe);
  const [now, setNow] = useState(() => Date.now());
  const ring = useRef(onRing);
  useEffect(() => {
    ring.current = onRing;
  }, [onRing]);

  const waiting = timers.some((timer) => !timer.rang);
  useEffect(() => {
    if (!waiting) return;
    const tick = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      const due = timersToRing(
        currentTimers().filter((timer) => timer.recipe === recipe),
        at,
      );
      if (due.length === 0) return;
      const ids = new Set(due.map((timer) => timer.id));
      save((stored) => stored.map((timer) => (ids.has(timer.id) ? { ...timer, rang: true } : timer)));
      due.forEach((timer) => ring.current(timer));
    }, 1000);
    return () => window.clearInterval(tick);
  }, [waiting, recipe]);

  const start = (step: number, seconds: number) => {
    prepareAlarm();
    if (all.length === 0) askForNotifications();
    const startedAt = Date.now();
    setNow(startedAt);
    const id = `${startedAt.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    save((stored) => [...stored, { id, recipe, step, seconds, endsAt: startedAt + seconds * 1000, rang: false }]);
  };
  const remove = (id: string) => save((stored) => stored.filter((timer) => timer.id !== id));

  return { timers, now, start, remove };
}
