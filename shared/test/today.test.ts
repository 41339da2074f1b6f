import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Repeat } from '../src/schemas/breakdown.ts';
import type { Status } from '../src/schemas/common.ts';
import type { Goal, Microtask } from '../src/schemas/goal.ts';
import { todayList, type TodayBite } from '../src/rules/today.ts';

const monday = '2026-11-23';
const saturday = '2026-11-28';

interface BiteShape {
  title: string;
  status?: Status;
  repeat?: Repeat;
  completions?: number;
  last_done?: string | null;
}

/** A goal of one slice and one crumb per list of bites. */
function goal(id: string, crumbs: BiteShape[][], more: Partial<Goal> = {}): Goal {
  return {
    id, title: `Goal ${id}`, description: '', due_date: null, status: 'in_progress', tone: 'friendly',
    created_at: '2026-11-01T08:00:00.000Z', version: 1, snoozed_until: null, if_then: null,
    progress: { done: 0, total: 0, percent: 0 }, pace: { status: 'no_due_date', expected_percent: 0, bites_behind: 0 },
    subgoals: crumbs.map((bites, s) => ({
      id: `${id}.s${s}`, title: `Slice ${s}`, status: 'todo',
      tasks: [{
        id: `${id}.t${s}`, title: `Crumb ${s}`, status: 'todo',
        microtasks: bites.map((bite, m): Microtask => ({
          id: `${id}.m${s}${m}`, title: bite.title, status: bite.status ?? 'todo', task_id: `${id}.t${s}`,
          repeat: bite.repeat ?? null, completions: bite.completions ?? 0, period_completions: 0, streak: 0, last_done: bite.last_done ?? null, minutes: 10,
        })),
      }],
    })),
    ...more,
  };
}

const daily: Repeat = { every: 'day', times: 30 };
const titles = (bites: TodayBite[]) => bites.map((bite) => `${bite.kind}: ${bite.microtask.title}`);

describe('todayList', () => {
  it('lists every habit of the period first, then each goal\'s next step, goals in order', () => {
    const run = goal('g1', [[{ title: 'Buy shoes', status: 'done' }, { title: 'Run 2 km', status: 'in_progress' }], [{ title: 'Stretch', repeat: daily }]]);
    const read = goal('g2', [[{ title: 'Read 10 pages', repeat: daily }, { title: 'Pick a book' }, { title: 'Join a club' }]]);
    expect(titles(todayList([run, read], monday))).toEqual([
      'habit: Stretch', 'habit: Read 10 pages', 'step: Run 2 km', 'step: Pick a book',
    ]);
  });

  it('places each bite in its goal, slice and crumb', () => {
    const [bite] = todayList([goal('g1', [[{ title: 'Run 2 km' }]])], monday);
    expect([bite?.goal.title, bite?.subgoal.title, bite?.task.title, bite?.microtask.minutes]).toEqual(['Goal g1', 'Slice 0', 'Crumb 0', 10]);
  });

  it('leaves out goals that are done and goals resting until a later day', () => {
    const done = goal('g1', [[{ title: 'Finished', status: 'done' }]], { status: 'done' });
    const resting = goal('g2', [[{ title: 'Snoozed step' }, { title: 'Snoozed habit', repeat: daily }]], { snoozed_until: '2026-11-24' });
    const back = goal('g3', [[{ title: 'Back today' }]], { snoozed_until: monday });
    expect(titles(todayList([done, resting, back], monday))).toEqual(['step: Back today']);
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
    fc.record({ crumbs: fc.array(fc.array(bite, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }), resting: fc.boolean() }),
    { maxLength: 5 },
  ).map((shapes) => shapes.map(({ crumbs, resting }, g) => goal(`g${g}`, crumbs.map((bites) =>
    bites.map((b, m) => ({ title: `b${m}`, status: b.status, ...(b.habit && { repeat: daily, last_done: b.status === 'done' ? monday : null }) }))),
  resting ? { snoozed_until: '2026-11-24' } : {})));

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
        expect(steps.length).toBe(oneOffsLeft && g.snoozed_until === null ? 1 : 0);
        expect(steps.every((b) => b.microtask.repeat === null && b.microtask.status !== 'done')).toBe(true);
      }
    }));
  });
});
