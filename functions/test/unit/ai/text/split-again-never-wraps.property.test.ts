import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import { offlineStepPlanner } from '../../../../src/ai/offline/offline-step-planner.ts';

const split = (title: string, minutes: number) => offlineStepPlanner.breakdownMicrotask({ title, minutes, taskTitle: 'Task', goalTitle: 'Goal' }, { detail: 3 });
const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

// Bites in a person's words of every shape the splitter reads: a verb it has a recipe for and one
// it has not, a thing, many things, a part of a job, a length of time, a bite with no object, and
// the splitter's own steps written back to it.
const ACTS = [
  'Carve the pawn', 'Whittle a spoon', 'Sketch the design', 'Glaze the pots', 'Rewire the lamp', 'Tune the guitar',
  'Quarterly tax paperwork', 'Meditate before bed', 'Begin carving the pawn', 'Start knitting the sleeve',
  'Foam-roll your thighs for 5 minutes', 'Work on the chess set for 30 minutes', 'Sand the first half of the hull',
  'Sand the rest of the hull', 'Draw the first few plans', 'Spend 20 minutes on your CV', 'Grow the tomato seedlings',
  'Spend 10 minutes growing the sourdough starter, stopping at a natural break', 'Look over the quilt and note what it still needs',
  'Set a timer for 10 minutes', 'Hem the curtains', 'Translate the first letter', 'Map the footpaths near the river',
];

// Words of the splitter's own templates: each may be said once in a step, never wrapped in another.
const TEMPLATE_WORDS = [
  /natural break/gi, /spend (?:\d+|the first \d+) minutes/gi, /still needs?\b/gi, /until (?:the timer goes off|it rings)/gi,
  /set a timer/gi, /clear (?:a|the) space/gi, /get out (?:what|everything)/gi, /look over/gi, /where you stopped/gi,
  /up to that mark/gi, /a bit at a time/gi, /note how it went/gi, /\b\d+ (?:more )?minutes\b/gi,
];

function expectHonest(parent: string, minutes: number, steps: readonly ProposedBite[]): void {
  const said = `${parent} (${minutes} min) -> ${steps.map((step) => `${step.title} (${step.minutes})`).join(' | ')}`;
  expect(steps.length, said).toBeGreaterThanOrEqual(2);
  expect(new Set(steps.map((step) => normal(step.title))).size, said).toBe(steps.length);
  for (const step of steps) {
    expect(normal(step.title), said).not.toContain(normal(parent));
    for (const words of TEMPLATE_WORDS) expect(step.title.match(words)?.length ?? 0, `${said}\n${String(words)}`).toBeLessThanOrEqual(1);
    expect(step.minutes, said).toBeLessThanOrEqual(Math.max(minutes, 1));
  }
  const total = steps.reduce((sum, step) => sum + step.minutes, 0);
  expect(total, said).toBeLessThanOrEqual(Math.max(Math.ceil(minutes * 1.25), steps.length));
}

describe('offline planner: a bite broken down, and its steps broken down again', () => {
  it('never repeats its parent, never says a template twice, and its minutes fit the bite they replace', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ACTS), fc.constantFrom(3, 5, 10, 15), async (bite, minutes) => {
        const children = await split(bite, minutes);
        expectHonest(bite, minutes, children);
        for (const child of children) expectHonest(child.title, child.minutes, await split(child.title, child.minutes));
      }),
      { numRuns: 150 },
    );
  });

  it.each([
    ['Spend 10 minutes growing the sourdough starter, stopping at a natural break', ['Grow the sourdough starter for 5 minutes', 'Take a breather, then grow the sourdough starter for 5 more minutes']],
    ['Grow the sourdough starter until the timer goes off', ['Grow the sourdough starter for 5 minutes', 'Take a breather, then grow the sourdough starter for 5 more minutes']],
    ['Look over the quilt and note what it still needs', ['Compare the quilt with what you meant it to be', 'Write down the next thing to do on the quilt']],
    ['Get out what hemming the curtains needs and clear a space for it', ['List what you need for hemming the curtains', 'Fetch each thing on the list and put it within reach', 'Clear a work surface or a corner of the table']],
  ])('splits the step "%s" as the kind of step it is', async (bite, steps) => {
    expect((await split(bite, 10)).map((step) => step.title)).toEqual(steps);
  });
});
