import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Keeps the screen on while cook mode is open (Screen Wake Lock API). The browser drops the lock whenever the page
 * is hidden, so it is asked for again each time the page comes back. `unsupported` and `refused` are for the page to
 * say so; `pending` is before the first answer (and before hydration), when nothing is said yet.
 */
export type WakeLockState = 'pending' | 'on' | 'unsupported' | 'refused';

const supported = () => 'wakeLock' in navigator;

export function useWakeLock(): WakeLockState {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<'pending' | 'on' | 'refused'>('pending');
  useEffect(() => {
    if (!supported()) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (stopped) void sentinel.release();
          else {
            lock = sentinel;
            setAnswer('on');
          }
        },
        () => {
          if (!stopped) setAnswer('refused');
        },
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => undefined);
    };
  }, []);
  if (!hydrated) return 'pending';
  return supported() ? answer : 'unsupported';
}
