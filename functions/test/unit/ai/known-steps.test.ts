import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ARCHETYPES } from '../../../src/ai/offline/archetype-list.ts';
import { findSeams } from '../../../src/ai/offline/compose/write-title.ts';
import { ARCHETYPE_STEPS } from '../../../src/ai/offline/split-bite/archetype-steps.ts';
import { BiteSteps } from '../../../src/ai/offline/split-bite/bite-steps.ts';
import { HABIT_SHAPE, SHAPE, TRAIT_SHAPE } from '../../../src/ai/offline/compose/starter-shape.ts';
import { archetypeStepsByTitle, knownSteps } from '../../../src/ai/offline/split-bite/known-steps.ts';

const SAMPLE: Record<string, string> = { goal: 'fix the garden fence', whole: 'fixing the garden fence', going: 'fixing the garden fence', object: 'the garden fence', the: 'the garden fence', skill: 'fencing', target: '$1,200', pace: '$100 a month' };
const filled = (title: string) => title.replace(/\{(\w+)\}/g, (_, slot: string) => SAMPLE[slot] ?? slot);

const folder = join(import.meta.dirname, '../../../src/ai/offline/split-bite/steps');
const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
const byTitle = archetypeStepsByTitle();

describe('the steps data of the archetypes', () => {
  it.each(files)('%s fits its schema', (file) => {
    const result = z.safeParse(BiteSteps, JSON.parse(readFileSync(join(folder, file), 'utf8')));
    expect(result.success, JSON.stringify(result.error?.issues.slice(0, 3))).toBe(true);
  });

  it('has one file per archetype, listed once, with one entry for each title and plain title of its bites and no other', () => {
    expect(Object.keys(ARCHETYPE_STEPS).map((id) => `${id}.json`).sort()).toEqual([...files].sort());
    const mismatched = ARCHETYPES.flatMap((archetype) => {
      const titles = archetype.phases.flatMap((phase) => phase.tasks.flatMap((task) => task.bites.flatMap((bite) => [bite.title, ...(bite.plain ? [bite.plain] : [])])));
      const entries = byTitle.filter((entry) => entry.archetype === archetype.id).map((entry) => entry.title);
      return [...new Set(titles)].sort().join('\n') === [...entries].sort().join('\n') ? [] : [archetype.id];
    });
    expect(mismatched).toEqual([]);
    expect(Object.values(ARCHETYPE_STEPS).flat().length).toBe(byTitle.length);
  });

  it('gives every bite of an archetype its own id', () => {
    const repeated = ARCHETYPES.flatMap((archetype) => {
      const ids = archetype.phases.flatMap((phase) => phase.tasks.flatMap((task) => task.bites.map((bite) => bite.id)));
      return ids.filter((id, i) => ids.indexOf(id) !== i).map((id) => `${archetype.id}: ${id}`);
    });
    expect(repeated).toEqual([]);
  });

  it('never repeats the bite, uses only the slots its title holds, and reads without a seam', () => {
    const offenders = byTitle.flatMap(({ archetype: id, title: bite, steps }) => {
      const slots = new Set(bite.match(/\{[^{}]*\}/g) ?? []);
      return steps.filter((step) => step.toLowerCase() === bite.toLowerCase() || (step.match(/\{[^{}]*\}/g) ?? []).some((slot) => !slots.has(slot)) || findSeams(step.replace(/\{[^{}]*\}/g, 'Zorb')).length)
        .map((step) => `${id}: ${bite} -> ${step}`);
    });
    expect(offenders).toEqual([]);
  });
});

describe('the steps of a bite the planner wrote', () => {
  it('knows every archetype bite by its title, with its slots filled, and its plain title', () => {
    const unknown = ARCHETYPES.flatMap((archetype) => archetype.phases.flatMap((phase) => phase.tasks.flatMap((task) => task.bites)))
      .flatMap((bite) => [filled(bite.title), ...(bite.plain ? [bite.plain] : [])])
      .filter((title) => !knownSteps(title));
    expect(unknown).toEqual([]);
  });

  it('knows every starter bite but the habit itself and the goal’s own parts, which are the goal in its own words', () => {
    const bites = [...SHAPE, ...HABIT_SHAPE, ...TRAIT_SHAPE].flatMap((phase) => phase.tasks.flatMap((task) => task.bites)).filter((bite) => !bite.act && !bite.parts);
    expect(bites.flatMap((bite) => [filled(bite.verbal), filled(bite.nominal)]).filter((title) => !knownSteps(title))).toEqual([]);
  });

  it('puts back what filled the slots, and the numbers as the plan wrote them', () => {
    expect(knownSteps('Write down where you stand today, with “12 books” beside it as the mark to reach')).toContain('Write that down with today’s date, and “12 books” beside it');
    expect(knownSteps('Put two 30-minute slots in this week’s calendar')?.[0]).toBe('Open your calendar and find two 30-minute slots that are free this week');
  });

  it('knows no bite the person wrote in their own words, nor a bare goal', () => {
    expect(knownSteps('Sand the old paint off the gate')).toBeUndefined();
    expect(knownSteps('Floss')).toBeUndefined();
  });
});
