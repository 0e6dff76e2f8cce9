import type { Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setupInputSchema } from '../../../shared/users.ts';
import { sourceLocale } from '../../../shared/i18n/locales.ts';
import { compileCatalogue } from '../../../../scripts/compile-catalogue.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { setupFieldErrors } from './setup-field-errors.ts';

const errorsFor = (answers: Record<string, unknown>) => {
  const parsed = setupInputSchema.safeParse({ userType: 'regular', dietaryNeeds: [], ...answers });
  if (parsed.success) throw new Error('expected a refusal');
  return setupFieldErrors(parsed.error);
};

describe('setupFieldErrors', () => {
  afterEach(() => i18n.activate(sourceLocale));

  it.each([
    [
      { name: '', householdSize: 'abc' },
      { name: 'Full name is required', householdSize: 'Household size must be a number' },
    ],
    [
      { name: 'a'.repeat(101), householdSize: '2.5' },
      { name: 'Full name must be at most 100 characters', householdSize: 'Household size must be a whole number' },
    ],
    [
      { name: 'Ann\nLee', householdSize: '0' },
      { name: 'Write your full name on one line, without line breaks or tabs', householdSize: 'Household size must be at least 1' },
    ],
    [{ name: 'Ann Lee', householdSize: '21' }, { householdSize: 'Household size must be at most 20' }],
  ])('words %j as %j', (answers, expected) => expect(errorsFor(answers)).toEqual(expected));

  // Regression: the form showed the shared schema's English whatever the reader's language.
  it('words each refusal in the active language', () => {
    i18n.load(
      'xx',
      compileCatalogue({
        'setup.errors.nameRequired': 'Name fehlt',
        'setup.errors.householdTooBig': 'Höchstens {max} Personen',
      }) as Messages,
    );
    i18n.activate('xx');
    expect(errorsFor({ name: ' ', householdSize: '30' })).toEqual({ name: 'Name fehlt', householdSize: 'Höchstens 20 Personen' });
  });
});
