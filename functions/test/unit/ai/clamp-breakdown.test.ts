import { describe, expect, it } from 'vitest';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { clampBreakdown, clampSteps, clampTitle } from '../../../src/ai/clamp-breakdown.ts';
import type { PlanFacts, RawBreakdown } from '../../../src/ai/clamp-breakdown.ts';
import { PlannerError } from '../../../src/ai/planner-error.ts';

const task = (title: string, microtasks = ['Step one', 'Step two']) => ({ title, microtasks: microtasks.map((m) => ({ title: m })) });
const facts: PlanFacts = { due_date: null, source: 'offline' };
const bites = (titles: string[]) => titles.map((title) => ({ title }));
const raw = (subgoals: RawBreakdown['subgoals'], extra: Partial<RawBreakdown> = {}): RawBreakdown => ({ goal: 'Run a 5k', tone: 'friendly', subgoals, ...extra });

describe('clampTitle', () => {
  it('makes one line of at most the title bound, cut at a word when one is near', () => {
    const title = clampTitle(`Run\n\n  ${'far '.repeat(80)}`);
    expect(title.length).toBeLessThanOrEqual(LIMITS.title.max);
    expect(title).toMatch(/^Run far far/);
    expect(title).toMatch(/far$/);
    expect(clampTitle('x'.repeat(300))).toHaveLength(LIMITS.title.max);
  });
});

describe('clampBreakdown', () => {
  it('cuts every list to 12 and drops repeated siblings', () => {
    const many = Array.from({ length: 20 }, (_, i) => `Step ${i}`);
    const tasks = Array.from({ length: 20 }, (_, i) => task(`Task ${i}`, many));
    const subgoals = [{ title: 'Phase', tasks }, { title: 'phase', tasks }, ...Array.from({ length: 20 }, (_, i) => ({ title: `Phase ${i}`, tasks }))];
    const breakdown = clampBreakdown(raw(subgoals), facts);
    expect(breakdown.subgoals).toHaveLength(12);
    expect(breakdown.subgoals.filter((s) => s.title.toLowerCase() === 'phase')).toHaveLength(1);
    expect(breakdown.subgoals[0]?.tasks).toHaveLength(12);
    expect(breakdown.subgoals[0]?.tasks[0]?.microtasks).toHaveLength(12);
  });

  it('drops empty titles and branches left without children', () => {
    const breakdown = clampBreakdown(raw([
      { title: '   ', tasks: [task('Orphan')] },
      { title: 'Empty phase', tasks: [] },
      { title: 'Real phase', tasks: [task('Empty task', []), task('Real task', ['  ', 'Do it'])] },
    ]), facts);
    expect(breakdown.subgoals).toEqual([{ title: 'Real phase', tasks: [{ title: 'Real task', microtasks: [{ title: 'Do it', minutes: 10, repeat: null }] }] }]);
  });

  it('falls back to a friendly tone and the first subgoal as the goal title', () => {
    const breakdown = clampBreakdown(raw([{ title: 'Start running', tasks: [task('Run')] }], { goal: ' ', tone: 'sarcastic' }), facts);
    expect(breakdown.tone).toBe('friendly');
    expect(breakdown.goal).toBe('Start running');
  });

  it("gives an undated goal's own habit a year of its cadence, and leaves a dated goal's and the other habits their span", () => {
    const guitar = (dueDate: string | null) => clampBreakdown(raw([{ title: 'Practise', tasks: [{ title: 'Daily', microtasks: [
      { title: 'Tune it', repeat: null },
      { title: 'Practise guitar for 20 minutes', repeat: { every: 'day', times: 23 } },
      { title: 'Play the song once a day', repeat: { every: 'day', times: 16 } },
    ] }] }], { goal: 'Practise guitar 20 minutes every day' }), { ...facts, due_date: dueDate });
    const times = (dueDate: string | null) => guitar(dueDate).subgoals[0]?.tasks[0]?.microtasks.map((bite) => bite.repeat?.times ?? null);
    expect(times(null)).toEqual([null, 365, 16]);
    expect(times('2027-01-31')).toEqual([null, 23, 16]);
  });

  it('turns a breakdown with nothing usable into a PlannerError', () => {
    expect(() => clampBreakdown(raw([]), facts)).toThrow(PlannerError);
    expect(() => clampBreakdown(raw([{ title: 'Phase', tasks: [task('Task', [])] }]), facts)).toThrow(PlannerError);
  });
});

describe('clampSteps', () => {
  it('keeps at most 8 distinct steps', () => {
    const steps = clampSteps(bites(['A', 'a', ' ', ...Array.from({ length: 10 }, (_, i) => `Step ${i}`)]));
    expect(steps.map((step) => step.title)).toEqual(['A', ...Array.from({ length: 7 }, (_, i) => `Step ${i}`)]);
  });

  it('keeps an estimate in 1 to 120 minutes and a repeat in 1 to 366 times, and gives a missing estimate 10 minutes', () => {
    const [long, unknown] = clampSteps([
      { title: 'Walk', minutes: 500, repeat: { every: 'day', times: 1000 } },
      { title: 'Rest', minutes: null },
    ]);
    expect(long).toEqual({ title: 'Walk', minutes: 120, repeat: { every: 'day', times: 366 } });
    expect(unknown).toEqual({ title: 'Rest', minutes: 10, repeat: null });
  });

  it('turns fewer than 2 steps into a PlannerError', () => {
    expect(() => clampSteps(bites(['Only one', 'only one']))).toThrow(PlannerError);
    expect(() => clampSteps([])).toThrow(PlannerError);
  });
});
