import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../src/ai/offline/domain-list.ts';
import { COUNTED_MILESTONES, GENERIC_PLAN } from '../../../src/ai/offline/generic-plan.ts';
import { parseText } from '../../../src/ai/offline/nlp.ts';
import { FAMILY_STEPS } from '../../../src/ai/offline/step-patterns.ts';

// The planner's knowledge is data; these checks keep every domain file writable by hand
// without reading the code that uses it.

const SLOTS = new Set(['goal', 'topic', 'deadline', 'target', 'verb', 'amount', 'gain', 'phrase', 'object', 'task']);

/** Each alternative of a template, with its slots filled by a neutral word. */
const alternatives = (template: string) => template.split(' || ').map((choice) => choice.replace(/\{Verb\}/g, 'Sell').replace(/\{\w+\}/g, 'x'));
const startsWithVerb = (text: string) => Boolean(parseText(text).sentences[0]?.[0]?.tags.has('GoalVerb'));

function templatesOf(domain: (typeof DOMAINS)[number]): string[] {
  return [
    ...domain.milestones.flatMap((milestone) => [milestone.task, milestone.final, ...milestone.microtasks]),
    ...domain.phases.flatMap((phase) => [phase.title, ...phase.tasks.flatMap((task) => [task.title, ...task.microtasks])]),
  ];
}

describe('domain data', () => {
  const all = [...DOMAINS, GENERIC_PLAN];

  it('gives every domain its own id', () => {
    expect(new Set(all.map((domain) => domain.id)).size).toBe(all.length);
  });

  for (const domain of all) {
    describe(domain.id, () => {
      it('starts every template with a verb the planner knows, and uses only known slots', () => {
        const templates = templatesOf(domain);
        expect(templates.flatMap(alternatives).filter((text) => !startsWithVerb(text))).toEqual([]);
        const slots = templates.flatMap((template) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!.toLowerCase()));
        expect(slots.filter((slot) => !SLOTS.has(slot))).toEqual([]);
      });

      it('has enough phases, tasks and microtasks to grow with detail', () => {
        expect(domain.phases.length).toBeGreaterThanOrEqual(4);
        expect(domain.phases.filter((phase) => phase.priority === 1).length).toBeGreaterThanOrEqual(3);
        for (const phase of domain.phases) {
          expect(phase.tasks.length, phase.title).toBeGreaterThanOrEqual(2);
          for (const task of phase.tasks) expect(task.microtasks.length, task.title).toBeGreaterThanOrEqual(2);
        }
        // Milestones land in one phase; a domain that defines some must say which.
        const milestonePhases = domain.phases.filter((phase) => phase.milestones).length;
        expect(milestonePhases).toBeLessThanOrEqual(1);
        if (domain.milestones.length) expect(milestonePhases).toBe(1);
      });

      it('never repeats a title within the domain', () => {
        const titles = domain.phases.flatMap((phase) => [phase.title, ...phase.tasks.flatMap((task) => [task.title, ...task.microtasks])]);
        expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
      });

      it('gives a phase title that can always be filled: {topic} has a fallback or an alternative', () => {
        for (const phase of domain.phases) {
          const needsTopic = phase.title.split(' || ').every((choice) => choice.includes('{topic}'));
          if (needsTopic) expect(domain.fallbackTopic, phase.title).not.toBe('');
          expect(phase.title.split(' || ').some((choice) => !/\{(deadline|target|verb)\}/.test(choice)), phase.title).toBe(true);
        }
      });
    });
  }

  it('starts every counted milestone and microtask step with a verb', () => {
    const templates = [
      ...COUNTED_MILESTONES.flatMap((milestone) => [milestone.task, milestone.final, ...milestone.microtasks]),
      ...Object.values(FAMILY_STEPS).flatMap((steps) => steps.map(([, text]) => text)),
    ];
    expect(templates.flatMap(alternatives).filter((text) => !startsWithVerb(text))).toEqual([]);
  });

  it('ranks each family of microtask steps 1 to 6 without gaps, so every detail level gets its count', () => {
    for (const [family, steps] of Object.entries(FAMILY_STEPS)) {
      expect(steps.map(([rank]) => rank).sort(), family).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });
});
