import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bannedWordsIn } from '../../../src/words/banned-words.ts';
import {
  AccountMailWords, BannedWords, BotWords, CheckinMailWords, CheckinWords, NoticeWords, ProgressCheckinWords, PushWords, QuestionWords, ReplyWords,
} from '../../../src/words/schemas.ts';

// Every word the coach says lives in src/words/ (in a folder of its own where a use has several),
// one JSON file per kind of message, each held to its schema here: a writer can change a voice
// without reading code, and a slot the code does not fill, an empty line or a word that shames
// fails the build instead of reaching a person.

const folder = new URL('../../../src/words/', import.meta.url);
const SCHEMAS: Record<string, z.ZodMiniType> = {
  'checkins/check-ins.json': CheckinWords,
  'checkins/replies.json': ReplyWords,
  'bot.json': BotWords,
  'notices.json': NoticeWords,
  'questions.json': QuestionWords,
  'mail/account-mail.json': AccountMailWords,
  'mail/checkin-mail.json': CheckinMailWords,
  'push.json': PushWords,
  'checkins/progress-checkins.json': ProgressCheckinWords,
  'banned-words.json': BannedWords,
};
const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, folder), 'utf8'));
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(stringsIn) : [];

describe('the coach’s words', () => {
  it('are all data files with a schema', () => {
    expect(readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json')).sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it.each(Object.keys(SCHEMAS))('%s matches its schema', (file) => {
    const result = z.safeParse(SCHEMAS[file]!, read(file));
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it.each(Object.keys(SCHEMAS).filter((file) => file !== 'banned-words.json'))('%s says no banned word', (file) => {
    expect(stringsIn(read(file)).filter((line) => bannedWordsIn(line).length > 0)).toEqual([]);
  });

  it("asks exactly one question when a reply is not clear, in every tone, naming the three answers", () => {
    const replies = read('checkins/replies.json') as { byTone: Record<string, { ask: string }> };
    for (const { ask } of Object.values(replies.byTone)) {
      expect(ask.match(/\?/g), ask).toHaveLength(1);
      expect(ask.toLowerCase(), ask).toMatch(/done.*too big.*not (for )?today/);
    }
  });

  it('refuses a slot the code does not fill', () => {
    const replies = read('checkins/replies.json') as { byTone: { strict: { smaller: string } } };
    replies.byTone.strict.smaller = 'Smaller, then. First bite: {step}.';
    expect(z.safeParse(ReplyWords, replies).success).toBe(false);
  });
});
