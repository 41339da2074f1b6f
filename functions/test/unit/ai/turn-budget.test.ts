import { Script } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlannerError } from '../../../src/ai/planner-error.ts';
import { budgetedPerTurn } from '../../../src/ai/turn-budget.ts';

/** Keeps the thread busy for `ms`, as a slow regular expression would. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) { /* computing */ }
}

const worker = {
  async echo(word: string) {
    return word;
  },
  async slow(ms: number) {
    busy(ms);
    return ms;
  },
  async fail() {
    throw new Error('no words');
  },
};

afterEach(() => vi.restoreAllMocks());

describe('a budget shared by the calls of one turn', () => {
  it('answers every call of the turn as the unbudgeted object does, under one watchdog', async () => {
    const watchdogs = vi.spyOn(Script.prototype, 'runInContext');
    const budgeted = budgetedPerTurn(worker, 1_000);
    const words = ['one', 'two', 'three', 'four', 'five'];
    await expect(Promise.all(words.map((word) => budgeted.echo(word)))).resolves.toEqual(words);
    expect(watchdogs).toHaveBeenCalledTimes(1);
    await expect(budgeted.echo('again')).resolves.toBe('again');
    expect(watchdogs).toHaveBeenCalledTimes(2);
  });

  it('gives a call that comes late into a spent budget one of its own', async () => {
    const budgeted = budgetedPerTurn(worker, 400);
    await expect(Promise.all([budgeted.slow(250), budgeted.slow(250), budgeted.echo('after')])).resolves.toEqual([250, 250, 'after']);
  });

  it('ends a call past its own budget, and only that one', async () => {
    const budgeted = budgetedPerTurn(worker, 50);
    const [before, stopped, after] = await Promise.allSettled([budgeted.echo('before'), budgeted.slow(200), budgeted.echo('after')]);
    expect(before).toEqual({ status: 'fulfilled', value: 'before' });
    expect(stopped).toMatchObject({ status: 'rejected', reason: expect.any(PlannerError) });
    expect(after).toEqual({ status: 'fulfilled', value: 'after' });
  });

  it('keeps the error of each call to that call', async () => {
    const budgeted = budgetedPerTurn(worker, 1_000);
    const [failed, answered] = await Promise.allSettled([budgeted.fail(), budgeted.echo('still')]);
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('no words') });
    expect(answered).toEqual({ status: 'fulfilled', value: 'still' });
  });
});
