import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offlineStepPlanner } from '../../../../src/ai/offline/offline-step-planner.ts';

const split = async (title: string) => (await offlineStepPlanner.breakdownMicrotask({ title, taskTitle: 'Task', goalTitle: 'Goal' }, { detail: 3 })).map((bite) => bite.title);
const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

// Verbs a recipe knows and verbs it does not, with things one, many, counted and with a particle after them.
const VERBS = ['sketch', 'outline', 'take', 'groom', 'tune', 'glaze', 'sand', 'draft', 'pack', 'carve', 'rewire', 'polish'];
const GERUNDS: Readonly<Record<string, string>> = { sketch: 'sketching', outline: 'outlining', take: 'taking', groom: 'grooming', tune: 'tuning', glaze: 'glazing', sand: 'sanding', draft: 'drafting', pack: 'packing', carve: 'carving', rewire: 'rewiring', polish: 'polishing' };
const THINGS = ['the design', 'the three acts', 'the engine apart', 'the five chapters', 'the boxes up', 'the frame', 'the two chairs', 'the hull back', 'the four verses', 'the lamp'];
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

describe('offline planner: a bite broken down is never that bite again', () => {
  it('no step repeats its bite, with or without "Begin", and none says a count or a particle out of grammar', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...VERBS), fc.constantFrom(...THINGS), fc.constantFrom('', 'Begin ', 'Start '), async (verb, thing, start) => {
        const act = `${verb} ${thing}`;
        const title = start ? `${start}${GERUNDS[verb] ?? verb} ${thing}` : capitalise(act);
        const steps = await split(title);
        expect(steps.length, title).toBeGreaterThanOrEqual(2);
        expect(new Set(steps.map(normal)).size, title).toBe(steps.length);
        for (const step of steps) {
          const bare = normal(step.replace(/^(?:begin|start)\s+/i, ''));
          expect([normal(act), normal(title), `${GERUNDS[verb]} ${normal(thing)}`], step).not.toContain(bare);
          expect(step, title).not.toMatch(/\b(?:first few|rest of the)\s+(?:\d+|two|three|four|five)\s/i);
          expect(step, title).not.toMatch(/\b(?:apart|up|back)\s+still\b|what the \w+ (?:apart|up|back)\b/i);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('splits a counted thing by its count and keeps what it is for', async () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Outline the three acts', 'Outline one act'],
      ['Write the lyrics for five songs', 'Write the lyrics for one song'],
      ['Sand the four chairs', 'Sand one chair'],
      ['Take the engine apart', 'Look over the engine and note what it still needs'],
      ['Begin sketching the design', 'Spend 10 minutes sketching the design, stopping at a natural break'],
    ];
    for (const [bite, step] of cases) expect(await split(bite), bite).toContain(step);
  });
});

describe('offline planner: the first few of many things, broken down again', () => {
  it.each([
    ['Draw the first few plans', ['Draw one of the plans', 'Draw one or two more of the plans', 'Note which of the plans come next']],
    ['Glaze the first few pots', ['Glaze one of the pots', 'Glaze one or two more of the pots', 'Note which of the pots come next']],
  ])('splits "%s" into one and then a few more, never "the rest of the first few"', async (bite, steps) => {
    expect(await split(bite)).toEqual(steps);
  });
});
