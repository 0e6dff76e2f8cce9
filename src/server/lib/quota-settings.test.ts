import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'ck-quota-config-'));

describe('quota settings', () => {
  // Review 14.3: quotas are documented and configurable, with defaults a household never meets.
  it('has generous defaults, and takes each QUOTA_* setting', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).quotas).toEqual({
      recipes: 5_000,
      photos: 2_000,
      photoBytes: 1024 * 1024 * 1024,
      mealPlanEntries: 5_000,
      openInvitations: 500,
    });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      QUOTA_RECIPES: '10',
      QUOTA_PHOTOS: '20',
      QUOTA_PHOTO_MB: ' 30 ',
      QUOTA_MEAL_PLAN_ENTRIES: '40',
      QUOTA_OPEN_INVITATIONS: '',
    });
    expect(set.quotas).toEqual({ recipes: 10, photos: 20, photoBytes: 30 * 1024 * 1024, mealPlanEntries: 40, openInvitations: 500 });
  });

  it.each(['0', '-1', '1.5', 'lots', '1e999'])('refuses QUOTA_RECIPES=%s at start-up, naming the setting', (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), QUOTA_RECIPES: value })).toThrow(/QUOTA_RECIPES/);
  });
});
