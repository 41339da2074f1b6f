import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Goal, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { withCurrentStepShown } from '@cakewalk/shared/rules/goal-tree.ts';
import { habitState } from '@cakewalk/shared/rules/habit.ts';
import { goalPace, planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import { buildGoals } from '../../../src/data/goals/build-goals.ts';
import { completionsOf } from '../../../src/data/goals/habit-periods.ts';
import { contentHash, encodeTree, type TreeNode } from '../../../src/data/goals/stored-tree.ts';
import type { GoalItem, NodeItem, StoredItem } from '../../../src/data/keys.ts';

// The dashboard builds each goal's tree in one pass; whatever the plan, it must answer what the
// shared rules give when applied to the plain tree: the current step shown in progress, every
// status above derived, progress and pace from the bites.

const TODAY = '2026-11-20';
const status = fc.constantFrom('todo', 'in_progress', 'done');
const repeat = fc.option(fc.record({ every: fc.constantFrom('day', 'weekday', 'week'), times: fc.integer({ min: 1, max: 6 }) }), { nil: undefined });
const periods = fc.option(fc.subarray(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']).map((days) => new Set(days)), { nil: undefined });
const bite = fc.record({ status, repeat, periods, minutes: fc.option(fc.integer({ min: 5, max: 15 }), { nil: undefined }), missing: fc.boolean() });
const plan = fc.array(fc.record({ status, tasks: fc.array(fc.record({ status, bites: fc.array(bite, { maxLength: 4 }) }), { maxLength: 3 }) }), { maxLength: 3 });

type Plan = typeof plan extends fc.Arbitrary<infer P> ? P : never;

const SK = 'GOAL#01JZ0000000000000000000000';
const GOAL_ID = SK.slice('GOAL#'.length);

/** The goal's items as stored, and the goal as the shared rules read it from them. */
function storedAndExpected(shape: Plan) {
  let n = 0;
  const nodes: NodeItem[] = [];
  const node = (letter: string, title: string, own: NodeItem['status'], extra: Partial<NodeItem> = {}): TreeNode & { item: NodeItem } => {
    const key = `${letter}${(n++).toString(36)}`;
    const item: NodeItem = { sk: `${SK}#${key}`, title, status: own, revs: {}, ...extra };
    return { key, hash: contentHash({ title }), rev: '', prev: '', children: [], item };
  };
  const tree: TreeNode[] = [];
  const plain: Goal['subgoals'] = [];
  for (const [s, subgoal] of shape.entries()) {
    const sn = node('s', `slice ${s}`, subgoal.status);
    nodes.push(sn.item);
    const tasks = [];
    for (const [t, task] of subgoal.tasks.entries()) {
      const tn = node('t', `crumb ${s}.${t}`, task.status);
      nodes.push(tn.item);
      const microtasks: Microtask[] = [];
      for (const [m, b] of task.bites.entries()) {
        const mn = node('m', `bite ${s}.${t}.${m}`, b.status, { ...(b.repeat && { repeat: b.repeat }), ...(b.periods && { periods: b.periods }), ...(b.minutes && { minutes: b.minutes }) });
        tn.children.push(mn);
        // A node the tree lists but whose item is gone is left out.
        if (b.missing) continue;
        nodes.push(mn.item);
        const id = `${GOAL_ID}.${mn.key}`;
        const taskId = `${GOAL_ID}.${tn.key}`;
        microtasks.push(b.repeat
          ? { id, title: mn.item.title, task_id: taskId, repeat: b.repeat, minutes: b.minutes ?? null, ...habitState(b.repeat, completionsOf(b.periods), TODAY) }
          : { id, title: mn.item.title, task_id: taskId, repeat: null, minutes: b.minutes ?? null, status: b.status, completions: b.status === 'done' ? 1 : 0, period_completions: b.status === 'done' ? 1 : 0, streak: 0, last_done: null });
      }
      sn.children.push(tn);
      tasks.push({ id: `${GOAL_ID}.${tn.key}`, title: tn.item.title, status: task.status, microtasks });
    }
    tree.push(sn);
    plain.push({ id: `${GOAL_ID}.${sn.key}`, title: sn.item.title, status: subgoal.status, tasks });
  }
  const head: GoalItem = { sk: SK, title: 'A goal', tone: 'friendly', created_at: '2026-11-01T10:00:00.000Z', due_date: '2027-01-31', version: 3, tree: encodeTree(tree) };
  const shown = withCurrentStepShown({
    id: GOAL_ID, title: 'A goal', description: '', due_date: '2027-01-31', status: 'todo', tone: 'friendly', created_at: head.created_at, version: 3,
    snoozed_until: null, paused_until: null, if_then: null, progress: { done: 0, total: 0, percent: 0 },
    pace: { status: 'no_due_date', expected_percent: 0, bites_behind: 0 }, subgoals: plain,
  });
  const progress = planProgress(shown);
  const expected: Goal = { ...shown, progress, pace: goalPace(shown, progress, TODAY) };
  return { items: [head, ...nodes.sort((a, b) => (a.sk < b.sk ? -1 : 1))] as StoredItem[], expected };
}

describe('building a goal from its items', () => {
  it('answers what the shared rules give on the plain tree', () => {
    fc.assert(fc.property(plan, (shape) => {
      const { items, expected } = storedAndExpected(shape);
      expect(buildGoals(items, TODAY)).toEqual([expected]);
    }), { numRuns: 500 });
  });
});
