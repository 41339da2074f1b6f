import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { fillTemplate } from '@cakewalk/shared/text/fill-template.ts';
import type { MailMessage } from '../mail-message.ts';
import { countWords } from '../../words/fill.ts';
import { CHECKIN_MAIL, roundMailWords } from '../../words/mail/mail-words.ts';
import { paragraphsOf, type MailBody } from './mail-body.ts';
import { renderHtml } from './render-html.ts';
import { renderText } from './render-text.ts';

// A round's email: every goal's check-in of the round in one message. Each goal's part is that
// check-in's own message, in the goal's tone; the frame around them speaks in the first goal's.

export interface RoundMail {
  name: string;
  email: string;
  kind: CheckinKind;
  checkins: readonly { goal_name: string; tone: Tone; message: string }[];
  /** Where the button leads in the app: Today, or Progress for the weekly review. */
  todayHref: string;
  /** The one-click unsubscribe URL (RFC 8058): a POST to it turns this kind off. */
  unsubscribeHref: string;
  /** The page a person lands on from the footer link, which asks before it turns emails off. */
  unsubscribePageHref: string;
}

export function checkinMail(round: RoundMail): MailMessage {
  const [first, ...others] = round.checkins;
  if (!first) throw new Error('A round email needs a check-in');
  const goals = fillTemplate(others.length === 0 ? CHECKIN_MAIL.goals.one : CHECKIN_MAIL.goals.several, {
    goal: first.goal_name, count: countWords(others.length),
  });
  const words = roundMailWords(first.tone, round.kind);
  const fill = (text: string) => fillTemplate(text, { name: round.name, goal: goals, email: round.email });
  const body: MailBody = {
    preview: fill(words.preview),
    heading: fill(words.heading),
    intro: [fill(words.intro)],
    sections: round.checkins.map((checkin) => ({ heading: checkin.goal_name, paragraphs: paragraphsOf(checkin.message) })),
    button: { label: words.button, href: round.todayHref },
    after: [fill(words.close)],
    footer: {
      lines: [fill(CHECKIN_MAIL.footer.why[round.kind])],
      link: { label: CHECKIN_MAIL.footer.unsubscribe[round.kind], href: round.unsubscribePageHref },
    },
  };
  return {
    to: round.email,
    subject: fill(words.subject),
    text: renderText(body),
    html: renderHtml(body),
    headers: {
      'List-Unsubscribe': `<${round.unsubscribeHref}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
