import type { z } from 'zod';
import { FULL_NAME_MAX_LENGTH } from '../../../shared/users.ts';
import type { MessageKey, MessageValues } from '../../../shared/i18n/messages.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { translate } from '../../lib/i18n/i18n.ts';

/** The household sizes the shared schema accepts (householdSizeSchema), as the refusals name them. */
const HOUSEHOLD_MIN = 1;
const HOUSEHOLD_MAX = 20;

type Words = [MessageKey, MessageValues?];

/** The words for one refused field, chosen by what the schema found wrong rather than by its English message. */
function wordsFor(field: string, issue: z.core.$ZodIssue): Words | null {
  if (field === 'name') {
    if (issue.code === 'too_big') return ['setup.errors.nameTooLong', { max: FULL_NAME_MAX_LENGTH }];
    if (issue.code === 'custom') return ['setup.errors.nameOneLine'];
    return ['setup.errors.nameRequired'];
  }
  if (field === 'householdSize') {
    if (issue.code === 'too_small') return ['setup.errors.householdTooSmall', { min: HOUSEHOLD_MIN }];
    if (issue.code === 'too_big') return ['setup.errors.householdTooBig', { max: HOUSEHOLD_MAX }];
    if (issue.code === 'invalid_type' && issue.expected === 'int') return ['setup.errors.householdWhole'];
    return ['setup.errors.householdNumber'];
  }
  return null;
}

/**
 * Field name → words for the setup form's own check, in the reader's language: the shared schema words its
 * refusals in English for the API, so the form words the fields a person fills in itself. Anything else (a field
 * the form cannot get wrong) keeps the schema's message.
 */
export function setupFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    const words = wordsFor(field, issue);
    errors[field] = words ? translate(...words) : issue.message;
  }
  return errors;
}
