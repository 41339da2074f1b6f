import { describe, expect, it } from 'vitest';
import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import type { TodayBite } from '@cakewalk/shared/rules/today.ts';
import { asksAbout, COACH_LINE_MAX, liveCheckins, shortened } from './today-checkins.ts';

const checkin = (id: string, goal: string, step: string | null): Checkin => ({
  id, kind: 'daily', goal_id: goal, goal_name: goal, tone: 'friendly', message: 'How did it go?', created_at: '2026-11-28T09:00:00.000Z',
  reply: null, step_id: step, stalled: false, stalled_days: null,
});
const bite = (goal: string, step: string, kind: TodayBite['kind'] = 'step') => ({ kind, goal: { id: goal }, microtask: { id: step } }) as TodayBite;

describe('a check-in on Today', () => {
  it('sits on the row of the bite it names, or of its goal\'s next bite when it names none', () => {
    expect(asksAbout(checkin('c1', 'g1', 'g1.m1'), bite('g1', 'g1.m1'))).toBe(true);
    expect(asksAbout(checkin('c1', 'g1', 'g1.m1'), bite('g1', 'g1.m2'))).toBe(false);
    expect(asksAbout(checkin('c1', 'g1', null), bite('g1', 'g1.m2'))).toBe(true);
    expect(asksAbout(checkin('c1', 'g1', null), bite('g2', 'g2.m1'))).toBe(false);
  });

  it('is live only while its bite is a next bite on Today: done, resting or a habit row does not carry it', () => {
    const open = [checkin('c1', 'g1', 'g1.m1'), checkin('c2', 'g2', 'g2.m1'), checkin('c3', 'g3', 'g3.m1')];
    const live = liveCheckins(open, [bite('g1', 'g1.m1'), bite('g2', 'g2.m2'), bite('g3', 'g3.m1', 'habit')]);
    expect(live.map((c) => c.id)).toEqual(['c1']);
  });

  it('says at most 200 characters, cut at a word, and a short message whole', () => {
    expect(shortened('Plain and short.')).toBe('Plain and short.');
    const long = 'word '.repeat(60).trim();
    const cut = shortened(long);
    expect(cut.length).toBeLessThanOrEqual(COACH_LINE_MAX);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
