import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampTitle } from '../../../../src/ai/clamp-breakdown.ts';
import { offlineStepPlanner } from '../../../../src/ai/offline/offline-step-planner.ts';

const split = async (title: string) => (await offlineStepPlanner.breakdownMicrotask({ title, taskTitle: 'Task', goalTitle: 'Goal' }, { detail: 3 })).map((bite) => bite.title);

// Things counted in a bite, as a person writes them, with the one of each: irregular plurals, -es
// after a hiss, -ies, -ves, and a noun before the counted one ("wax blends").
const THINGS: readonly [string, string][] = [
  ['stretches', 'stretch'], ['wax blends', 'wax blend'], ['boxes', 'box'], ['hobbies', 'hobby'], ['knives', 'knife'],
  ['glasses', 'glass'], ['classes', 'class'], ['potatoes', 'potato'], ['analyses', 'analysis'], ['children', 'child'],
  ['candle scents', 'candle scent'], ['dishes', 'dish'], ['shelves', 'shelf'], ['watercolour washes', 'watercolour wash'],
  ['cover letters', 'cover letter'], ['quizzes', 'quiz'], ['bus routes', 'bus route'], ['lunches', 'lunch'], ['leaves', 'leaf'],
];
const VERBS = ['Test', 'Learn', 'Try', 'Write', 'Practise', 'Sketch', 'Compare'];

describe('offline planner: a count said in parts agrees in number', () => {
  it('"Verb two things" is one thing and a second thing, never a cut-off plural', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...VERBS), fc.constantFrom(...THINGS), async (verb, [many, one]) => {
        const steps = await split(`${verb} two ${many}`);
        expect(steps, many).toEqual([`${verb} one ${one}`, `${verb} a second ${one}`]);
      }),
      { numRuns: 80 },
    );
  });

  it('"Verb three things" starts with one of them, then the two more', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...VERBS), fc.constantFrom(...THINGS), async (verb, [many, one]) => {
        const steps = await split(`${verb} three ${many}`);
        expect(steps[0], many).toBe(`${verb} one ${one}`);
        expect(steps[1], many).toBe(`${verb} 2 more ${many}`);
      }),
      { numRuns: 80 },
    );
  });
});

describe('offline planner: a pronoun agrees with the thing it stands for', () => {
  it.each(['Read the assembly instructions', 'Read the rigging instructions', 'Read the care notes'])('"%s" opens them, not it', async (title) => {
    const steps = await split(title);
    expect(steps.filter((step) => /\bopen it\b/i.test(step))).toEqual([]);
  });

  it('a thing already quoted is quoted once', () => {
    fc.assert(fc.property(fc.constantFrom('under 2 hours', '80k words', 'park the car'), (said) => {
      expect(clampTitle(`Write “““${said}””” on a card`)).toBe(`Write “${said}” on a card`);
      expect(clampTitle(`Write “"${said}"” on a card`)).toBe(`Write “${said}” on a card`);
    }));
  });
});
