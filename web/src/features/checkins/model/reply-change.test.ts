import { describe, expect, it } from 'vitest';
import { changeWords } from './reply-change.ts';

const step = { id: 'g1.m1', title: 'Run 2 km' };

describe('what an answer changed, in words', () => {
  it('names the bite marked done, or says it was done already', () => {
    expect(changeWords({ action: 'done', changed: { step } })).toBe('Marked “Run 2 km” done');
    expect(changeWords({ action: 'done' })).toBe('That bite was already done');
  });

  it('names the bite broken down and how many bites it became', () => {
    const microtasks = ['a', 'b', 'c'].map((id) => ({
      id, title: id, status: 'todo' as const, task_id: 't', repeat: null, completions: 0, period_completions: 0, streak: 0, last_done: null, minutes: 5,
    }));
    expect(changeWords({ action: 'smaller', changed: { step, microtasks } })).toBe('Broke “Run 2 km” into 3 bites');
  });

  it('says when the coach comes back after Not today, and where a plain answer went', () => {
    expect(changeWords({ action: 'snoozed' })).toBe("I'll check in again tomorrow");
    expect(changeWords({ action: 'reflection' })).toBe('Saved to Your Reflections');
  });
});
