import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TONES } from '@cakewalk/shared/schemas/common.ts';
import accountMail from '../../src/mail/words/account-mail.json' with { type: 'json' };
import checkinMail from '../../src/mail/words/checkin-mail.json' with { type: 'json' };
import pushWords from '../../src/push/push-words.json' with { type: 'json' };
import { bannedWordsIn } from '../../src/words/banned-words.ts';
import { AccountMailFile, CheckinMailFile } from '../../src/mail/mail-words.ts';
import { checkinMail as renderCheckinMail } from '../../src/mail/templates/checkin-mail.ts';
import { passwordResetMail } from '../../src/mail/templates/account-mail.ts';
import { PushWordsFile } from '../../src/push/push-words.ts';

// The words of emails and notifications are data: each file must hold what its schema says, use
// only the slots its code fills, and say nothing a coach never says.

const FILES = [
  { name: 'mail/words/account-mail.json', data: accountMail, schema: AccountMailFile, slots: ['name'] },
  { name: 'mail/words/checkin-mail.json', data: checkinMail, schema: CheckinMailFile, slots: ['name', 'goal', 'email', 'count'] },
  { name: 'push/push-words.json', data: pushWords, schema: PushWordsFile, slots: ['goal'] },
];

const linesOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(linesOf);

describe('the words of emails and notifications', () => {
  it.each(FILES)('$name holds what its schema says', ({ data, schema }) => {
    expect(z.safeParse(schema, data).error).toBeUndefined();
  });

  it.each(FILES)('$name uses only the slots its code fills, and no banned word', ({ data, slots }) => {
    for (const line of linesOf(data)) {
      expect(bannedWordsIn(line), line).toEqual([]);
      for (const [, slot] of line.matchAll(/\{(\w+)\}/g)) expect(slots, line).toContain(slot);
    }
  });
});

describe('a rendered email', () => {
  const round = {
    name: 'Robin', email: 'robin@example.com', kind: 'daily' as const,
    checkins: [{ goal_name: 'Run <fast> & far', tone: 'friendly' as const, message: 'First line.\n\nSecond line.' }],
    todayHref: 'https://cakewalk.example/today',
    unsubscribeHref: 'https://cakewalk.example/api/email/unsubscribe/t',
    unsubscribePageHref: 'https://cakewalk.example/unsubscribe?token=t',
  };

  it.each(TONES)('says the same in both parts, in the %s voice, with every slot filled', (tone) => {
    const mail = renderCheckinMail({ ...round, checkins: [{ ...round.checkins[0]!, tone }] });
    for (const part of [mail.subject, mail.text]) expect(part).not.toMatch(/\{\w+\}/);
    for (const paragraph of ['First line.', 'Second line.', round.todayHref]) {
      expect(mail.text).toContain(paragraph);
      expect(mail.html).toContain(paragraph);
    }
  });

  it('escapes what the person wrote in the HTML part', () => {
    const mail = renderCheckinMail(round);
    expect(mail.html).toContain('Run &lt;fast&gt; &amp; far');
    expect(mail.html).not.toContain('<fast>');
    expect(passwordResetMail({ name: '<b>Eve</b>', email: 'eve@example.com' }, 'https://x.example/r').html).not.toContain('<b>Eve</b>');
  });
});
