import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MailRefused } from '../../src/mail/mail-message.ts';
import { sesTransport } from '../../src/mail/ses-transport.ts';

// The cloud's transport against a mocked SES v2: what it asks SES to send, and which failures it
// calls final.

const ses = mockClient(SESv2Client);
const message = {
  to: 'robin@example.com',
  subject: 'Today’s bite',
  text: 'Plain words',
  html: '<p>HTML words</p>',
  headers: { 'List-Unsubscribe': '<https://cakewalk.example/api/email/unsubscribe/t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
};

beforeEach(() => {
  ses.reset();
  process.env.MAIL_FROM = 'Cakewalk <coach@cakewalk.example>';
});
afterEach(() => {
  delete process.env.MAIL_FROM;
});

describe('the SES transport', () => {
  it('sends both parts from MAIL_FROM, with the List-Unsubscribe headers', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    await sesTransport.send(message);
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input).toEqual({
      FromEmailAddress: 'Cakewalk <coach@cakewalk.example>',
      Destination: { ToAddresses: ['robin@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Today’s bite', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Plain words', Charset: 'UTF-8' }, Html: { Data: '<p>HTML words</p>', Charset: 'UTF-8' } },
          Headers: [
            { Name: 'List-Unsubscribe', Value: '<https://cakewalk.example/api/email/unsubscribe/t>' },
            { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
          ],
        },
      },
    });
  });

  it('calls a rejected message final, and leaves throttling to be tried again', async () => {
    ses.on(SendEmailCommand).rejectsOnce(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }));
    await expect(sesTransport.send(message)).rejects.toBeInstanceOf(MailRefused);
    ses.on(SendEmailCommand).rejectsOnce(Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException' }));
    await expect(sesTransport.send(message)).rejects.not.toBeInstanceOf(MailRefused);
  });
});
