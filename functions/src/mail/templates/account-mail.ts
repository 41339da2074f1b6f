import { fillTemplate } from '@cakewalk/shared/text/fill-template.ts';
import type { MailMessage } from '../mail-message.ts';
import { ACCOUNT_MAIL } from '../../words/mail/mail-words.ts';
import type { AccountMailVoice } from '../../words/schemas.ts';
import type { MailBody } from './mail-body.ts';
import { renderHtml } from './render-html.ts';
import { renderText } from './render-text.ts';

// The account's own emails (a password reset, confirming the address): in Cakewalk's own friendly
// voice, since they belong to no goal.

export interface Recipient {
  name: string;
  email: string;
  email_confirmed: boolean;
}

/**
 * Until the address is confirmed, anyone could have signed up with it, so the mail carries no
 * text the sign-up chose: no name in the greeting.
 */
function accountMail(words: AccountMailVoice, to: Recipient, href: string): MailMessage {
  const fill = (text: string) => fillTemplate(text, { name: to.name });
  const greeting = to.email_confirmed ? fill(ACCOUNT_MAIL.greeting.named) : ACCOUNT_MAIL.greeting.unconfirmed;
  const body: MailBody = {
    preview: fill(words.preview),
    heading: fill(words.heading),
    intro: [greeting, ...words.lines.map(fill)],
    sections: [],
    button: { label: words.button, href },
    after: words.after.map(fill),
    footer: { lines: [`Cakewalk · ${to.email}`] },
  };
  return { to: to.email, subject: fill(words.subject), text: renderText(body), html: renderHtml(body) };
}

export const passwordResetMail = (to: Recipient, href: string) => accountMail(ACCOUNT_MAIL.passwordReset, to, href);
export const emailConfirmationMail = (to: Recipient, href: string) => accountMail(ACCOUNT_MAIL.emailConfirmation, to, href);
