import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';
import { sayEachActionOnce } from '../../../../src/ai/offline/compose/same-action.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));
const plan = (...titles: string[]) => [{ title: 'Phase', tasks: [{ title: 'Task', microtasks: titles.map((title) => ({ title, minutes: 10, repeat: null })) }] }];
const kept = (...titles: string[]) => sayEachActionOnce(plan(...titles)).flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));

describe('offline planner: two bites that mostly do the same are one', () => {
  it.each([
    [['Book the ferry', 'Shortlist three campsites', 'Book the transport and save the confirmation'], ['Book the ferry', 'Shortlist three campsites']],
    [['Book a hostel in Rome', 'Shortlist three places to stay', "Book the first nights' accommodation"], ['Book a hostel in Rome', 'Shortlist three places to stay']],
    [['Find a hostel near the station', 'Find the accommodation near the station and note its price'], ['Find a hostel near the station']],
    [['Reserva el ferry a Creta', 'Compara precios de hoteles', 'Reserva el transporte y guarda la confirmación'], ['Reserva el ferry a Creta', 'Compara precios de hoteles']],
    [['Réserve le train pour Lyon', 'Réserve le transport et garde la confirmation'], ['Réserve le train pour Lyon']],
    [['Pull the weeds from one half of the bed', 'Pull the weeds from the other half and rake it level'], ['Pull the weeds from one half of the bed', 'Pull the weeds from the other half and rake it level']],
    [['Write the first 10 poems', 'Write the last 10 poems'], ['Write the first 10 poems', 'Write the last 10 poems']],
    [['Choose one simple song you love', 'Learn the first section of the song slowly'], ['Choose one simple song you love', 'Learn the first section of the song slowly']],
  ])('%j keeps %j', (titles, expected) => {
    expect(kept(...titles)).toEqual(expected);
  });

  it.each([
    ['Plan a week in Crete in May', 'book flights, find a hotel by the beach', /Book the transport/],
    ['Plan a rail trip through Italy next summer', 'book the trains, book a hostel in Rome', /Book the transport/],
  ])('"%s" with first things "%s" books the transport once', async (goal, first, again) => {
    const said = bites(await planner.breakdownGoal(goal, { answers: [{ id: 'first', answer: first }] }));
    expect(said.join('\n')).not.toMatch(again);
  });
});
