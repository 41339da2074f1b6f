import { describe, expect, it } from 'vitest';
import { addNode, draftFromBreakdown, draftSubgoals, removeNode, renameNode } from './breakdown-draft.ts';

const bite = (title: string) => ({ title, minutes: 5, repeat: null });

const draft = () =>
  draftFromBreakdown({
    goal: 'Bake',
    tone: 'friendly',
    subgoals: [
      { title: 'Shop', tasks: [{ title: 'List', microtasks: [bite('Flour'), bite('Eggs')] }] },
      { title: 'Mix', tasks: [{ title: 'Whisk', microtasks: [{ title: 'Stir daily', minutes: 10, repeat: { every: 'day', times: 30 } }] }] },
    ],
    due_date: null,
    source: 'offline',
  });

describe('breakdown draft edits', () => {
  it('round-trips a breakdown, trimming titles', () => {
    const renamed = renameNode(draft(), [1], '  Mix well  ');
    expect(draftSubgoals(renamed)[1]?.title).toBe('Mix well');
    expect(draftSubgoals(draft())[0]?.tasks[0]?.microtasks).toEqual([bite('Flour'), bite('Eggs')]);
  });

  it("keeps a proposed bite's minutes and repeat through a rename", () => {
    const renamed = renameNode(draft(), [1, 0, 0], 'Stir the starter');
    expect(draftSubgoals(renamed)[1]?.tasks[0]?.microtasks).toEqual([{ title: 'Stir the starter', minutes: 10, repeat: { every: 'day', times: 30 } }]);
  });

  it('renames and removes at any depth without touching the rest', () => {
    const edited = removeNode(renameNode(draft(), [0, 0, 1], 'Butter'), [0, 0, 0]);
    expect(draftSubgoals(edited)[0]?.tasks[0]?.microtasks).toEqual([bite('Butter')]);
    expect(draftSubgoals(edited)[1]).toEqual(draftSubgoals(draft())[1]);
  });

  it('adds an empty subgoal with an empty task and microtask under it', () => {
    const added = addNode(draft(), []);
    expect(draftSubgoals(added)[2]).toEqual({ title: '', tasks: [{ title: '', microtasks: [{ title: '' }] }] });
  });

  it('adds a microtask at the end of a task', () => {
    const added = addNode(draft(), [1, 0]);
    expect(draftSubgoals(added)[1]?.tasks[0]?.microtasks).toEqual([{ title: 'Stir daily', minutes: 10, repeat: { every: 'day', times: 30 } }, { title: '' }]);
  });

  it('gives every step its own key so inputs stay put when others go', () => {
    const d = draft();
    const keys = [d.subgoals[0]?.key, d.subgoals[1]?.key, d.subgoals[0]?.children[0]?.key];
    expect(new Set(keys).size).toBe(3);
    expect(removeNode(d, [0]).subgoals[0]?.key).toBe(d.subgoals[1]?.key);
  });
});
