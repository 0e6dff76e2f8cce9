import { useRef, type TouchEvent } from 'react';

/** Where the planner shows one day at a time; global.css hides the other days under the same query. */
export const ONE_DAY_QUERY = 'screen and (max-width: 767.98px)';

/** How far a finger must travel sideways, in CSS pixels, before it counts as a swipe rather than a tap. */
const SWIPE_DISTANCE = 60;

/**
 * A sideways swipe over the day shown goes to the next day (finger to the left) or the previous one. A mostly
 * vertical movement is the page scrolling and is left alone; so is any swipe where the whole week is shown.
 */
export function useDaySwipe(enabled: boolean, onStep: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = enabled && event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch || !window.matchMedia(ONE_DAY_QUERY).matches) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < 2 * Math.abs(dy)) return;
      onStep(dx < 0 ? 1 : -1);
    },
  };
}
