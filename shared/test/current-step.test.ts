import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUSES, type Status } from '../src/schemas/common.ts';
import { currentStep, withCurrentStep } from '../src/rules/current-step.ts';

const steps = (...statuses: Status[]) => statuses.map((status, i) => ({ id: `m${i}`, status }));
const statusesOf = (list: { status: Status }[]) => list.map((s) => s.status);

describe('the current step', () => {
  it('starts a new goal at its first step', () => {
    expect(statusesOf(withCurrentStep(steps('todo', 'todo', 'todo')))).toEqual(['in_progress', 'todo', 'todo']);
  });

  it('moves on to the next step not done once the current one is done', () => {
    expect(statusesOf(withCurrentStep(steps('done', 'done', 'todo', 'todo')))).toEqual(['done', 'done', 'in_progress', 'todo']);
  });

  it('changes nothing while some step is in progress', () => {
    expect(statusesOf(withCurrentStep(steps('todo', 'done', 'in_progress')))).toEqual(['todo', 'done', 'in_progress']);
  });

  it('leaves a goal whose steps are all done without one', () => {
    expect(statusesOf(withCurrentStep(steps('done', 'done')))).toEqual(['done', 'done']);
  });

  it('always leaves exactly one step in progress when none was and one is not done', () => {
    const list = fc.array(fc.constantFrom<Status>('todo', 'done').map((status) => ({ status })), { maxLength: 40 });
    fc.assert(fc.property(list, (input) => {
      const inProgress = withCurrentStep(input).filter((s) => s.status === 'in_progress').length;
      return inProgress === (input.some((s) => s.status === 'todo') ? 1 : 0);
    }));
  });

  it('never changes a step that is done or already in progress, and keeps the order', () => {
    const list = fc.array(fc.constantFrom(...STATUSES).map((status) => ({ status })), { maxLength: 40 });
    fc.assert(fc.property(list, (input) =>
      withCurrentStep(input).every((s, i) => s.status === input[i]!.status || (input[i]!.status === 'todo' && s.status === 'in_progress'))));
  });

  it('names the first step in progress, else the first todo', () => {
    expect(currentStep(steps('done', 'todo', 'in_progress'))?.id).toBe('m2');
    expect(currentStep(steps('done', 'todo', 'todo'))?.id).toBe('m1');
    expect(currentStep(steps('done'))).toBeUndefined();
  });
});
