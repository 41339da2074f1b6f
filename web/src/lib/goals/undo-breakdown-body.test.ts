import { describe, expect, it } from 'vitest';
import { PlanBody } from '@cakewalk/shared/schemas/goal.ts';
import { dashboardFixture } from '../../../test/fixtures.ts';
import { undoBreakdownBody } from './undo-breakdown-body.ts';

describe('undoing a breakdown', () => {
  it('brings the replaced bite back as a new item in its old place, title and status, at the version given', () => {
    const before = dashboardFixture().goals[1]!;
    const body = undoBreakdownBody(before, 'm5', 3);

    expect(PlanBody.safeParse(body).success).toBe(true);
    expect(body.version).toBe(3);
    expect(body.subgoals.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(body.subgoals[1]?.tasks[1]?.microtasks).toEqual([
      { id: 'm4', title: '4 x 400 m' },
      { title: '5 x 400 m', status: 'in_progress', repeat: null },
      { id: 'm6', title: '6 x 400 m' },
    ]);
  });
});
