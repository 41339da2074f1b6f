import { describe, expect, it } from 'vitest';
import type { Status } from '../src/schemas/common.ts';
import { currentStep, initialStepStatus, nextCurrentStep } from '../src/rules/current-step.ts';

const steps = (...statuses: Status[]) => statuses.map((status, i) => ({ id: `m${i}`, status }));

describe('current step', () => {
  it('starts a new goal with only its first microtask in progress', () => {
    expect([0, 1, 2].map(initialStepStatus)).toEqual(['in_progress', 'todo', 'todo']);
  });

  it('promotes the next todo step after the one just done', () => {
    expect(nextCurrentStep(steps('done', 'done', 'todo', 'todo'), 'm1')).toBe('m2');
  });

  it('wraps round to an earlier todo step when none follows', () => {
    expect(nextCurrentStep(steps('todo', 'done', 'done'), 'm2')).toBe('m0');
  });

  it('promotes nothing while another step is in progress', () => {
    expect(nextCurrentStep(steps('done', 'in_progress', 'todo'), 'm0')).toBeNull();
  });

  it('promotes nothing when every step is done', () => {
    expect(nextCurrentStep(steps('done', 'done'), 'm1')).toBeNull();
  });

  it('names the first step in progress, else the first todo', () => {
    expect(currentStep(steps('done', 'todo', 'in_progress'))?.id).toBe('m2');
    expect(currentStep(steps('done', 'todo', 'todo'))?.id).toBe('m1');
    expect(currentStep(steps('done'))).toBeUndefined();
  });
});
