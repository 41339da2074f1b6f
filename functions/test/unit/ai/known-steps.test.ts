import { describe, expect, it } from 'vitest';
import { ARCHETYPES } from '../../../src/ai/offline/archetype-list.ts';
import { HABIT_SHAPE, SHAPE } from '../../../src/ai/offline/compose/starter-shape.ts';
import { knownSteps } from '../../../src/ai/offline/split-bite/known-steps.ts';

const SAMPLE: Record<string, string> = { goal: 'fix the garden fence', whole: 'fixing the garden fence', going: 'fixing the garden fence', object: 'the garden fence', the: 'the garden fence', skill: 'fencing', target: '$1,200', pace: '$100 a month' };
const filled = (title: string) => title.replace(/\{(\w+)\}/g, (_, slot: string) => SAMPLE[slot] ?? slot);

describe('the steps of a bite the planner wrote', () => {
  it('knows every archetype bite by its title, with its slots filled, and its plain title', () => {
    const unknown = ARCHETYPES.flatMap((archetype) => archetype.phases.flatMap((phase) => phase.tasks.flatMap((task) => task.bites)))
      .flatMap((bite) => [filled(bite.title), ...(bite.plain ? [bite.plain] : [])])
      .filter((title) => !knownSteps(title));
    expect(unknown).toEqual([]);
  });

  it('knows every starter bite but the habit itself, which is the goal in its own words', () => {
    const bites = [...SHAPE, ...HABIT_SHAPE].flatMap((phase) => phase.tasks.flatMap((task) => task.bites)).filter((bite) => !bite.act);
    expect(bites.flatMap((bite) => [filled(bite.verbal), filled(bite.nominal)]).filter((title) => !knownSteps(title))).toEqual([]);
  });

  it('puts back what filled the slots, and the numbers as the plan wrote them', () => {
    expect(knownSteps('Write “12 books” on a card as your finish line and put it where you will see it')?.steps).toContain('Write “12 books” on it in big letters, with the date you want it by');
    expect(knownSteps('Put two 30-minute slots for fixing the fence in this week’s calendar')?.steps[0]).toBe('Open your calendar and find two free 30-minute gaps this week');
  });

  it('knows no bite the person wrote in their own words, nor a bare goal', () => {
    expect(knownSteps('Sand the old paint off the gate')).toBeUndefined();
    expect(knownSteps('Floss')).toBeUndefined();
  });
});
