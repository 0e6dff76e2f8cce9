/** Every test that draws or words something in the browser's code reads the source language's catalogue. */
import { beforeAll } from 'vitest';
import { sourceLocale } from '../../shared/i18n/locales.ts';
import { activateLocale } from '../lib/i18n/i18n.ts';

beforeAll(async () => {
  await activateLocale(sourceLocale);
});
