import { describe, expect, it } from 'vitest';
import { PlanBody, type Goal } from '@cakewalk/shared/schemas/goal.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { dashboardFixture } from '../../../../test/fixtures.ts';
import { addNode, moveNode, removeNode, renameNode, setRepeat } from './breakdown-draft.ts';
import { draftFromGoal, planBodyFromDraft } from './plan-draft.ts';

const runGoal = () => dashboardFixture().goals[1]!;

/** A goal whose items have full ids, `<goal id>.<key>`, as the server gives them. */
function withFullIds(goal: Goal): Goal {
  const full = (id: string) => `${goal.id}.${id}`;
  return {
    ...goal,
    subgoals: goal.subgoals.map((s) => ({
      ...s,
      id: full(s.id),
      tasks: s.tasks.map((t) => ({ ...t, id: full(t.id), microtasks: t.microtasks.map((m) => ({ ...m, id: full(m.id), task_id: full(t.id) })) })),
    })),
  };
}

describe('editing a saved plan', () => {
  it('an unchanged plan goes back with every id as its short key, in order, at the goal version', () => {
    const goal = withFullIds({ ...runGoal(), version: 4 });
    const body = planBodyFromDraft(goal, draftFromGoal(goal), goal.version);

    expect(PlanBody.safeParse(body).success).toBe(true);
    expect(body.version).toBe(4);
    expect(body.subgoals.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(body.subgoals[1]?.tasks.map((t) => t.id)).toEqual(['t2', 't3', 't4']);
    expect(body.subgoals[1]?.tasks[1]?.microtasks).toEqual([
      { id: 'm4', title: '4 x 400 m' },
      { id: 'm5', title: '5 x 400 m' },
      { id: 'm6', title: '6 x 400 m' },
    ]);
  });

  it('renames keep the id, new steps have none, deleted ones are left out, moves reorder', () => {
    const goal = runGoal();
    let draft = draftFromGoal(goal);
    draft = renameNode(draft, [1, 1, 0], '  4 x 300 m ');
    draft = addNode(draft, [2, 0]);
    draft = renameNode(draft, [2, 0, 1], 'Stretch');
    draft = removeNode(draft, [0]);
    draft = moveNode(draft, [0, 1, 2], -1);
    draft = moveNode(draft, [0, 1, 0], -1);

    const body = planBodyFromDraft(goal, draft, 1);
    expect(body.subgoals.map((s) => s.id)).toEqual(['s2', 's3']);
    expect(body.subgoals[0]?.tasks[1]?.microtasks.map((m) => [m.id, m.title])).toEqual([
      ['m4', '4 x 300 m'],
      ['m6', '6 x 400 m'],
      ['m5', '5 x 400 m'],
    ]);
    expect(body.subgoals[1]?.tasks[0]?.microtasks).toEqual([{ id: 'm8', title: 'Rest day' }, { title: 'Stretch' }]);
  });

  it('a bite made recurring, and a habit made one-off, say so in the body; an unchanged repeat is left out', () => {
    const habit = { every: 'day', times: 30 } as const;
    const goal = runGoal();
    const made = setRepeat(draftFromGoal(goal), [2, 0, 0], habit);
    expect(planBodyFromDraft(goal, made, 1).subgoals[2]?.tasks[0]?.microtasks[0]).toEqual({ id: 'm8', title: 'Rest day', repeat: habit });

    const rest = goal.subgoals[2]!.tasks[0]!.microtasks[0]!;
    const habitGoal = { ...goal, subgoals: [goal.subgoals[0]!, goal.subgoals[1]!, { ...goal.subgoals[2]!, tasks: [{ ...goal.subgoals[2]!.tasks[0]!, microtasks: [{ ...rest, repeat: habit }] }] }] };
    expect(planBodyFromDraft(habitGoal, draftFromGoal(habitGoal), 1).subgoals[2]?.tasks[0]?.microtasks[0]).toEqual({ id: 'm8', title: 'Rest day' });
    const oneOff = setRepeat(draftFromGoal(habitGoal), [2, 0, 0], null);
    expect(planBodyFromDraft(habitGoal, oneOff, 1).subgoals[2]?.tasks[0]?.microtasks[0]?.repeat).toBeNull();
  });

  it('a 12 x 12 x 12 plan with short titles fits the 64 KB a body may have', () => {
    const max = LIMITS.breakdownItems.max;
    let key = 0;
    const id = () => `01JZ8Q3K4M5N6P7R8S9T0VWXYZ.${(++key).toString(36)}`;
    const microtask = (taskId: string) => ({ ...runGoal().subgoals[0]!.tasks[0]!.microtasks[0]!, id: id(), title: 'Do it', task_id: taskId });
    const goal: Goal = {
      ...runGoal(),
      id: '01JZ8Q3K4M5N6P7R8S9T0VWXYZ',
      subgoals: Array.from({ length: max }, () => ({
        id: id(),
        title: 'Slice',
        status: 'todo',
        tasks: Array.from({ length: max }, () => {
          const taskId = id();
          return { id: taskId, title: 'Crumb', status: 'todo' as const, microtasks: Array.from({ length: max }, () => microtask(taskId)) };
        }),
      })),
    };
    const body = JSON.stringify(planBodyFromDraft(goal, draftFromGoal(goal), 1));
    expect(new TextEncoder().encode(body).length).toBeLessThan(64 * 1024);
  });
});
