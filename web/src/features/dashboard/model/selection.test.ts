import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUS_FILTER, defaultGoal, defaultMicrotask, defaultSubgoal, defaultTask, filterByStatus } from './selection.ts';

const list = (...statuses: string[]) => statuses.map((status, i) => ({ id: i, status }));

describe('dashboard selection defaults', () => {
  it('filters on in_progress by default, and all keeps everything', () => {
    expect(DEFAULT_STATUS_FILTER).toBe('in_progress');
    expect(filterByStatus(list('todo', 'in_progress', 'done'), 'in_progress').map((x) => x.id)).toEqual([1]);
    expect(filterByStatus(list('todo', 'done'), 'all')).toHaveLength(2);
  });

  it('picks the first in-progress goal, otherwise the first', () => {
    expect(defaultGoal(list('todo', 'in_progress', 'in_progress'))?.id).toBe(1);
    expect(defaultGoal(list('done', 'todo'))?.id).toBe(0);
    expect(defaultGoal([])).toBeUndefined();
  });

  it('picks the first subgoal of the filtered list', () => {
    expect(defaultSubgoal(list('done', 'todo'))?.id).toBe(0);
  });

  it('picks the first in-progress task, otherwise the first', () => {
    expect(defaultTask(list('done', 'in_progress'))?.id).toBe(1);
    expect(defaultTask(list('done', 'todo'))?.id).toBe(0);
  });

  it('picks the first microtask not done, otherwise the first', () => {
    expect(defaultMicrotask(list('done', 'todo', 'in_progress'))?.id).toBe(1);
    expect(defaultMicrotask(list('done', 'done'))?.id).toBe(0);
  });
});
