import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways, in CSS pixels, before it is a swipe rather than a tap. */
const SWIPE_DISTANCE = 60;

/**
 * A sideways swipe over the step moves to the next step (finger towards the start of the line: to the left in
 * left-to-right languages, to the right in Arabic) or the previous one. Pointer events, so a pen or a mouse drag
 * works as a finger does; a mostly vertical movement is scrolling and is left alone.
 */
export function useStepSwipe(onStep: (direction: -1 | 1) => void, rightToLeft: boolean) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.isPrimary ? { x: event.clientX, y: event.clientY, id: event.pointerId } : null;
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < 2 * Math.abs(dy)) return;
      const towardsStart = rightToLeft ? dx > 0 : dx < 0;
      onStep(towardsStart ? 1 : -1);
    },
  };
}
