import type { z } from 'zod';
import type { MessageKey } from './i18n/messages.ts';
import { sharedWords } from './i18n/shared-words.ts';

/**
 * The words a field gets when its schema names none: zod's own ("Too small: expected number to be >=1") are
 * written for programmers. Installed as zod's customError on the server (src/server/lib/validation.ts) and in
 * the browser (src/web/lib/zod-in-browser.ts), so a check made on either side reads the same, in the language of
 * whoever is answered (src/shared/i18n/shared-words.ts). A message a schema gives itself still wins.
 */

type Issue = z.core.$ZodRawIssue;

interface NumberRange {
  whole: boolean;
  min: number | undefined;
  max: number | undefined;
  /** Bounds that the number may not equal (z.number().positive()). */
  strictMin: boolean;
  strictMax: boolean;
}

interface CheckDef {
  check?: unknown;
  format?: unknown;
  value?: unknown;
  inclusive?: unknown;
}

/** What the schema that raised the issue says about its numbers: whole or not, its least and greatest. */
function numberRange(issue: Issue): NumberRange {
  const range: NumberRange = {
    whole: issue.code === 'invalid_type' && issue.expected === 'int',
    min: undefined,
    max: undefined,
    strictMin: false,
    strictMax: false,
  };
  const schema = (issue as { schema?: { _zod?: { def?: { checks?: { _zod: { def: CheckDef } }[] } } } }).schema;
  const defs = (schema?._zod?.def?.checks ?? []).map((check) => check._zod.def);
  if (defs.some((def) => def.check === 'number_format' && typeof def.format === 'string' && /int/.test(def.format))) range.whole = true;
  for (const def of defs) {
    if (typeof def.value !== 'number') continue;
    const strict = def.inclusive === false;
    if (def.check === 'greater_than') {
      range.min = strict && range.whole ? def.value + 1 : def.value;
      range.strictMin = strict && !range.whole;
    }
    if (def.check === 'less_than') {
      range.max = strict && range.whole ? def.value - 1 : def.value;
      range.strictMax = strict && !range.whole;
    }
  }
  return range;
}

function numberMessage(issue: Issue): string {
  const { whole, min, max, strictMin, strictMax } = numberRange(issue);
  const kind = whole ? 'whole' : 'any';
  if (min !== undefined && max !== undefined && !strictMin && !strictMax) return sharedWords('validation.number.range', { kind, min, max });
  const bounds = { kind, min: min ?? 0, max: max ?? 0, strictMin: strictMin ? 'yes' : 'no', strictMax: strictMax ? 'yes' : 'no' };
  if (min !== undefined && max !== undefined) return sharedWords('validation.number.between', bounds);
  if (min !== undefined) return sharedWords('validation.number.above', bounds);
  if (max !== undefined) return sharedWords('validation.number.below', bounds);
  return sharedWords('validation.number.any', { kind });
}

const formatWords: Record<string, MessageKey> = {
  email: 'validation.format.email',
  url: 'validation.format.url',
  date: 'validation.format.date',
  datetime: 'validation.format.datetime',
  time: 'validation.format.time',
  uuid: 'validation.format.uuid',
};

const typeWords: Record<string, MessageKey> = {
  string: 'validation.type.string',
  boolean: 'validation.type.boolean',
  array: 'validation.type.array',
  object: 'validation.type.object',
  date: 'validation.type.date',
};

export function plainValidationMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return numberMessage(issue);
      if (issue.input === undefined || issue.input === null) return sharedWords('validation.fillIn');
      return sharedWords(typeWords[issue.expected] ?? 'validation.type.other');
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return numberMessage(issue);
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? sharedWords('validation.fillIn')
          : sharedWords('validation.text.atLeast', { min: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return sharedWords('validation.list.atLeast', { min: Number(issue.minimum) });
      if (issue.origin === 'date') return sharedWords('validation.date.later');
      return sharedWords('validation.tooSmall');
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return numberMessage(issue);
      if (issue.origin === 'string') return sharedWords('validation.text.atMost', { max: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set') return sharedWords('validation.list.atMost', { max: Number(issue.maximum) });
      if (issue.origin === 'date') return sharedWords('validation.date.earlier');
      return sharedWords('validation.tooLarge');
    case 'invalid_format':
      return sharedWords(formatWords[issue.format] ?? 'validation.format.other');
    case 'not_multiple_of':
      return sharedWords('validation.multipleOf', { divisor: String(issue.divisor) });
    case 'invalid_value':
      return issue.values.length === 1
        ? sharedWords('validation.value.only', { value: String(issue.values[0]) })
        : sharedWords('validation.value.oneOf', { values: issue.values.map((value) => String(value)).join(', ') });
    case 'unrecognized_keys':
      return sharedWords('validation.unknownField', { fields: issue.keys.join(', ') });
    default:
      return sharedWords('validation.notAccepted');
  }
}
