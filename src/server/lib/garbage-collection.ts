import { setFlagsFromString } from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring for this process and its worker threads
 * (docs/decisions/0094-no-pretenuring-and-the-catalogue-read-at-start.md). Under steady load V8 judged the places that
 * build a request's answer (its rows, its headers, its body) long-lived, because at each young-generation collection
 * the requests in flight still held them, and began placing them straight in the old generation: some 10 MB a second
 * of answers already finished, which only a full collection frees. Without it they die young, as they are: the young
 * collections take under half the time and the old generation stops growing. Called first thing at start (main.ts and
 * the benchmark's server), before any request is served; the flag only changes a heuristic of the collector.
 */
export function keepShortLivedObjectsYoung(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
