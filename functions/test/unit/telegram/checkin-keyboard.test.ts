import { describe, expect, it } from 'vitest';
import { checkinKeyboard } from '../../../src/telegram/checkin-message.ts';

describe('a check-in\'s buttons on Telegram', () => {
  it('lead a weekly review to Progress', () => {
    const rows = checkinKeyboard({ id: 'c1', stalled: false, kind: 'weekly' }, 'https://cakewalk.example/progress').inline_keyboard;
    expect(rows.at(-1)).toEqual([{ text: 'See your progress', url: 'https://cakewalk.example/progress' }]);
    expect(rows[0]?.map((button) => button.text)).toEqual(['Done', 'Too big', 'Snooze 1h']);
  });

  it('have no Progress button on a daily check-in, or without an address for it', () => {
    const urls = (kind: 'daily' | 'weekly', url?: string) => checkinKeyboard({ id: 'c1', stalled: false, kind }, url).inline_keyboard.flat().filter((button) => 'url' in button);
    expect(urls('daily', 'https://cakewalk.example/progress')).toEqual([]);
    expect(urls('weekly')).toEqual([]);
  });
});
