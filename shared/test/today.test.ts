import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Repeat } from '../src/schemas/breakdown.ts';
import type { Status } from '../src/schemas/common.ts';
import type { Goal, Microtask } from '../src/schemas/goal.ts';
import { habitsBegun, inTodayOrder, periodFull, todayList, todayRests, type TodayBite } from '../src/rules/today.ts';
import { habitRecords } from '../src/rules/history/progress-page.ts';
import { planHabits } from '../src/rules/habit-start.ts';

const monday = '2026-11-23';
const saturday = '2026-11-28';

interface BiteShape {
  title: string;
  status?: Status;
  repeat?: Repeat;
  completions?: number;
  period_completions?: number;
  last_done?: string | null;
}

/** A goal of one slice and one crumb per list of bites. */
function goal(id: string, crumbs: BiteShape[][], more: Partial<Goal> = {}): Goal {
  return {
    id, title: `Goal ${id}`, description: '', due_date: null, status: 'in_progress', tone: 'friendly',
    created_at: '2026-11-01T08:00:00.000Z', version: 1, snoozed_until: null, paused_until: null, if_then: null,
    progress: { done: 0, total: 0, percent: 0 }, pace: { status: 'no_due_date', expected_percent: 0, bites_behind: 0 },
    subgoals: crumbs.map((bites, s) => ({
      id: `${id}.s${s}`, title: `Slice ${s}`, status: 'todo',
      tasks: [{
        id: `${id}.t${s}`, title: `Crumb ${s}`, status: 'todo',
        microtasks: bites.map((bite, m): Microtask => ({
          id: `${id}.m${s}${m}`, title: bite.title, status: bite.status ?? 'todo', task_id: `${id}.t${s}`,
          repeat: bite.repeat ?? null, completions: bite.completions ?? 0, period_completions: bite.period_completions ?? 0, streak: 0, last_done: bite.last_done ?? null, minutes: 10,
        })),
      }],
    })),
    ...more,
  };
}

const daily: Repeat = { every: 'day', times: 30 };
const titles = (bites: TodayBite[]) => bites.map((bite) => `${bite.kind}: ${bite.microtask.title}`);

describe('todayList', () => {
  it('lists every habit of the period first, then each goal\'s next step, the newest goal first whatever order they are stored in', () => {
    const run = goal('g1', [[{ title: 'Stretch', repeat: daily }], [{ title: 'Buy shoes', status: 'done' }, { title: 'Run 2 km', status: 'in_progress' }]], { created_at: '2026-11-02T08:00:00.000Z' });
    const read = goal('g2', [[{ title: 'Read 10 pages', repeat: daily }, { title: 'Pick a book' }, { title: 'Join a club' }]]);
    expect(titles(todayList([read, run], monday))).toEqual(titles(todayList([run, read], monday)));
    expect(titles(todayList([read, run], monday))).toEqual([
      'habit: Stretch', 'habit: Read 10 pages', 'step: Run 2 km', 'step: Pick a book',
    ]);
  });

  it('places each bite in its goal, slice and crumb', () => {
    const [bite] = todayList([goal('g1', [[{ title: 'Run 2 km' }]])], monday);
    expect([bite?.goal.title, bite?.subgoal.title, bite?.task.title, bite?.microtask.minutes]).toEqual(['Goal g1', 'Slice 0', 'Crumb 0', 10]);
  });

  it('leaves out goals that are done, and the next step of a goal resting until a later day, but keeps its habits', () => {
    const done = goal('g1', [[{ title: 'Finished', status: 'done' }]], { status: 'done' });
    const resting = goal('g2', [[{ title: 'Snoozed step' }, { title: 'Habit kept', repeat: daily }]], { snoozed_until: '2026-11-24' });
    const back = goal('g3', [[{ title: 'Back today' }]], { snoozed_until: monday });
    expect(titles(todayList([done, resting, back], monday))).toEqual(['habit: Habit kept', 'step: Back today']);
    expect(todayRests([done, resting, back], monday).map((rest) => [rest.kind, rest.goal.id, rest.until])).toEqual([['resting', 'g2', '2026-11-24']]);
  });

  it('leaves out everything of a paused goal, a habit ticked this period too, and names it as paused', () => {
    const ticked = { title: 'Ticked habit', status: 'done' as const, repeat: daily, completions: 1, period_completions: 1, last_done: monday };
    const paused = goal('g1', [[{ title: 'Paused step' }, ticked]], { paused_until: '2026-11-30', snoozed_until: '2026-11-24' });
    expect(todayList([paused], monday)).toEqual([]);
    expect(todayRests([paused], monday).map((rest) => [rest.kind, rest.until])).toEqual([['paused', '2026-11-30']]);
    expect(titles(todayList([paused], '2026-11-30'))).toEqual(['habit: Ticked habit', 'step: Paused step']);
  });

  it('asks only for the habits of slices that have begun: the next step\'s slice and those before it', () => {
    const plan = goal('g1', [
      [{ title: 'Warm-up walk', repeat: daily }, { title: 'Buy shoes' }],
      [{ title: 'Run 3 times a week', repeat: { every: 'week', times: 8, per_period: 3 } }, { title: 'Run 5 km' }],
      [{ title: 'Add 1 km to the long run', repeat: { every: 'week', times: 4 } }, { title: 'Race day' }],
    ]);
    expect(titles(todayList([plan], monday))).toEqual(['habit: Warm-up walk', 'step: Buy shoes']);
    const later = goal('g1', [
      [{ title: 'Warm-up walk', repeat: daily }, { title: 'Buy shoes', status: 'done' }],
      [{ title: 'Run 3 times a week', repeat: { every: 'week', times: 8, per_period: 3 } }, { title: 'Run 5 km' }],
      [{ title: 'Add 1 km to the long run', repeat: { every: 'week', times: 4 } }, { title: 'Race day' }],
    ]);
    expect(titles(todayList([later], monday))).toEqual(['habit: Warm-up walk', 'habit: Run 3 times a week', 'step: Run 5 km']);
    const allDone = goal('g1', [[{ title: 'Stretch', repeat: daily }], [{ title: 'Last', status: 'done' }], [{ title: 'Cool-down', repeat: daily }]]);
    expect(titles(todayList([allDone], monday))).toEqual(['habit: Stretch', 'habit: Cool-down']);
  });

  it('keeps a 3-times-a-week habit on Today with a part-filled period until its third tick', () => {
    const thrice: Repeat = { every: 'week', times: 8, per_period: 3 };
    const once = { title: 'Run', repeat: thrice, completions: 1, period_completions: 1, last_done: monday };
    const [bite] = todayList([goal('g1', [[once]])], '2026-11-25');
    expect(bite?.microtask.title).toBe('Run');
    expect(periodFull(bite!.microtask, '2026-11-25')).toBe(false);
    expect(periodFull({ ...bite!.microtask, period_completions: 3 }, '2026-11-25')).toBe(true);
    expect(periodFull({ ...bite!.microtask, period_completions: 3 }, '2026-11-30')).toBe(false);
  });

  it('keeps a habit ticked this period in sight, and drops one finished for good before it', () => {
    const ticked = { title: 'Ticked', status: 'done' as const, repeat: daily, completions: 3, last_done: monday };
    const finishedToday = { title: 'Finished today', status: 'done' as const, repeat: { every: 'day' as const, times: 3 }, completions: 3, last_done: monday };
    const finishedBefore = { title: 'Finished before', status: 'done' as const, repeat: { every: 'day' as const, times: 3 }, completions: 3, last_done: '2026-11-22' };
    expect(titles(todayList([goal('g1', [[ticked, finishedToday, finishedBefore]])], monday))).toEqual(['habit: Ticked', 'habit: Finished today']);
  });

  it('counts a weekly habit ticked on Monday as done all week', () => {
    const weekly = { title: 'Long run', status: 'done' as const, repeat: { every: 'week' as const, times: 8 }, completions: 1, last_done: monday };
    const [bite] = todayList([goal('g1', [[weekly]])], saturday);
    expect([bite?.kind, bite?.microtask.title]).toEqual(['habit', 'Long run']);
  });

  it('has no weekday habit on a weekend, unless it was done that day', () => {
    const weekday: Repeat = { every: 'weekday', times: 20 };
    const open = goal('g1', [[{ title: 'Stand-up', repeat: weekday }]]);
    const doneSaturday = goal('g2', [[{ title: 'Inbox zero', status: 'done', repeat: weekday, completions: 1, last_done: saturday }]]);
    expect(titles(todayList([open, doneSaturday], saturday))).toEqual(['habit: Inbox zero']);
    expect(titles(todayList([open], monday))).toEqual(['habit: Stand-up']);
  });

  it('has no step for a goal with only habits left', () => {
    const habitsLeft = goal('g1', [[{ title: 'Done once', status: 'done' }, { title: 'Floss', repeat: daily }]]);
    expect(titles(todayList([habitsLeft], monday))).toEqual(['habit: Floss']);
  });

  it('takes the first step in progress, else the first not started, never a habit shown in progress', () => {
    const shownInProgress = goal('g1', [[{ title: 'Habit first', status: 'in_progress', repeat: daily }, { title: 'Then this' }]]);
    expect(titles(todayList([shownInProgress], monday))).toEqual(['habit: Habit first', 'step: Then this']);
  });
});

describe('todayList, for any goals', () => {
  const bite = fc.record({
    status: fc.constantFrom<Status>('todo', 'in_progress', 'done'),
    habit: fc.boolean(),
  });
  const goals = fc.array(
    fc.record({ crumbs: fc.array(fc.array(bite, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }), resting: fc.boolean(), paused: fc.boolean() }),
    { maxLength: 5 },
  ).map((shapes) => shapes.map(({ crumbs, resting, paused }, g) => goal(`g${g}`, crumbs.map((bites) =>
    bites.map((b, m) => ({ title: `b${m}`, status: b.status, ...(b.habit && { repeat: daily, last_done: b.status === 'done' ? monday : null }) }))),
  { ...(resting && { snoozed_until: '2026-11-24' }), ...(paused && { paused_until: '2026-11-30' }) })));

  it('names no bite twice, puts every habit before every step, and gives each awake goal with a step to take exactly one', () => {
    fc.assert(fc.property(goals, (all) => {
      const list = todayList(all, monday);
      const ids = list.map((b) => b.microtask.id);
      expect(new Set(ids).size).toBe(ids.length);
      const firstStep = list.findIndex((b) => b.kind === 'step');
      expect(list.slice(firstStep < 0 ? list.length : firstStep).every((b) => b.kind === 'step')).toBe(true);
      for (const g of all) {
        const oneOffsLeft = g.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks)).some((m) => !m.repeat && m.status !== 'done');
        const steps = list.filter((b) => b.kind === 'step' && b.goal.id === g.id);
        expect(steps.length).toBe(oneOffsLeft && g.snoozed_until === null && g.paused_until === null ? 1 : 0);
        if (g.paused_until !== null) expect(list.some((b) => b.goal.id === g.id)).toBe(false);
        expect(steps.every((b) => b.microtask.repeat === null && b.microtask.status !== 'done')).toBe(true);
      }
    }));
  });
});

describe('habitsBegun', () => {
  const plan = () => goal('g1', [
    [{ title: 'Stretch', repeat: daily }, { title: 'Buy shoes' }],
    [{ title: 'Run 3 times a week', repeat: { every: 'week', times: 8 } }, { title: 'Enter a race' }],
  ]);
  const begun = (g: Goal, kept: string[] = []) => habitsBegun(g, new Set(kept)).map(({ microtask, fromFirstDay }) => `${microtask.title}${fromFirstDay ? ' (from day one)' : ''}`);

  it("names only the habits of phases that have begun, as Today lists them", () => {
    expect(begun(plan())).toEqual(['Stretch (from day one)']);
  });

  it('adds a later phase once its first step is next, or once its habit was kept early', () => {
    const g = plan();
    const shoes = g.subgoals[0]?.tasks[0]?.microtasks[1];
    if (shoes) shoes.status = 'done';
    expect(begun(g)).toEqual(['Stretch (from day one)', 'Run 3 times a week']);
    expect(begun(plan(), ['g1.m10'])).toEqual(['Stretch (from day one)', 'Run 3 times a week']);
  });

  it("counts a later phase's habit from its first tick, so no day before it reads as missed", () => {
    const history = { goal: plan(), createdDay: '2026-11-01', dones: [{ bite_id: 'g1.m10', day: '2026-11-20' }], pauses: [], dueMove: null };
    const record = habitRecords([history], saturday).find(({ bite }) => bite.id === 'g1.m10')?.record;
    const stretch = habitRecords([history], saturday).find(({ bite }) => bite.id === 'g1.m00')?.record;
    expect(record?.periods[0]?.period ?? '').toBe('2026-11-16');
    expect((stretch?.periods[0]?.period ?? '') < '2026-11-16').toBe(true);
  });
});

describe('a goal that is itself a habit', () => {
  const setup = [{ title: 'Set a reminder' }];
  const stretch = (more: Partial<Goal> = {}) => goal('g2', [setup, [{ title: 'Stretch for 10 minutes every morning', repeat: daily }], [{ title: 'Count the week', repeat: { every: 'week', times: 4 } }]], { title: 'Stretch for 10 minutes every morning', ...more });

  it('shows its own habit on Today and Progress from day one, before the setup bite is done', () => {
    expect(titles(todayList([stretch()], monday))).toEqual(['habit: Stretch for 10 minutes every morning', 'step: Set a reminder']);
    expect(habitsBegun(stretch(), new Set()).map(({ microtask, fromFirstDay }) => [microtask.title, fromFirstDay])).toEqual([['Stretch for 10 minutes every morning', true]]);
  });

  it('counts only the habit that repeats as the goal says: 3 times a week is not a daily walk', () => {
    const gym = goal('g3', [setup, [
      { title: 'Walk after lunch', repeat: daily },
      { title: 'Work out', repeat: { every: 'week', times: 8, per_period: 3 } },
      { title: 'Add a round', repeat: { every: 'week', times: 8 } },
    ]], { title: 'Go to the gym 3 times a week' });
    expect(titles(todayList([gym], monday))).toEqual(['habit: Work out', 'step: Set a reminder']);
  });

  it('brings forward only the habit that is the goal, the one its words name; the plan\'s other habits wait for their phase', () => {
    const journal = goal('g4', [setup, [
      { title: 'Write three lines before breakfast', repeat: daily },
      { title: 'Journal for 5 minutes', repeat: daily },
    ], [{ title: 'Go deeper: answer one prompt', repeat: daily }]], { title: 'Journal for 5 minutes every morning' });
    expect(titles(todayList([journal], monday))).toEqual(['habit: Journal for 5 minutes', 'step: Set a reminder']);
    expect(habitsBegun(journal, new Set()).map(({ microtask }) => microtask.title)).toEqual(['Journal for 5 minutes']);
  });

  it('takes the first habit at the goal\'s rhythm when no habit shares its words', () => {
    const run = goal('g5', [setup, [{ title: 'Lace up', repeat: daily }, { title: 'Jog a lap', repeat: daily }]], { title: 'Move every day' });
    expect(titles(todayList([run], monday))).toEqual(['habit: Lace up', 'step: Set a reminder']);
  });

  it('keeps a later phase waiting when the goal names no rhythm', () => {
    expect(titles(todayList([stretch({ title: 'Stretch more' })], monday))).toEqual(['step: Set a reminder']);
  });
});

describe('habits on Today and Progress, for any goal', () => {
  const cadences = [
    { words: 'every morning', repeat: daily },
    { words: '3 times a week', repeat: { every: 'week', times: 8, per_period: 3 } },
    { words: 'every week', repeat: { every: 'week', times: 8 } },
  ] as const;
  const shape = fc.record({
    cadence: fc.constantFrom(...cadences),
    named: fc.boolean(),
    slices: fc.array(fc.array(fc.record({ habit: fc.boolean(), done: fc.boolean() }), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }),
  });

  it('shows the same habits on Today as Progress counts as begun, and only the goal\'s own one ahead of its phase', () => {
    fc.assert(fc.property(shape, ({ cadence, named, slices }) => {
      const g = goal('g', slices.map((bites, s) => bites.map((bite, m): BiteShape => (bite.habit
        ? { title: `h${s}${m}`, repeat: cadence.repeat }
        : { title: `b${s}${m}`, status: bite.done ? 'done' : 'todo' }))), { title: named ? `Stretch ${cadence.words}` : 'Stretch' });
      const onToday = todayList([g], monday).filter((bite) => bite.kind === 'habit').map((bite) => bite.microtask.id);
      const begun = habitsBegun(g, new Set()).map(({ microtask }) => microtask.id);
      expect(onToday).toEqual(begun);
      const phase = slices.findIndex((bites) => bites.some((bite) => !bite.habit && !bite.done));
      const habits = slices.flatMap((bites, s) => bites.flatMap((bite, m) => (bite.habit ? [{ id: `g.m${s}${m}`, s }] : [])));
      const own = named ? habits[0]?.id : undefined;
      expect(begun).toEqual(habits.filter(({ id, s }) => phase === -1 || s <= phase || id === own).map(({ id }) => id));
    }));
  });
});

describe('planHabits: a new plan\'s habits, as its preview says them', () => {
  const slices = [
    { title: 'Get set up', tasks: [{ title: 'Gear', microtasks: [{ title: 'Tune it' }, { title: 'Play the scale once a day', repeat: daily }] }] },
    { title: 'Play', tasks: [{ title: 'Daily', microtasks: [{ title: 'Practise guitar for 20 minutes', repeat: daily }, { title: 'Play the song once a day', repeat: daily }] }] },
  ];
  const read = (title: string, dueDate: string | null) => planHabits(title, dueDate, slices).map(({ title: name, fromFirstDay, openEnded }) => [name, fromFirstDay, openEnded]);

  it("starts the first slice's habits and the goal's own habit on day one, and the others with their slice", () => {
    expect(read('Practise guitar 20 minutes every day', '2027-01-31')).toEqual([
      ['Play the scale once a day', true, false],
      ['Practise guitar for 20 minutes', true, false],
      ['Play the song once a day', false, false],
    ]);
  });

  it("leaves only an undated goal's own habit without an end", () => {
    expect(read('Practise guitar 20 minutes every day', null).map(([, , open]) => open)).toEqual([false, true, false]);
    expect(read('Learn guitar', null).map(([, first, open]) => [first, open])).toEqual([[true, false], [false, false], [false, false]]);
  });
});

describe('inTodayOrder', () => {
  const made = fc.record({ id: fc.string(), created_at: fc.constantFrom('2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z', '2026-11-22T08:00:00.000Z') });

  it('puts the newest goal first, whatever order the goals come in', () => {
    fc.assert(fc.property(fc.array(made, { maxLength: 6 }), (goals) => {
      const ordered = inTodayOrder(goals);
      expect(inTodayOrder([...goals].reverse())).toEqual(ordered);
      ordered.slice(1).forEach((goal, i) => expect(goal.created_at <= (ordered[i]?.created_at ?? '')).toBe(true));
    }));
  });
});
