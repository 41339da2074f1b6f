import type { MailMessage, MailTransport, SentMail } from './mail-message.ts';
import { sesTransport } from './ses-transport.ts';

// Which way emails leave: Amazon SES unless the process says otherwise. The local server and
// `npm run checkins` hand in their own (SMTP, or .eml files in DATA_DIR/mail), so no deployed
// bundle carries a local transport.

let transport: MailTransport = sesTransport;

export function useMailTransport(local: MailTransport): void {
  transport = local;
}

export function sendMail(message: MailMessage): Promise<SentMail> {
  return transport.send(message);
}
