import { addDays } from '../meal-plan-rules.ts';

/** Days before its best-before date that an item counts as near it, so recipes that use it are suggested first. */
export const NEAR_BEST_BEFORE_DAYS = 3;

export type Freshness = 'past' | 'near' | 'fine' | 'none';

/**
 * How an item stands on `today` (YYYY-MM-DD, the reader's own date): past its best-before date, near it (today up
 * to NEAR_BEST_BEFORE_DAYS days ahead), fine, or with no date at all. Plain dates compare as text.
 */
export function freshnessOf(bestBefore: string | null, today: string): Freshness {
  if (bestBefore === null) return 'none';
  if (bestBefore < today) return 'past';
  return bestBefore <= addDays(today, NEAR_BEST_BEFORE_DAYS) ? 'near' : 'fine';
}
