import { describe, expect, it } from 'vitest';
import { PlanBody } from '@cakewalk/shared/schemas/goal.ts';
import { dashboardFixture } from '../../../../test/fixtures.ts';
import { addNode, moveNode, removeNode, renameNode, setRepeat } from '../../goal-setup/model/breakdown-draft.ts';
import { draftFromGoal, planBodyFromDraft } from './plan-draft.ts';

const runGoal = () => dashboardFixture().goals[1]!;

describe('editing a saved plan', () => {
  it('an unchanged plan goes back with every id, in order, at the goal version', () => {
    const goal = { ...runGoal(), version: 4 };
    const body = planBodyFromDraft(draftFromGoal(goal), goal.version);

    expect(PlanBody.safeParse(body).success).toBe(true);
    expect(body.version).toBe(4);
    expect(body.subgoals.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(body.subgoals[1]?.tasks.map((t) => t.id)).toEqual(['t2', 't3', 't4']);
    expect(body.subgoals[1]?.tasks[1]?.microtasks).toEqual([
      { id: 'm4', title: '4 x 400 m', repeat: null },
      { id: 'm5', title: '5 x 400 m', repeat: null },
      { id: 'm6', title: '6 x 400 m', repeat: null },
    ]);
  });

  it('renames keep the id, new steps have none, deleted ones are left out, moves reorder', () => {
    let draft = draftFromGoal(runGoal());
    draft = renameNode(draft, [1, 1, 0], '  4 x 300 m ');
    draft = addNode(draft, [2, 0]);
    draft = renameNode(draft, [2, 0, 1], 'Stretch');
    draft = removeNode(draft, [0]);
    draft = moveNode(draft, [0, 1, 2], -1);
    draft = moveNode(draft, [0, 1, 0], -1);

    const body = planBodyFromDraft(draft, 1);
    expect(body.subgoals.map((s) => s.id)).toEqual(['s2', 's3']);
    expect(body.subgoals[0]?.tasks[1]?.microtasks.map((m) => [m.id, m.title])).toEqual([
      ['m4', '4 x 300 m'],
      ['m6', '6 x 400 m'],
      ['m5', '5 x 400 m'],
    ]);
    expect(body.subgoals[1]?.tasks[0]?.microtasks).toEqual([
      { id: 'm8', title: 'Rest day', repeat: null },
      { title: 'Stretch' },
    ]);
  });

  it('a bite made recurring, and one made one-off again, say so in the body', () => {
    const goal = runGoal();
    const habit = { every: 'day', times: 30 } as const;
    const draft = setRepeat(setRepeat(draftFromGoal(goal), [2, 0, 0], habit), [2, 0, 0], habit);
    expect(planBodyFromDraft(draft, 1).subgoals[2]?.tasks[0]?.microtasks[0]?.repeat).toEqual(habit);
    const oneOff = setRepeat(draft, [2, 0, 0], null);
    expect(planBodyFromDraft(oneOff, 1).subgoals[2]?.tasks[0]?.microtasks[0]?.repeat).toBeNull();
  });
});
