import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterFirstPage } from './after-first-page.ts';

/**
 * The household's changes, live, for as long as `personId` is signed in (docs/decisions/0063-household-events.md).
 * Its code loads once the first page is drawn, from a chunk of its own, so that it costs the first page nothing.
 */
export function useHouseholdLive(personId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!personId || typeof EventSource === 'undefined') return;
    let stop: (() => void) | null = null;
    let gone = false;
    afterFirstPage(
      () =>
        void import('../api/household/follow-household-events.ts').then(({ followHouseholdEvents }) => {
          if (!gone) stop = followHouseholdEvents(queryClient);
        }),
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [personId, queryClient]);
}
