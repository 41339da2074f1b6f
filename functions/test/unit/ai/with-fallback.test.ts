import { describe, expect, it } from 'vitest';
import { PlannerError } from '../../../src/ai/planner-error.ts';
import { orFallback } from '../../../src/ai/with-fallback.ts';

const answer = (text: string) => () => Promise.resolve(text);
const failing = (error: Error) => () => Promise.reject(error);

describe('the model with the offline implementation behind it', () => {
  it('answers from the fallback when the model fails as a provider', async () => {
    await expect(orFallback(failing(new PlannerError('down')), answer('offline'))).resolves.toBe('offline');
    await expect(orFallback(answer('model'), answer('offline'))).resolves.toBe('model');
  });

  it('falls back when the model cannot even be set up', async () => {
    const setUp = () => Promise.reject(new PlannerError('no key'));
    await expect(orFallback(async () => (await setUp()) as string, answer('offline'))).resolves.toBe('offline');
  });

  it('fails only when both fail, and never hides a bug that is not a provider failure', async () => {
    await expect(orFallback(failing(new PlannerError('down')), failing(new PlannerError('also down')))).rejects.toBeInstanceOf(PlannerError);
    await expect(orFallback(failing(new TypeError('bug')), answer('offline'))).rejects.toBeInstanceOf(TypeError);
  });
});
