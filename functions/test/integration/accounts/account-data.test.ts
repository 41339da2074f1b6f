import ICAL from 'ical.js';
import { decodeTime } from 'ulid';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarFeed, ImportResult } from '@cakewalk/shared/schemas/account/account.ts';
import type { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import type { Dashboard, Goal } from '@cakewalk/shared/schemas/goal.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { IMPORT_DEADLINE_SECONDS } from '../../../src/core/account-data/import-account.ts';
import { queryPrefix } from '../../../src/data/store.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { client, createGoal, sampleBreakdown, signUp, type TestUser } from '../../support/api-client.ts';
import { injectCrashes } from '../../support/crash-injection.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();

const crashes = injectCrashes();

const goalsOf = async (user: TestUser) => (await user.call<Dashboard>('GET', `/users/${user.id}/dashboard`)).body.goals;
const reflectionsOf = async (user: TestUser) =>
  (await user.call<Reflection[]>('GET', `/reflections?user_id=${user.id}&sort=asc`)).body;
const partition = (user: TestUser) => queryPrefix<{ sk: string }>(`USER#${user.id}`, '', ['sk']);

async function exportOf(user: TestUser): Promise<ExportFile> {
  const reply = await user.call<ExportFile>('GET', '/users/me/export');
  expect(reply.status).toBe(200);
  return reply.body;
}

/** A user with two goals (progress made, a due date) and two reflections, one about a goal. */
async function seededUser(): Promise<{ user: TestUser; goals: Goal[] }> {
  const user = await signUp(stack.api, 'Robin "Ro" Baker');
  const first = await createGoal(user);
  const second = await createGoal(user, { ...sampleBreakdown, goal: 'Read 12 books, one a month' });
  await user.call('PUT', `/goals/${first.id}`, { title: first.title, description: 'Run, then rest', due_date: '2031-03-15' });
  const bite = first.subgoals[0]!.tasks[0]!.microtasks[0]!;
  await user.call('PATCH', `/microtasks/${bite.id}/status`, { status: 'done' });
  await user.call('POST', '/reflections', { goal_id: first.id, content: 'Shoes bought, first run tomorrow.' });
  await user.call('POST', '/reflections', { content: 'A quiet week, and that is fine.' });
  return { user, goals: [first, second] };
}

/** Everything in an export but ids and dates, which a new account gives out afresh. */
function content(file: ExportFile) {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value)
        .filter(([key]) => !['id', 'task_id', 'goal_id', 'exported_at', 'created_at'].includes(key))
        .map(([key, inner]) => [key, strip(inner)]));
    }
    return value;
  };
  return { goals: strip(file.goals), reflections: strip(file.reflections) };
}

describe('GET /users/me/export', () => {
  it('downloads the whole account as a versioned JSON file', async () => {
    const { user } = await seededUser();
    const reply = await user.call<ExportFile>('GET', '/users/me/export');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="cakewalk-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(reply.body).toMatchObject({ format: 'cakewalk-export', version: 1, user: { id: user.id, email: user.email } });
    const [done] = reply.body.goals.flatMap((goal) => goal.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks))).filter((bite) => bite.done_days);
    expect(done).toMatchObject({ status: 'done', done_days: [new Date().toISOString().slice(0, 10)] });
    expect(JSON.parse(JSON.stringify(reply.body.goals, (key, value: unknown) => (key === 'done_days' ? undefined : value)))).toEqual(await goalsOf(user));
    expect(reply.body.reflections.map((r) => r.content)).toEqual(['Shoes bought, first run tomorrow.', 'A quiet week, and that is fine.']);
    expect(reply.body.settings).toMatchObject({ timezone: 'UTC' });
    expect(reply.body.checkins).toEqual([]);
  });

  it('gives one CSV row per bite, quoted where a title needs it', async () => {
    const user = await signUp(stack.api);
    await createGoal(user, { ...sampleBreakdown, goal: 'Run a "fast", happy 5k' });
    const response = await fetch(`${stack.api}/users/me/export?format=csv`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/filename="cakewalk-export-.*\.csv"/);
    const lines = (await response.text()).trimEnd().split('\n');
    expect(lines[0]).toBe('goal,subgoal,task,microtask,status,repeat,completions,due_date');
    expect(lines).toHaveLength(1 + 7);
    expect(lines[1]).toBe('"Run a ""fast"", happy 5k",Build a base,Get ready,Buy running shoes,in_progress,,,');
  });

  it('neutralises formulas: a cell starting with =, +, -, @, tab or CR gets a leading quote', async () => {
    const user = await signUp(stack.api);
    const titles = ['=HYPERLINK("http://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1:A9)', '\tTabbed', '\rReturned', 'Plain = fine'];
    await createGoal(user, {
      ...sampleBreakdown,
      goal: '=1+1',
      subgoals: [{ title: '@home', tasks: [{ title: '-dash', microtasks: titles.map((title) => ({ title })) }] }],
    });
    const response = await fetch(`${stack.api}/users/me/export?format=csv`, { headers: { authorization: `Bearer ${user.token}` } });
    const text = await response.text();
    const row = (bite: string) => `'=1+1,'@home,'-dash,${bite},`;
    expect(text).toContain(row(`"'=HYPERLINK(""http://evil.example"",""Click"")"`));
    // Titles are stored trimmed, so a tab or CR never starts one; csv-stringify's escape covers them too.
    for (const bite of ["'+1+1", "'-2+3", "'@SUM(A1:A9)", 'Tabbed', 'Returned', 'Plain = fine']) expect(text).toContain(row(bite));
  });

  it('gives a habit the status the person sees today on their own calendar, in JSON and CSV, wherever UTC\'s date is', async () => {
    // A zone whose date differs from UTC's right now: 14 hours ahead late in the UTC day, 11 behind early in it.
    const timezone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const email = `far-away.${Date.now()}@example.com`;
    const registered = await client(stack.api)<{ token: string; user: { id: string } }>('POST', '/auth/register', { name: 'Far Away', email, password: 'correct horse battery', timezone });
    expect(registered.status).toBe(201);
    const call = client(stack.api, registered.body.token);
    const goal = await createGoal({ id: registered.body.user.id, token: registered.body.token, email, password: 'correct horse battery', call }, {
      goal: 'Stretch every day', tone: 'friendly',
      subgoals: [{ title: 'Start', tasks: [{ title: 'Move', microtasks: [{ title: 'Stretch for 10 minutes', minutes: 10, repeat: { every: 'day', times: 30 } }] }] }],
    });
    const habit = goal.subgoals[0]!.tasks[0]!.microtasks[0]!;
    expect((await call('PATCH', `/microtasks/${habit.id}/status`, { status: 'done' })).status).toBe(200);
    const file = (await call<ExportFile>('GET', '/users/me/export')).body;
    expect(file.goals[0]!.subgoals[0]!.tasks[0]!.microtasks[0]).toMatchObject({ status: 'done', completions: 1 });
    const csv = await fetch(`${stack.api}/users/me/export?format=csv`, { headers: { authorization: `Bearer ${registered.body.token}` } });
    expect((await csv.text()).trimEnd().split('\n')[1]).toContain(',done,');
  });

  it('is a 401 without a token and a 400 for an unknown format', async () => {
    expect((await client(stack.api)('GET', '/users/me/export')).status).toBe(401);
    const user = await signUp(stack.api);
    expect((await user.call('GET', '/users/me/export?format=xml')).status).toBe(400);
  });
});

describe('POST /users/me/import', () => {
  it('export, import into a new account, export again: the same content apart from ids and dates', async () => {
    const { user: source } = await seededUser();
    const habit = {
      ...(await exportOf(source)),
      goals: [{
        title: 'Meditate', description: '', due_date: null, status: 'in_progress' as const, tone: 'strict' as const,
        created_at: '2026-10-01T08:00:00.000Z',
        subgoals: [{ title: 'Daily', status: 'in_progress' as const, tasks: [{ title: 'Sit', status: 'in_progress' as const, microtasks: [
          { title: 'Sit for 10 minutes', status: 'todo' as const, minutes: 10, repeat: { every: 'day' as const, times: 30 }, completions: 4, streak: 2, last_done: '2026-10-04' },
          { title: 'Walk for 20 minutes', status: 'todo' as const, repeat: { every: 'week' as const, times: 8, per_period: 3 }, completions: 5, last_done: '2026-10-05' },
        ] }] }],
      }],
      reflections: [],
    };
    expect((await source.call<ImportResult>('POST', '/users/me/import', habit)).body).toEqual({ goals: 1, reflections: 0, skipped_goals: 0 });
    const before = await exportOf(source);
    expect(before.goals).toHaveLength(3);
    expect(before.goals[2]?.subgoals[0]?.tasks[0]?.microtasks[0]).toMatchObject({ repeat: { every: 'day', times: 30 }, completions: 4, minutes: 10 });
    const csv = await (await fetch(`${stack.api}/users/me/export?format=csv`, { headers: { authorization: `Bearer ${source.token}` } })).text();
    expect(csv).toContain('Meditate,Daily,Sit,Sit for 10 minutes,in_progress,"every day, 30 times",4,\n');
    expect(before.goals[2]?.subgoals[0]?.tasks[0]?.microtasks[1]).toMatchObject({ repeat: { every: 'week', times: 8, per_period: 3 }, completions: 5 });
    expect(csv).toContain(',Walk for 20 minutes,todo,"every week, 3 per period, 8 times",5,\n');

    const target = await signUp(stack.api);
    const imported = await target.call<ImportResult>('POST', '/users/me/import', before);
    expect(imported).toMatchObject({ status: 201, body: { goals: 3, reflections: 2 } });
    const after = await exportOf(target);
    expect(content(after)).toEqual(content(before));

    const newIds = new Set(after.goals.map((g) => g.id));
    expect(before.goals.some((g) => newIds.has(g.id ?? ''))).toBe(false);
    const tied = after.reflections.find((r) => r.goal_id !== null);
    expect(tied?.goal_id).toBe(after.goals[0]?.id);
    expect(after.goals.map((g) => g.created_at)).toEqual(before.goals.map((g) => g.created_at));
    expect(after.reflections.map((r) => r.created_at)).toEqual(before.reflections.map((r) => r.created_at));
  });

  it('a habit done today survives export, deleting the goal and importing the file: completions, streak, status, order and progress', async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user, {
      goal: 'Stretch every day', tone: 'friendly',
      subgoals: [{ title: 'Start', tasks: [{ title: 'Move', microtasks: [
        { title: 'Stretch for 10 minutes', minutes: 10, repeat: { every: 'day', times: 30 } },
        { title: 'Buy a yoga mat', minutes: 15 },
      ] }] }],
    });
    const [habit, mat] = goal.subgoals[0]!.tasks[0]!.microtasks;
    expect((await user.call('PATCH', `/microtasks/${habit!.id}/status`, { status: 'done' })).body).toEqual({ status: 'done', completions: 1, period_completions: 1, streak: 1 });
    expect((await user.call('PATCH', `/microtasks/${mat!.id}/status`, { status: 'done' })).status).toBe(200);
    const [before] = await goalsOf(user);
    expect(before?.progress).toEqual({ done: 1.03, total: 2, percent: 52 });

    const file = await exportOf(user);
    expect((await user.call('DELETE', `/goals/${goal.id}`)).body).toEqual({ ok: true });
    expect(await goalsOf(user)).toEqual([]);
    expect((await user.call<ImportResult>('POST', '/users/me/import', file)).body).toEqual({ goals: 1, reflections: 0, skipped_goals: 0 });

    const [after] = await goalsOf(user);
    const withoutIds = (shown: Goal | undefined): unknown => JSON.parse(JSON.stringify(shown), (key, value: unknown) => (['id', 'task_id'].includes(key) ? undefined : value));
    expect(withoutIds(after)).toEqual(withoutIds(before));
    const [habitAfter, matAfter] = after!.subgoals[0]!.tasks[0]!.microtasks;
    expect(habitAfter).toMatchObject({ title: 'Stretch for 10 minutes', status: 'done', completions: 1, period_completions: 1, streak: 1 });
    expect(matAfter).toMatchObject({ title: 'Buy a yoga mat', status: 'done' });
    expect(after?.progress).toEqual({ done: 1.03, total: 2, percent: 52 });
    // The imported bite is a habit like any other: done again today, it still counts once.
    expect((await user.call('PATCH', `/microtasks/${habitAfter!.id}/status`, { status: 'done' })).body).toEqual({ status: 'done', completions: 1, period_completions: 1, streak: 1 });
  });

  it('adds nothing for anything that is not a valid export', async () => {
    const { user } = await seededUser();
    const valid = await exportOf(user);
    const [goal] = valid.goals;
    const garbage: unknown[] = [
      'not json at all',
      [],
      { ...valid, format: 'todoist' },
      { ...valid, version: 2 },
      { ...valid, goals: [{ ...goal, subgoals: [] }] },
      { ...valid, goals: [{ ...goal, title: '' }] },
      { ...valid, goals: [goal, { ...goal, status: 'paused' }] },
      { ...valid, reflections: [...valid.reflections, { created_at: 'yesterday', goal_id: null, goal_name: null, content: 'x' }] },
      { ...valid, goals: Array.from({ length: 101 }, () => goal) },
    ];
    const goalsBefore = await goalsOf(user);
    const reflectionsBefore = await reflectionsOf(user);
    for (const body of garbage) {
      const reply = await user.call<{ error: string }>('POST', '/users/me/import', body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      // In plain words, never a JSON path such as "goals.0.title:".
      expect(reply.body.error).toMatch(/^[A-Z].*\.$/);
      expect(reply.body.error).not.toMatch(/\w\.\d|^\w+:/);
    }
    const notAnExport = await user.call<{ error: string }>('POST', '/users/me/import', { ...valid, format: 'todoist' });
    expect(notAnExport.body).toEqual({ error: 'This file is not a Cakewalk export.' });
    expect(await goalsOf(user)).toEqual(goalsBefore);
    expect(await reflectionsOf(user)).toEqual(reflectionsBefore);
  });

  it('gives imported reflections ids in their own dates\' order, whatever another user imported before', async () => {
    const [far, near] = [await signUp(stack.api), await signUp(stack.api)];
    const reflection = (created_at: string, content: string) => ({ created_at, goal_id: null, goal_name: null, content });
    const file = async (user: TestUser, reflections: ReturnType<typeof reflection>[]) => ({ ...(await exportOf(user)), reflections });
    expect((await far.call('POST', '/users/me/import', await file(far, [reflection('9999-12-31T23:59:59.000Z', 'The far future')]))).status).toBe(201);
    const nearFile = await file(near, [
      reflection('2025-03-02T09:00:00.000Z', 'Second day'),
      reflection('2025-03-01T09:00:00.000Z', 'First day'),
      reflection('2025-03-01T09:00:00.000Z', 'First day, a second note'),
    ]);
    expect((await near.call('POST', '/users/me/import', nearFile)).status).toBe(201);

    const listed = await reflectionsOf(near);
    expect(listed.map((r) => r.content)).toEqual(['First day', 'First day, a second note', 'Second day']);
    expect(listed.map((r) => new Date(decodeTime(r.id)).toISOString())).toEqual(listed.map((r) => r.created_at));
    const firstDay = await near.call<Reflection[]>('GET', `/reflections?user_id=${near.id}&start_date=2025-03-01&end_date=2025-03-01`);
    expect(firstDay.body.map((r) => r.content)).toEqual(['First day, a second note', 'First day']);
  });

  it('takes a file over 64 KB, and refuses one over 1 MB with 413, naming the limit', async () => {
    const user = await signUp(stack.api);
    const long = 'A reflection long enough to fill the file. '.repeat(100);
    const file = { ...(await exportOf(user)), reflections: Array.from({ length: 40 }, (_, i) => ({
      created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(), goal_id: null, goal_name: null, content: long,
    })) };
    expect(JSON.stringify(file).length).toBeGreaterThan(64 * 1024);
    expect((await user.call('POST', '/users/me/import', file)).status).toBe(201);
    const huge = { ...file, reflections: Array.from({ length: 250 }, () => file.reflections[0]) };
    expect(JSON.stringify(huge).length).toBeGreaterThan(LIMITS.importBytes);
    const refused = await user.call<{ error: string }>('POST', '/users/me/import', huge);
    expect(refused).toMatchObject({ status: 413, body: { error: 'The request body is larger than 1 MB.' } });
    expect((await reflectionsOf(user))).toHaveLength(40);
  });

  it('adds nothing when storage fails half-way through an import', async () => {
    const { user } = await seededUser();
    const exported = await exportOf(user);
    // Copies under new titles: the goals as exported are already there and would be skipped.
    const file = { ...exported, goals: exported.goals.map(({ id: _id, ...goal }) => ({ ...goal, title: `${goal.title} again` })) };
    const goalsBefore = await goalsOf(user);
    crashes.crashAt('PutItemCommand', 2);
    const failed = await user.call('POST', '/users/me/import', file);
    expect(failed.status).toBe(503);
    crashes.heal();
    expect(await goalsOf(user)).toEqual(goalsBefore);
    expect(await reflectionsOf(user)).toHaveLength(2);
  });

  // A hundred goals of 12 bites go in, twice, and a sweep reads them all: on DynamoDB Local beside
  // the lint (npm test) this has taken over 30 s, though about 12 s on the embedded engine.
  it('shows nothing of an import whose process died half-way, and a sweep after its deadline removes it and gives its goal places back', async () => {
    const user = await signUp(stack.api);
    const template = await exportOf(user);
    // Each file's goals are new ones: a goal already there would be skipped.
    let batch = 0;
    const goal = (i: number) => ({
      title: `Imported goal ${batch}.${i}`, description: '', due_date: null, status: 'todo' as const, tone: 'friendly' as const, created_at: '2026-01-01T00:00:00.000Z',
      subgoals: [{ title: 'Slice', status: 'todo' as const, tasks: [{ title: 'Crumb', status: 'todo' as const, microtasks: Array.from({ length: 12 }, (_, m) => ({ title: `Bite ${m}`, status: 'todo' as const })) }] }],
    });
    const fileOf = (goals: number, reflections: number) => {
      batch += 1;
      return {
        ...template,
        goals: Array.from({ length: goals }, (_, i) => goal(i)),
        reflections: Array.from({ length: reflections }, (_, i) => ({ created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), goal_id: null, goal_name: null, content: `Note ${i}` })),
      };
    };
    expect((await user.call('POST', '/users/me/import', fileOf(90, 0))).status).toBe(201);
    const goalsBefore = await goalsOf(user);
    const itemsBefore = await partition(user);

    crashes.dieAt('BatchWriteItemCommand', 4);
    expect((await user.call('POST', '/users/me/import', fileOf(10, 60))).status).toBe(503);
    crashes.heal();

    // Half of it is in the table, and none of it shows.
    expect((await partition(user)).length).toBeGreaterThan(itemsBefore.length);
    expect(await goalsOf(user)).toEqual(goalsBefore);
    expect(await reflectionsOf(user)).toEqual([]);
    expect((await exportOf(user)).goals).toHaveLength(90);
    // Until its deadline the import might still commit, so its places stay taken.
    expect((await user.call('POST', '/goals', { user_id: user.id, title: 'One more', tone: 'friendly', subgoals: sampleBreakdown.subgoals })).status).toBe(400);

    const realNow = Date.now.bind(Date);
    const later = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + (IMPORT_DEADLINE_SECONDS + 1) * 1000);
    try {
      const created = await user.call<Goal>('POST', '/goals', { user_id: user.id, title: 'One more', tone: 'friendly', subgoals: sampleBreakdown.subgoals });
      expect(created.status).toBe(201);
      expect((await goalsOf(user)).length).toBe(91);
      const left = (await partition(user)).map((item) => item.sk);
      expect(left.filter((sk) => !itemsBefore.some((item) => item.sk === sk) && !sk.startsWith(`GOAL#${created.body.id}`))).toEqual([]);
      // Ten more places are free again: nine, as one just went to the new goal.
      expect((await user.call('POST', '/users/me/import', fileOf(9, 1))).status).toBe(201);
      expect((await user.call('POST', '/users/me/import', fileOf(1, 0))).status).toBe(400);
    } finally {
      later.mockRestore();
    }
  }, 90_000);

  it('keeps the 64 KB limit on every other route', async () => {
    const user = await signUp(stack.api);
    const reply = await user.call<{ error: string }>('POST', '/reflections', { content: 'x'.repeat(70 * 1024) });
    expect(reply).toMatchObject({ status: 413, body: { error: 'The request body is larger than 64 KB.' } });
  });
});

describe('DELETE /users/me', () => {
  it('with a wrong password is 403 and deletes nothing; without one, 400', async () => {
    const { user } = await seededUser();
    const before = await partition(user);
    const wrong = await user.call('DELETE', '/users/me', { password: 'not my password' });
    expect(wrong).toMatchObject({ status: 403, body: { error: 'That password is not right.' } });
    expect((await user.call('DELETE', '/users/me', {})).status).toBe(400);
    expect(await partition(user)).toEqual(before);
    expect((await user.call('GET', '/users/me')).status).toBe(200);
  });

  it('removes every item of the user; a crash half-way shows no half goal, and a retry finishes', async () => {
    const { user } = await seededUser();
    await user.call('POST', '/users/me/calendar');
    await createGoal(user, { ...sampleBreakdown, goal: 'A third goal' });
    const whole = await goalsOf(user);
    crashes.crashAt('BatchWriteItemCommand', 2);
    const crashed = await user.call('DELETE', '/users/me', { password: user.password });
    expect(crashed.status).toBe(503);
    crashes.heal();

    // Whatever is left shows only whole goals, and no one can sign in to what is left.
    for (const goal of await goalsOf(user)) expect(whole).toContainEqual(goal);
    expect((await client(stack.api)('POST', '/auth/login', { email: user.email, password: user.password })).status).toBe(401);

    const retried = await user.call('DELETE', '/users/me', { password: user.password });
    expect(retried).toMatchObject({ status: 200, body: { ok: true } });
    expect(await partition(user)).toEqual([]);
    expect(await queryPrefix(`EMAIL#${user.email.toLowerCase()}`, '')).toEqual([]);
    expect((await user.call('GET', '/users/me')).status).toBe(401);

    const again = await client(stack.api)('POST', '/auth/register', { name: 'Robin again', email: user.email, telegram_id: '@robin_again', password: 'another long one' });
    expect(again.status).toBe(201);
  });
});

describe('the calendar feed', () => {
  const feed = (url: string) => fetch(`${stack.api.replace(/\/api$/, '')}${url}`);

  function events(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return { uid: event.uid, summary: event.summary, day: event.startDate.toString(), allDay: event.startDate.isDate };
    });
  }

  it('gives an all-day event on each due date and one today for each active goal\'s current step', async () => {
    const { user, goals } = await seededUser();
    const made = await user.call<CalendarFeed>('POST', '/users/me/calendar');
    expect(made.status).toBe(200);
    expect(made.body.url).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const response = await feed(made.body.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('cache-control')).toBe('private, max-age=900');
    const today = new Date().toISOString().slice(0, 10);
    const found = events(await response.text());
    expect(found).toEqual(expect.arrayContaining([
      { uid: `goal-${goals[0]!.id}-due@cakewalk`, summary: `Due: ${goals[0]!.title}`, day: '2031-03-15', allDay: true },
      expect.objectContaining({ summary: 'Today: Plan three runs a week', day: today, allDay: true }),
      expect.objectContaining({ summary: 'Today: Buy running shoes', day: today, allDay: true }),
    ]));
    expect(found).toHaveLength(3);
    // The same items keep their UIDs from one fetch to the next.
    expect(events(await (await feed(made.body.url)).text()).map((e) => e.uid)).toEqual(found.map((e) => e.uid));
  });

  it('rotating gives a new URL and the old one 404s; revoking 404s the current one', async () => {
    const user = await signUp(stack.api);
    const first = (await user.call<CalendarFeed>('POST', '/users/me/calendar')).body.url;
    const second = (await user.call<CalendarFeed>('POST', '/users/me/calendar')).body.url;
    expect(second).not.toBe(first);
    expect((await feed(first)).status).toBe(404);
    expect((await feed(second)).status).toBe(200);
    expect(await user.call('DELETE', '/users/me/calendar')).toMatchObject({ status: 200, body: { ok: true } });
    expect((await feed(second)).status).toBe(404);
    expect((await feed('/api/calendar/not-a-token.ics')).status).toBe(404);
  });
});
