import { z } from 'zod';
import type { Quotas } from '../../shared/quotas.ts';

/** A whole number of at least 1, from the environment; blank means the default. */
const limit = (fallback: number) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? fallback : Number(v)))
    .pipe(z.number('must be a number').int('must be a whole number').min(1, 'must be at least 1').max(Number.MAX_SAFE_INTEGER))
    .default(fallback);

/** The QUOTA_* settings of config.ts, with their defaults (docs/decisions/0023-quotas.md). */
export const quotaEnv = {
  QUOTA_RECIPES: limit(5_000),
  QUOTA_PHOTOS: limit(2_000),
  /** Megabytes (MiB) of stored photo files per account. */
  QUOTA_PHOTO_MB: limit(1_024),
  QUOTA_MEAL_PLAN_ENTRIES: limit(5_000),
  QUOTA_OPEN_INVITATIONS: limit(500),
};

export function quotasFrom(env: { [K in keyof typeof quotaEnv]: number }): Quotas {
  return {
    recipes: env.QUOTA_RECIPES,
    photos: env.QUOTA_PHOTOS,
    photoBytes: env.QUOTA_PHOTO_MB * 1024 * 1024,
    mealPlanEntries: env.QUOTA_MEAL_PLAN_ENTRIES,
    openInvitations: env.QUOTA_OPEN_INVITATIONS,
  };
}
