import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/api-error.ts';
import { readApiErrorBody } from './api-client.ts';

// readApiErrorBody stands in for apiErrorSchema on every page's first load; it must accept and refuse the same bodies.
const bodies: unknown[] = [
  { error: 'Not found' },
  { error: 'Bad input', code: 'VALIDATION_ERROR', details: [{ path: 'name', message: 'Required' }] },
  { error: 'Bad input', details: [] },
  { error: 'x', extra: true },
  { error: 42 },
  { error: 'x', code: 7 },
  { error: 'x', details: [{ path: 'a' }] },
  { error: 'x', details: 'nope' },
  { message: 'no error field' },
  'text',
  null,
  [],
];

describe('readApiErrorBody', () => {
  it.each(bodies.map((body) => [JSON.stringify(body), body]))('agrees with apiErrorSchema on %s', (_, body) => {
    const parsed = apiErrorSchema.safeParse(body);
    expect(readApiErrorBody(body)).toEqual(parsed.success ? parsed.data : null);
  });
});
