import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { PlannerError, type Planner } from '../../../src/ai/planner.ts';
import { OFFLINE_NOTICE, WithFallback, orFallback } from '../../../src/ai/with-fallback.ts';
import { metricLines, outputAt } from '../../support/log-lines.ts';

const plan = (notice?: string): Breakdown => ({
  goal: 'Run a 5k', tone: 'friendly', due_date: null, source: 'offline', ...(notice ? { notice } : {}),
  subgoals: [{ title: 'Start', tasks: [{ title: 'Kit', microtasks: [{ title: 'Find your shoes', minutes: 5, repeat: null }] }] }],
});

const failing = (error: Error): Planner => ({
  breakdownGoal: () => Promise.reject(error),
  breakdownMicrotask: () => Promise.reject(error),
  coach: () => Promise.reject(error),
});

const answering = (notice?: string): Planner => ({
  breakdownGoal: () => Promise.resolve(plan(notice)),
  breakdownMicrotask: () => Promise.resolve([{ title: 'Open the box', minutes: 2, repeat: null }, { title: 'Lace the shoes', minutes: 3, repeat: null }]),
  coach: () => Promise.resolve('Hi'),
});

describe('the model with the offline planner behind it', () => {
  it('answers from the fallback with the notice when the model fails, keeping the fallback’s own notice', async () => {
    const planner = new WithFallback(async () => failing(new PlannerError('down')), async () => answering('This is a starter plan.'));
    expect((await planner.breakdownGoal('Run a 5k')).notice).toBe(`${OFFLINE_NOTICE} This is a starter plan.`);
    expect(await planner.breakdownMicrotask({ title: 'Buy shoes', taskTitle: 'Kit', goalTitle: 'Run' })).toHaveLength(2);
  });

  it('counts each answer the fallback gives in the AiFallbacks metric', async () => {
    const down = () => Promise.reject(new PlannerError('down'));
    const output = await outputAt('DEBUG', async () => {
      await orFallback(down, () => Promise.resolve('offline'));
      await orFallback(down, () => Promise.resolve('offline'));
      await orFallback(() => Promise.resolve('model'), () => Promise.resolve('offline'));
    });
    expect(metricLines(output)).toEqual([expect.objectContaining({ AiFallbacks: 1 }), expect.objectContaining({ AiFallbacks: 1 })]);
  });

  it('falls back when the model cannot even be set up', async () => {
    const planner = new WithFallback(() => Promise.reject(new PlannerError('no key')), async () => answering());
    expect((await planner.breakdownGoal('Run a 5k')).notice).toBe(OFFLINE_NOTICE);
  });

  it('fails only when both fail, and never hides a bug that is not a provider failure', async () => {
    const both = new WithFallback(async () => failing(new PlannerError('down')), async () => failing(new PlannerError('also down')));
    await expect(both.breakdownGoal('Run a 5k')).rejects.toBeInstanceOf(PlannerError);
    const bug = new WithFallback(async () => failing(new TypeError('bug')), async () => answering());
    await expect(bug.breakdownGoal('Run a 5k')).rejects.toBeInstanceOf(TypeError);
  });
});
