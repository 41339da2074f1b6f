import type { core } from 'zod/mini';

// The one way an invalid input is told to a person, on the server (the 400's `error`) and in the
// web's forms alike: a whole sentence in plain words, never a JSON path.

/** Words for the JSON keys whose plain spelling would not say what they are. */
const FIELD_WORDS: Record<string, string> = {
  telegram_id: 'Telegram username',
  timezone: 'time zone',
  checkin_time: 'check-in time',
  weekly_time: 'weekly check-in time',
  weekly_day: 'weekly check-in day',
  quiet_start: 'start of the quiet hours',
  quiet_end: 'end of the quiet hours',
  goal: 'goal text',
  paused: 'pause setting',
  created_at: 'time',
  if_then: 'if-then plan',
  if: '“if” of the if-then plan',
  then: '“then” of the if-then plan',
};

/** "due_date" and "microtaskId" read as "due date" and "microtask id". */
function keyWords(key: string): string {
  return FIELD_WORDS[key] ?? key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

const SINGULAR: Record<string, string> = { subgoals: 'subgoal', tasks: 'task', microtasks: 'microtask', goals: 'goal', reflections: 'reflection' };

/** "the title of subgoal 2, task 1" for ['subgoals', 1, 'tasks', 0, 'title']. */
function fieldWords(path: readonly PropertyKey[], where: string): string {
  const keys = path.filter((part): part is string => typeof part === 'string');
  const field = keys.at(-1);
  if (field === undefined) return `the ${where}`;
  const places: string[] = [];
  path.forEach((part, i) => {
    const list = path[i - 1];
    if (typeof part === 'number' && typeof list === 'string') places.push(`${SINGULAR[list] ?? keyWords(list)} ${part + 1}`);
  });
  const lastIsPlace = typeof path.at(-1) === 'number';
  const name = lastIsPlace ? (places.pop() ?? keyWords(field)) : keyWords(field);
  return places.length > 0 ? `the ${name} of ${places.join(', ')}` : `the ${name}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One issue as a sentence. A schema's own message that is a whole sentence (a capital first,
 * "Enter your name.") stands alone; a phrase ("is too long: at most 200 characters") follows the
 * field's name in words. `where` names the whole input when the issue has no path ("body").
 */
export function plainError(issue: Pick<core.$ZodIssue, 'path' | 'message'>, where = 'input'): string {
  if (/^[A-Z]/.test(issue.message)) return issue.message;
  const field = fieldWords(issue.path, where);
  return `${capitalised(field)} ${agreeing(field, issue.message)}.`;
}

/** A name ending in a plural noun ("the subgoals", "the done days"): an -s that is not -ss, -us or -is. */
const PLURAL_NAME = /[^isu]s$/;

/** The phrases are written for one thing ("is required"); a plural name takes "are" and "have". */
function agreeing(field: string, phrase: string): string {
  if (!PLURAL_NAME.test(field)) return phrase;
  return phrase.replace(/^is\b/, 'are').replace(/^has\b/, 'have');
}

/** Each top-level field's first problem in words, for a form to show on that field. */
export function fieldErrors(issues: readonly Pick<core.$ZodIssue, 'path' | 'message'>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= plainError(issue);
  }
  return errors;
}
