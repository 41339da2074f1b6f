// zod/mini keeps Lambda bundles and the web app's first load small. It ships no messages of
// its own, so importing this module (for its side effect) sets Cakewalk's: short phrases in plain
// words about one field ("is too long: at most 200 characters"), which plain-errors.ts puts after
// the field's name. A schema's own message that is a whole sentence ("Enter your name.") is shown
// as it is.
//
// Import zod itself directly, `import * as z from 'zod/mini'`, never through a re-export:
// esbuild cannot tree-shake a namespace that passes through another module, and a re-exported
// `z` pulls all of zod (some 420 KB) into every bundle.
import { config, type core } from 'zod/mini';

const TYPE_WORDS: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object with its fields',
  date: 'must be a date',
};

const FORMAT_WORDS: Record<string, string> = {
  date: 'must be a date like 2026-05-01',
  datetime: 'must be a date and time like 2026-05-01T09:00:00Z',
  email: 'must be an email like name@example.com',
  time: 'must be a time like 09:30',
};

function sizeWords(origin: string, bound: number | bigint, side: 'least' | 'most'): string {
  if (origin === 'string') return `${side === 'least' ? 'is too short' : 'is too long'}: at ${side} ${bound} characters`;
  if (origin === 'array' || origin === 'set') return `must have at ${side} ${bound}`;
  if (origin === 'file') return `must be at ${side} ${bound} bytes`;
  return `must be at ${side} ${bound}`;
}

function plainMessage(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : (TYPE_WORDS[issue.expected] ?? 'is not the right kind of value');
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'is required';
      return sizeWords(issue.origin, issue.minimum, 'least');
    case 'too_big':
      return sizeWords(issue.origin, issue.maximum, 'most');
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ?? 'is not in the right format';
    case 'not_multiple_of':
      return 'must be a whole number';
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${String(issue.values[0])}`
        : `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.join(', ')}`;
    default:
      return 'is not valid';
  }
}

config({ customError: plainMessage });
