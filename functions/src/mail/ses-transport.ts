import type { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { SigningHash } from '../config/signing-hash.ts';
import { mailFrom } from './mail-config.ts';
import { MailRefused, type MailMessage, type MailTransport } from './mail-message.ts';

// Amazon SES (v2 API) in the cloud: a simple message, for which SES builds the MIME itself
// (multipart/alternative of the two parts), with our extra headers (List-Unsubscribe). The client
// (62 KB) loads with the first email: the check-in worker carries it, and a round with no one on
// email never needs it.

let client: Promise<{ ses: SESv2Client; SendEmailCommand: typeof SendEmailCommand }> | undefined;

function sesClient() {
  client ??= import('@aws-sdk/client-sesv2').then(({ SESv2Client, SendEmailCommand }) => ({ ses: new SESv2Client({ sha256: SigningHash }), SendEmailCommand }));
  return client;
}

// What SES says when a retry would not help; throttling and its own faults pass through as they are.
const REFUSALS: ReadonlySet<string> = new Set([
  'MessageRejected', 'MailFromDomainNotVerifiedException', 'AccountSuspendedException', 'SendingPausedException', 'BadRequestException', 'NotFoundException',
]);

export const sesTransport: MailTransport = {
  async send(message: MailMessage): Promise<void> {
    const { ses, SendEmailCommand } = await sesClient();
    await ses.send(new SendEmailCommand({
      FromEmailAddress: mailFrom(),
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
          Headers: Object.entries(message.headers ?? {}).map(([Name, Value]) => ({ Name, Value })),
        },
      },
    })).catch((error: unknown) => {
      if (error instanceof Error && REFUSALS.has(error.name)) throw new MailRefused(error.message, { cause: error });
      throw error;
    });
  },
};
