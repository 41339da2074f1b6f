/** One email, ready for any transport: a plain-text and an HTML part, and any extra headers. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Readonly<Record<string, string>>;
}

/** A sent email as a person may need to find it: a local run keeps it as an .eml file. */
export interface SentMail {
  file?: string;
}

/** Sends one email, or throws. */
export interface MailTransport {
  send(message: MailMessage): Promise<SentMail>;
}

/** The mail service will not take this email, now or later (a rejected address, an unverified sender). */
export class MailRefused extends Error {
  override name = 'MailRefused';
}
