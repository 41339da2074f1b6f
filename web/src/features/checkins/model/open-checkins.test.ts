import { describe, expect, it } from 'vitest';
import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { openCheckins } from './open-checkins.ts';

const now = new Date('2026-11-25T12:00:00Z');
const reply: Reflection = { id: 'r1', created_at: '2026-11-25T09:10:00Z', goal_id: 'g1', goal_name: 'Run', content: 'done' };
const checkin = (id: string, goalId: string, createdAt: string, answered = false): Checkin => ({
  id, kind: 'daily', goal_id: goalId, goal_name: goalId, tone: 'friendly', message: `About ${goalId}`, created_at: createdAt,
  reply: answered ? reply : null, step_id: null, stalled: false, stalled_days: null,
});

describe('open check-ins', () => {
  it("are each goal's newest check-in while it has no answer", () => {
    const list = [
      checkin('c3', 'g1', '2026-11-25T09:00:00Z'),
      checkin('c2', 'g2', '2026-11-25T09:00:00Z', true),
      checkin('c1', 'g3', '2026-11-25T09:00:00Z'),
    ];
    expect(openCheckins(list, now).map((c) => c.id)).toEqual(['c3', 'c1']);
  });

  it('leave out one overtaken by a newer check-in of its goal, answered or not', () => {
    const list = [checkin('c2', 'g1', '2026-11-25T09:00:00Z', true), checkin('c1', 'g1', '2026-11-24T18:00:00Z')];
    expect(openCheckins(list, now)).toEqual([]);
  });

  it('close a day after they came', () => {
    expect(openCheckins([checkin('c1', 'g1', '2026-11-24T12:00:01Z')], now)).toHaveLength(1);
    expect(openCheckins([checkin('c1', 'g1', '2026-11-24T12:00:00Z')], now)).toEqual([]);
  });
});
