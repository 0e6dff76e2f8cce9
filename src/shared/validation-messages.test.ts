import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainValidationMessage } from './validation-messages.ts';

// Regression: people read zod's own wording ("Too small: expected number to be >=1") beside a form's fields.
const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: plainValidationMessage }).error?.issues[0]?.message;

describe('plainValidationMessage', () => {
  it.each([
    [z.number().int().min(1).max(100), 0, 'Enter a whole number from 1 to 100'],
    [z.number().int().min(1).max(100), 1.5, 'Enter a whole number from 1 to 100'],
    [z.number().int().min(1).max(100), '3', 'Enter a whole number from 1 to 100'],
    [z.number().int().min(1).max(100).nullable(), 'x', 'Enter a whole number from 1 to 100'],
    [z.coerce.number().int().min(1).max(1000), 'abc', 'Enter a whole number from 1 to 1,000'],
    [z.number(), 'abc', 'Enter a number'],
    [z.number().positive(), 0, 'Enter a number more than 0'],
    [z.number().int().positive(), 0, 'Enter a whole number of 1 or more'],
    [z.number().min(0), -1, 'Enter a number of 0 or more'],
    [z.string(), undefined, 'Fill this in'],
    [z.string(), 3, 'Enter some text'],
    [z.string().min(1), '', 'Fill this in'],
    [z.string().max(200), 'x'.repeat(201), 'This can be at most 200 characters'],
    [z.array(z.string()).max(2), ['a', 'b', 'c'], 'This can hold at most 2'],
    [z.email(), 'not an address', 'Enter an email address, like name@example.com'],
    [z.enum(['breakfast', 'lunch']), 'tea', 'Choose one of: breakfast, lunch'],
    [z.object({}).strict(), { extra: 1 }, 'This form has no field named extra'],
    [z.boolean(), 'yes', 'Choose yes or no'],
  ])('%#: %o gets plain words', (schema, value, words) => {
    expect(messageOf(schema, value)).toBe(words);
  });

  it('leaves a message a schema gives itself alone', () => {
    expect(messageOf(z.string().max(2, 'Two letters at most'), 'abc')).toBe('Two letters at most');
  });
});
