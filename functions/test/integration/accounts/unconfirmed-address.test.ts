import { describe, expect, it } from 'vitest';
import type { User } from '@cakewalk/shared/schemas/account/user.ts';
import type { ParsedMail } from 'mailparser';
import { client, signUp } from '../../support/api-client.ts';
import { linkIn, useTempMailbox } from '../../support/mailbox.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const mailbox = useTempMailbox();
const stack = withLocalStack();

// A sign-up with someone else's address picks the name; a name can be any text, a link included.
const CHOSEN = 'Win a prize at evil.example';

const lastMailTo = async (email: string): Promise<ParsedMail> => {
  const mail = (await mailbox.to(email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
};
const wholeText = (mail: ParsedMail) => `${mail.subject}\n${mail.text}\n${String(mail.html)}`;

describe('an address not yet confirmed', () => {
  it('gets emails with no text the sign-up chose, and the account says it is unconfirmed', async () => {
    const user = await signUp(stack.api, CHOSEN);
    expect((await user.call<User>('GET', '/users/me')).body.email_confirmed).toBe(false);

    expect((await user.call('POST', '/users/me/email/confirm')).status).toBe(200);
    const confirmation = await lastMailTo(user.email);
    expect(wholeText(confirmation)).not.toContain(CHOSEN);
    expect(confirmation.text).toMatch(/^Hello,/m);

    expect((await client(stack.api)('POST', '/auth/password-reset', { email: user.email })).status).toBe(200);
    expect(wholeText(await lastMailTo(user.email))).not.toContain(CHOSEN);

    // Once the owner confirms it, the mails greet them by name.
    const token = new URL(linkIn(confirmation, `${process.env.PUBLIC_URL}/confirm-email?token=`)).searchParams.get('token');
    expect((await client(stack.api)('POST', '/auth/email/confirm', { token })).status).toBe(200);
    expect((await user.call<User>('GET', '/users/me')).body.email_confirmed).toBe(true);
    await client(stack.api)('POST', '/auth/password-reset', { email: user.email });
    expect((await lastMailTo(user.email)).text).toContain(`Hi ${CHOSEN},`);
  });
});
