import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import { logger } from '../logger.ts';
import { mailFrom } from '../mail/mail-config.ts';
import { MailRefused, type MailMessage, type MailTransport } from '../mail/mail-message.ts';
import { useMailTransport } from '../mail/transport.ts';

// Email on one machine: through SMTP_URL when it is set (a local Mailpit, or any relay), else each
// message is written as an RFC 5322 .eml file into DATA_DIR/mail/ and its path logged, so a person
// can open it in any mail app and tests can read it.

let written = 0;

const asNodemailer = (message: MailMessage) => ({
  from: mailFrom(), to: message.to, subject: message.subject, text: message.text, html: message.html, headers: { ...message.headers },
});

function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail(asNodemailer(message)).catch((error: unknown) => {
        // SMTP's 5xx answers are final; 4xx and a relay out of reach may pass later.
        const code = (error as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500) throw new MailRefused((error as Error).message, { cause: error });
        throw error;
      });
      return {};
    },
  };
}

function fileTransport(): MailTransport {
  // RFC 5322 lines end in CRLF.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const { message: raw } = await transport.sendMail(asNodemailer(message));
      // Resolved per email, so a server started before DATA_DIR is set (as tests do) still writes where it says.
      const folder = join(resolve(process.env.DATA_DIR || '.data'), 'mail');
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      const path = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${++written}.eml`);
      writeFileSync(path, raw as Buffer, { mode: 0o600 });
      logger.info('email written', { to: message.to, subject: message.subject, path });
      return { file: path };
    },
  };
}

/** Every email of this process goes the local way from now on. */
export function useLocalMail(): void {
  const url = process.env.SMTP_URL;
  useMailTransport(url ? smtpTransport(url) : fileTransport());
}

/** Emailed links point at this server unless PUBLIC_URL says otherwise. */
export function usePublicUrl(port: number): void {
  process.env.PUBLIC_URL ||= `http://localhost:${port}`;
}
