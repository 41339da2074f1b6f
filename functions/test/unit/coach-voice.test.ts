import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TONES, type Tone } from '@cakewalk/shared/schemas/common.ts';
import { coachMessage } from '../../src/ai/offline/template-coach.ts';
import { CHECKIN_MAX_CHARS, keepsVoice } from '../../src/ai/voice.ts';
import { bannedWordsIn } from '../../src/words/banned-words.ts';
import { CHECKIN_WORDS } from '../../src/words/checkins/check-in-words.ts';
import { fill } from '../../src/words/fill.ts';
import { PROGRESS_CHECKIN_WORDS } from '../../src/words/checkins/progress-checkin-words.ts';
import { dailyLines, withDailyLine } from '../../src/core/progress/checkin-lines.ts';

/** The three ways forward a stalled check-in names, as its buttons offer them. */
const WAYS_FORWARD = /a smaller step, a later date, or a week's pause/;

describe('the coach voices', () => {
  const context = fc.record({
    userName: fc.constantFrom('Ann', 'Bo'),
    goalTitle: fc.constantFrom('Run a 5k', 'Learn Spanish'),
    progress: fc.integer({ min: 0, max: 100 }),
    previousProgress: fc.integer({ min: 0, max: 100 }),
    doneThisWeek: fc.array(fc.constantFrom('Run 2 km', 'Stretch'), { maxLength: 4 }),
    nextSteps: fc.array(fc.constantFrom('Run 3 km', 'Rest'), { maxLength: 3 }),
  });

  it('says what the figures say: a fall is "went down", never "stayed", and the percents are the real ones', () => {
    fc.assert(fc.property(context, fc.constantFrom(...TONES), (c, tone) => {
      const message = coachMessage('weekly', c, tone);
      expect(bannedWordsIn(message)).toEqual([]);
      const fell = c.progress < c.previousProgress;
      expect(/went down/i.test(message)).toBe(fell);
      if (fell) expect(message).toContain(`${c.progress}%`);
      if (c.progress > c.previousProgress) expect(message).toMatch(new RegExp(`${c.previousProgress}%.*${c.progress}%`));
      expect(/stayed|unchanged|the same as last week|still at/i.test(message)).toBe(c.progress === c.previousProgress);
      expect(/nothing|no bites|quiet week/i.test(message)).toBe(c.doneThisWeek.length === 0);
    }));
  });

  it('names the current step in every daily message, in every tone, without a banned word', () => {
    fc.assert(fc.property(context, fc.constantFrom(...TONES), (c, tone) => {
      const message = coachMessage('daily', { ...c, currentStep: 'Run 3 km' }, tone);
      expect(message).toContain('Run 3 km');
      expect(bannedWordsIn(message)).toEqual([]);
      if (c.progress > 0) expect(message).toContain(`${c.progress}%`);
    }));
  });

  it("a stalled goal's daily message names the days without a bite, the three ways forward and the step", () => {
    fc.assert(fc.property(context, fc.integer({ min: 3, max: 60 }), fc.constantFrom(...TONES), (c, days, tone) => {
      const message = coachMessage('daily', { ...c, currentStep: 'Run 3 km', stalledDays: days }, tone);
      expect(message).toContain(`${days} days`);
      expect(message).toMatch(WAYS_FORWARD);
      expect(message).toContain('Run 3 km');
      expect(bannedWordsIn(message)).toEqual([]);
    }));
  });

  it("a stalled goal's daily message names its if-then plan in the person's words, and only a stalled one does", () => {
    const ifThen = { if: 'I get home too tired.', then: 'I do the smallest bite on my list' };
    fc.assert(fc.property(context, fc.integer({ min: 3, max: 60 }), fc.constantFrom(...TONES), (c, days, tone) => {
      const stalled = coachMessage('daily', { ...c, currentStep: 'Run 3 km', stalledDays: days, ifThen }, tone);
      expect(stalled).toContain('if I get home too tired, then I do the smallest bite on my list');
      expect(stalled).toMatch(WAYS_FORWARD);
      expect(bannedWordsIn(stalled)).toEqual([]);
      expect(coachMessage('daily', { ...c, currentStep: 'Run 3 km', ifThen }, tone)).not.toContain('I get home too tired');
    }));
  });

  const pace = fc.option(fc.record({
    status: fc.constantFrom('on_track' as const, 'ahead' as const, 'behind' as const, 'overdue' as const, 'just_started' as const),
    bitesBehind: fc.integer({ min: 1, max: 40 }),
    dueDate: fc.constantFrom('24 Dec', '1 Mar 2027'),
  }), { nil: undefined });
  const streaks = fc.array(fc.constantFrom('Meditate: 5 days in a row', 'Long run: 2 weeks in a row'), { maxLength: 2 });
  const behindWords = (bites: number) => `${bites} ${bites === 1 ? 'bite' : 'bites'} behind`;

  it('the weekly review states the pace only with a due date, the gap when behind, and every running streak', () => {
    fc.assert(fc.property(context, pace, streaks, fc.constantFrom(...TONES), (c, p, s, tone) => {
      const message = coachMessage('weekly', { ...c, ...(p && { pace: p }), streaks: s }, tone);
      expect(bannedWordsIn(message)).toEqual([]);
      if (!p) expect(message).not.toMatch(/on track|ahead|behind|has passed/i);
      else {
        expect(message).toContain(p.dueDate);
        expect(message.includes(behindWords(p.bitesBehind))).toBe(p.status === 'behind');
        expect(/has passed/.test(message)).toBe(p.status === 'overdue');
        expect(/on track/i.test(message)).toBe(p.status === 'on_track');
        expect(/just started/i.test(message)).toBe(p.status === 'just_started');
      }
      for (const streak of s) expect(message).toContain(streak);
      expect(/streak/i.test(message)).toBe(s.length > 0);
    }));
  });

  it('the strict daily check-in names the gap to the pace when behind, and only then', () => {
    fc.assert(fc.property(context, pace, fc.constantFrom(...TONES), (c, p, tone) => {
      const message = coachMessage('daily', { ...c, currentStep: 'Run 3 km', ...(p && { pace: p }) }, tone);
      expect(bannedWordsIn(message)).toEqual([]);
      const behind = tone === 'strict' && p?.status === 'behind';
      expect(message.includes(`${behindWords(p?.bitesBehind ?? 0)}`) || message.includes(`Gap to the pace for ${p?.dueDate}: ${(p?.bitesBehind ?? 0) === 1 ? '1 bite' : `${p?.bitesBehind} bites`}`)).toBe(behind);
    }));
  });
});

describe('the daily check-in voice holds its limits', () => {
  // Realistic words of a person's own: a longish name, goal, step and if-then plan.
  const FILLERS = {
    name: 'Alexandra', goal: 'Run a 10k by March without stopping', step: 'Run 20 minutes at an easy pace, then stretch',
    progress: '47', days: '12', due: '1 Mar', behind: '12 bites', if: 'I get home late and too tired', then: 'I do the 5-minute version',
  };
  const say = (lines: string[]) => lines.map((line) => fill(line, FILLERS)).join(' ');
  const product = (...lists: string[][]): string[][] =>
    lists.reduce<string[][]>((all, list) => all.flatMap((combo) => list.map((line) => [...combo, line])), [[]]);

  const messagesOf = (tone: Tone): string[] => {
    const voice = CHECKIN_WORDS.daily[tone];
    const progress = [...voice.progress.start, ...voice.progress.early, ...voice.progress.late];
    return [
      ...product(voice.greeting, voice.step, progress, [...(voice.behind ?? []), ''], voice.close),
      ...product(voice.stalled, voice.ifThen),
      ...voice.finished.map((line) => [line]),
    ].map((lines) => say(lines.filter(Boolean)));
  };

  it.each(TONES)('every combination of the %s templates is at most 240 characters, with at most one "!" and no banned or hype word', (tone) => {
    const messages = messagesOf(tone);
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) {
      expect(message.length, message).toBeLessThanOrEqual(CHECKIN_MAX_CHARS);
      expect(message.match(/!/g)?.length ?? 0, message).toBeLessThanOrEqual(1);
      expect(bannedWordsIn(message), message).toEqual([]);
    }
  });

  it('says none of the old hype', () => {
    for (const hype of ['Rise and shine', 'power move', 'Keep that fire burning', "You've got this"]) expect(bannedWordsIn(hype)).not.toEqual([]);
  });

  it('keeps a check-in within its limits even with the longest titles a person may write', () => {
    const long = 'word '.repeat(40).trim();
    fc.assert(fc.property(fc.constantFrom(...TONES), fc.option(fc.integer({ min: 3, max: 60 }), { nil: undefined }), fc.integer({ min: 0, max: 100 }), (tone, stalledDays, progress) => {
      const message = coachMessage('daily', {
        userName: 'N'.repeat(100), goalTitle: long, currentStep: long, progress,
        ...(stalledDays !== undefined && { stalledDays, ifThen: { if: long, then: long } }),
        pace: { status: 'behind', bitesBehind: 12, dueDate: '1 Mar' },
      }, tone);
      expect(keepsVoice(message), message).toBe(true);
    }));
  });
});

describe("a daily check-in's history line", () => {
  const long = 'Write the opening paragraph of the grant application for the community garden and send it to Maria for a read';

  it('keeps the whole check-in within the voice, a long title included, in every tone', () => {
    const goal = { id: 'g1', title: 'Garden grant' };
    fc.assert(fc.property(fc.constantFrom(...TONES), fc.constantFrom('Ann', 'Bartholomew-Alexander'), (tone, name) => {
      const coach = coachMessage('daily', { userName: name, goalTitle: long, progress: 40, currentStep: long }, tone);
      const lines = dailyLines([], '2026-11-23', name, () => tone);
      const welcome = fill(PROGRESS_CHECKIN_WORDS[tone].welcomeBack, { name, start: long });
      const message = withDailyLine(lines.get(goal.id) ?? welcome, coach);
      expect(message.length).toBeLessThanOrEqual(CHECKIN_MAX_CHARS);
      expect(message.startsWith(welcome.slice(0, 20))).toBe(true);
    }));
  });

  it('goes before the message when both fit', () => {
    expect(withDailyLine('Welcome back, Ann.', 'Today: stretch.')).toBe('Welcome back, Ann.\n\nToday: stretch.');
    expect(withDailyLine(undefined, 'Today: stretch.')).toBe('Today: stretch.');
  });
});
