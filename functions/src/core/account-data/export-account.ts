import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportGoal } from '@cakewalk/shared/schemas/account/export-file.ts';
import { stringify } from 'csv-stringify/sync';
import { checkinPages } from '../../data/checkins/checkins.ts';
import { goalsWithHistory } from '../../data/goals/export-goals.ts';
import { getSettingsItem, timeZoneOf, toSettings } from '../../data/checkins/settings.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { getUser } from '../../data/accounts/users.ts';
import { reflectionPages } from '../../data/reflections/reflections.ts';

// The export is written as a stream of text pieces: goals one at a time, reflections and
// check-ins a page at a time, so no more than a page of the account is ever held as objects.

async function* jsonArray<T>(items: AsyncIterable<T>): AsyncGenerator<string> {
  let first = true;
  for await (const item of items) {
    yield `${first ? '' : ','}${JSON.stringify(item)}`;
    first = false;
  }
}

async function* each<T>(pages: AsyncIterable<T[]>): AsyncGenerator<T> {
  for await (const page of pages) yield* page;
}

/** The whole account as the JSON of an export file (the shape of shared/src/schemas/account/export-file.ts). */
export async function* exportJson(userId: string, now = new Date()): AsyncGenerator<string> {
  const [user, settings] = await Promise.all([getUser(userId), getSettingsItem(userId)]);
  const head = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exported_at: now.toISOString(), user, settings: toSettings(settings) };
  yield `${JSON.stringify(head).slice(0, -1)},"goals":[`;
  // A habit's status is the one the person sees today, on their own calendar.
  yield* jsonArray(goalsWithHistory(userId, dayIn(now, head.settings.timezone)));
  yield '],"reflections":[';
  yield* jsonArray(each(reflectionPages(userId)));
  yield '],"checkins":[';
  yield* jsonArray(each(checkinPages(userId)));
  yield ']}';
}

const CSV_COLUMNS = ['goal', 'subgoal', 'task', 'microtask', 'status', 'repeat', 'completions', 'due_date'] as const;

const perPeriodWords = ({ per_period }: Repeat) => (per_period && per_period > 1 ? `${per_period} per period, ` : '');

function biteRows(goal: ExportGoal): string[][] {
  return goal.subgoals.flatMap((subgoal) => subgoal.tasks.flatMap((task) => task.microtasks.map((bite) => [
    goal.title,
    subgoal.title,
    task.title,
    bite.title,
    bite.status,
    bite.repeat ? `every ${bite.repeat.every}, ${perPeriodWords(bite.repeat)}${bite.repeat.times} times` : '',
    // Completions count a habit's dones; a one-off bite's status says it all.
    bite.repeat ? String(bite.completions ?? 0) : '',
    goal.due_date ?? '',
  ])));
}

// A cell that starts like a formula (=, +, -, @, tab or CR) gets a leading ' so a spreadsheet
// shows it as text instead of running it (OWASP, CSV injection): titles are the user's own
// words, but a shared or imported plan may carry someone else's.
const CSV_OPTIONS = { escape_formulas: true };

/** One row per bite, quoted by csv-stringify, a goal at a time. */
export async function* exportCsv(userId: string, now = new Date()): AsyncGenerator<string> {
  yield stringify([[...CSV_COLUMNS]], CSV_OPTIONS);
  for await (const goal of goalsWithHistory(userId, dayIn(now, await timeZoneOf(userId)))) yield stringify(biteRows(goal), CSV_OPTIONS);
}
