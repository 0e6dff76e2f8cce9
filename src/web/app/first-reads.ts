import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '../../shared/users.ts';

/**
 * What a signed-in page knows before its first render: the person and the address. A page module may export
 * `firstReads`, the reads it makes first; the router starts them as soon as the module has loaded and the person is
 * known (`startPage` in router.tsx), rather than after the guard and the page have rendered
 * (docs/decisions/0042-fewer-earlier-requests.md). They go through the page's own queryOptions, so the page's
 * queries find their answers in the cache (fresh for 30 seconds) and ask for nothing twice.
 */
export interface FirstReadsContext {
  queryClient: QueryClient;
  me: Me;
  /** The address's query (`?week=`, `?tab=`), as the page reads it. */
  search: URLSearchParams;
}

export type FirstReads = (context: FirstReadsContext) => void;

/**
 * The addresses among a page's first reads that depend on nothing the browser alone knows (not the person's local
 * date, not the address's query), as its fetchers ask them: a page module may export them as `firstReadAddresses`.
 * The build writes them into pages.json and the server preloads them in a signed-in page's HTML (without a query
 * string), so they download beside the page's scripts rather than after them.
 */
export type FirstReadAddresses = readonly string[];
