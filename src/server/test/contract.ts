import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * A contract check: an API answer is exactly what its shared response schema (src/shared) describes. It parses,
 * and parsing changes nothing: no field the schema does not know, no default or transform it would apply. The
 * browser types our answers rather than parsing them (docs/decisions/0040-typed-answers.md), so this is where they
 * are checked. Returns the answer, typed.
 */
export function expectContract<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues, 'the answer parses with its shared schema').toEqual([]);
  expect(parsed.data, 'parsing the answer changes nothing').toStrictEqual(body);
  return parsed.data as z.output<S>;
}
