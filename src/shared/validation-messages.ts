import type { z } from 'zod';

/**
 * The words a field gets when its schema names none: zod's own ("Too small: expected number to be >=1") are
 * written for programmers. Installed as zod's customError on the server (src/server/lib/validation.ts) and in
 * the browser (src/web/lib/zod-in-browser.ts), so a check made on either side reads the same. A message a schema gives itself
 * still wins.
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

const count = (n: number) => n.toLocaleString('en');

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
  const kind = whole ? 'a whole number' : 'a number';
  if (min !== undefined && max !== undefined && !strictMin && !strictMax) return `Enter ${kind} from ${count(min)} to ${count(max)}`;
  const above = min === undefined ? null : strictMin ? `more than ${count(min)}` : `of ${count(min)} or more`;
  const below = max === undefined ? null : strictMax ? `less than ${count(max)}` : `of ${count(max)} or less`;
  if (above && below) return `Enter ${kind} ${above} and ${below.replace(/^of /, '')}`;
  if (above) return `Enter ${kind} ${above}`;
  if (below) return `Enter ${kind} ${below}`;
  return `Enter ${kind}`;
}

const formatWords: Record<string, string> = {
  email: 'Enter an email address, like name@example.com',
  url: 'Enter a web address, like https://example.com',
  date: 'Enter a date as YYYY-MM-DD',
  datetime: 'Enter a date and time',
  time: 'Enter a time as HH:MM',
  uuid: 'This is not a valid id',
};

const typeWords: Record<string, string> = {
  string: 'Enter some text',
  boolean: 'Choose yes or no',
  array: 'This must be a list',
  object: 'This must be a set of fields',
  date: 'Enter a date',
};

export function plainValidationMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return numberMessage(issue);
      if (issue.input === undefined || issue.input === null) return 'Fill this in';
      return typeWords[issue.expected] ?? 'This is not the right kind of value';
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return numberMessage(issue);
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'Fill this in' : `Use at least ${count(Number(issue.minimum))} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Add at least ${count(Number(issue.minimum))}`;
      if (issue.origin === 'date') return 'Choose a later date';
      return 'This is too small';
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return numberMessage(issue);
      if (issue.origin === 'string') return `This can be at most ${count(Number(issue.maximum))} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `This can hold at most ${count(Number(issue.maximum))}`;
      if (issue.origin === 'date') return 'Choose an earlier date';
      return 'This is too large';
    case 'invalid_format':
      return formatWords[issue.format] ?? 'This is not in the expected form';
    case 'not_multiple_of':
      return `Enter a multiple of ${String(issue.divisor)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `This must be ${String(issue.values[0])}`
        : `Choose one of: ${issue.values.map((value) => String(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `This form has no field named ${issue.keys.join(', ')}`;
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
      return 'This value is not one we accept';
    default:
      return 'This value is not one we accept';
  }
}
