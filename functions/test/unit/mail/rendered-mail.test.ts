import { describe, expect, it } from 'vitest';
import { TONES } from '@cakewalk/shared/schemas/common.ts';
import { checkinMail as renderCheckinMail } from '../../../src/mail/templates/checkin-mail.ts';
import { passwordResetMail } from '../../../src/mail/templates/account-mail.ts';

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
    expect(passwordResetMail({ name: '<b>Eve</b>', email: 'eve@example.com', email_confirmed: true }, 'https://x.example/r').html).not.toContain('<b>Eve</b>');
  });
});
