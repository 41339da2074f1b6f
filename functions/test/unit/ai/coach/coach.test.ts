import { describe, expect, it } from 'vitest';
import { TONES } from '@cakewalk/shared/schemas/common.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { CoachContext } from '../../../../src/ai/coach.ts';
import { coachMessage, templateCoach } from '../../../../src/ai/offline/template-coach.ts';

const daily: CoachContext = { userName: 'Ann', goalTitle: 'Run a 5k', progress: 40, currentStep: 'Run 20 minutes at an easy pace.' };
const weekly: CoachContext = {
  userName: 'Ann',
  goalTitle: 'Run a 5k',
  progress: 40,
  previousProgress: 25,
  doneThisWeek: ['Buy running shoes', 'Run 15 minutes', 'Stretch', 'Log the run'],
  nextSteps: ['Run 20 minutes at an easy pace'],
};

const byTone = (kind: 'daily' | 'weekly', context: CoachContext) =>
  Object.fromEntries(TONES.map((tone) => [tone, coachMessage(kind, context, tone)])) as Record<Tone, string>;

/** Word-set overlap: 1 for the same words, 0 for none in common. */
function similarity(a: string, b: string): number {
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z']+/g));
  const left = words(a);
  const right = words(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / new Set([...left, ...right]).size;
}

describe('coach messages', () => {
  it('reads as three distinct voices for the same daily facts', () => {
    const messages = byTone('daily', daily);
    for (const [a, b] of [['friendly', 'strict'], ['friendly', 'motivational'], ['strict', 'motivational']] as const) {
      expect(similarity(messages[a], messages[b]), `${a} / ${b}`).toBeLessThan(0.5);
    }
    for (const message of Object.values(messages)) expect(message.match(/!/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(messages.strict).not.toMatch(/!/);
  });

  it("names the user, the goal's step and the progress in every voice", () => {
    for (const message of Object.values(byTone('daily', daily))) {
      expect(message).toContain('Ann');
      expect(message).toContain('Run 20 minutes at an easy pace');
      expect(message).not.toContain('pace..');
      expect(message).not.toMatch(/\{\w+\}/);
    }
  });

  it('speaks to where the user is: nothing done, underway, nearly there', () => {
    const start = coachMessage('daily', { ...daily, progress: 0 }, 'strict');
    const late = coachMessage('daily', { ...daily, progress: 80 }, 'strict');
    expect(start).toMatch(/0%|Nothing is done/);
    expect(late).toContain('80%');
  });

  it('celebrates a goal with no step left instead of naming one', () => {
    for (const [tone, message] of Object.entries(byTone('daily', { ...daily, progress: 100, currentStep: null }))) {
      expect(message, tone).toContain('Run a 5k');
      expect(message, tone).not.toContain('Run 20 minutes');
    }
  });

  it('reviews the week: the change, what got done and what is next', () => {
    const messages = byTone('weekly', weekly);
    expect(messages.strict).toContain('25% to 40%');
    expect(messages.strict).toContain('+15');
    for (const message of Object.values(messages)) {
      expect(message).toContain('Buy running shoes, Run 15 minutes, Stretch and 1 more');
      expect(message).toContain('Run 20 minutes at an easy pace');
    }
    expect(similarity(messages.friendly, messages.strict)).toBeLessThan(0.5);
    expect(similarity(messages.strict, messages.motivational)).toBeLessThan(0.5);
  });

  it('says plainly when a week moved nothing', () => {
    const message = coachMessage('weekly', { ...weekly, progress: 25, doneThisWeek: [] }, 'strict');
    expect(message).toContain('the same as last week');
    expect(message).toContain('No bites done this week');
  });

  it('is the same for the same facts, and varies with them', () => {
    expect(coachMessage('daily', daily, 'friendly')).toBe(coachMessage('daily', { ...daily }, 'friendly'));
    const variants = new Set(['Stretch', 'Run', 'Walk', 'Rest', 'Swim', 'Plan', 'Shop', 'Cook'].map((step) => coachMessage('daily', { ...daily, currentStep: step }, 'friendly').replace(step, '')));
    expect(variants.size).toBeGreaterThan(1);
  });

  it('is what the coach without a key answers', async () => {
    await expect(templateCoach.coach('daily', daily, 'motivational')).resolves.toBe(coachMessage('daily', daily, 'motivational'));
  });
});
