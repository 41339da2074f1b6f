import { describe, expect, it } from 'vitest';
import { PlannerError } from '../../../../src/ai/planner-error.ts';
import { orFallback } from '../../../../src/ai/providers/with-fallback.ts';
import { metricLines, outputAt } from '../../../support/log-lines.ts';

const answer = (text: string) => () => Promise.resolve(text);
const failing = (error: Error) => () => Promise.reject(error);

describe('the model with the offline implementation behind it', () => {
  it('answers from the fallback when the model fails as a provider', async () => {
    await expect(orFallback(failing(new PlannerError('down')), answer('offline'))).resolves.toBe('offline');
    await expect(orFallback(answer('model'), answer('offline'))).resolves.toBe('model');
  });

  it('counts each answer the fallback gives in the AiFallbacks metric', async () => {
    const down = () => Promise.reject(new PlannerError('down'));
    const output = await outputAt('DEBUG', async () => {
      await orFallback(down, () => Promise.resolve('offline'));
      await orFallback(down, () => Promise.resolve('offline'));
      await orFallback(() => Promise.resolve('model'), () => Promise.resolve('offline'));
    });
    expect(metricLines(output)).toEqual([expect.objectContaining({ AiFallbacks: 1 }), expect.objectContaining({ AiFallbacks: 1 })]);
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
